import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../test/render';
import { HelpCenterPage } from './help-center-page';

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

const articleLinks = () => within(screen.getByRole('region', { name: 'All articles' })).queryAllByRole('link').map((a) => a.textContent);

describe('@atrium/pages/HelpCenterPage', () => {
  // regression (issue 21): searching for a popular article's subject found nothing
  it('the search finds the popular article shown above it, by words of its text, and keeps its card', async () => {
    const user = userEvent.setup();
    renderPages(<HelpCenterPage />);
    const popular = await screen.findByRole('region', { name: 'Popular articles' }, { timeout: 10_000 });
    expect(within(popular).getByRole('heading', { name: 'How long does delivery take?' })).toBeInTheDocument();
    // "travel free" is only in the article's text, not in its title
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'travel free');
    await waitFor(() => expect(articleLinks()).toEqual(['How long does delivery take?']));
    expect(within(screen.getByRole('region', { name: 'Popular articles' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['How long does delivery take?']);
  });

  it('words that no article holds show the empty state', async () => {
    const user = userEvent.setup();
    renderPages(<HelpCenterPage />);
    await screen.findByRole('region', { name: 'Popular articles' }, { timeout: 10_000 });
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'refund zebra');
    expect(await screen.findByText('No article matches your search')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Popular articles' })).not.toBeInTheDocument();
  });

  // regression (issue 21, he 390 px screenshot): English titles in a Hebrew page read "?How long does delivery take"
  it('isolates article titles, so text in another direction keeps its "?" at the end', async () => {
    renderPages(<HelpCenterPage />, { language: 'he' });
    const headings = await waitFor(() => {
      const found = screen.getAllByRole('heading', { level: 3 });
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, { timeout: 10_000 });
    for (const h of headings) expect(h.querySelector('bdi')?.textContent).toBe(h.textContent);
    const links = screen.getAllByRole('link').filter((a) => a.closest('li'));
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(a.querySelector('bdi')?.textContent).toBe(a.textContent);
  });
});
