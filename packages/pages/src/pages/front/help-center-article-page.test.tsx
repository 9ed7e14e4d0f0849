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

  it('an unknown title shows "not found" with a way back', async () => {
    renderPages(<HelpCenterArticlePage title="no-such-article" />);
    expect(await screen.findByText('Article not found', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/front-pages/help-center');
  });
});
