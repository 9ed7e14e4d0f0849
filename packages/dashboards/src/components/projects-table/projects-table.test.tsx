import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANALYTICS_SEARCH } from '../../search';
import { renderDashboards } from '../../test/render';
import { ProjectsTable } from './projects-table';

/** The pager's range as read: its numbers sit in their own isolates (issue 36), so it spans elements. */
const pagerRange = (expected: string | RegExp) => (_: string, el: Element | null) =>
  el?.getAttribute('aria-live') === 'polite' && (typeof expected === 'string' ? el.textContent === expected : expected.test(el.textContent ?? ''));

async function rowNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Projects' });
  await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent ?? '');
}

describe('@atrium/dashboards/ProjectsTable', () => {
  it('pages through the 7 projects five at a time', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const view = renderDashboards(<ProjectsTable search={DEFAULT_ANALYTICS_SEARCH} onSearchChange={onSearchChange} />);
    const first = await rowNames();
    expect(first).toHaveLength(5);
    expect(screen.getByText(pagerRange('1–5 of 7'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
    view.rerender(<ProjectsTable search={{ ...DEFAULT_ANALYTICS_SEARCH, page: 2 }} onSearchChange={onSearchChange} />);
    await waitFor(() => expect(screen.getByText(pagerRange('6–7 of 7'))).toBeInTheDocument());
    const second = await rowNames();
    expect(second).toHaveLength(2);
    expect(second.some((name) => first.includes(name))).toBe(false);
  });

  it('a page beyond the last shows page 1, as the server reports', async () => {
    renderDashboards(<ProjectsTable search={{ ...DEFAULT_ANALYTICS_SEARCH, page: 9 }} onSearchChange={() => {}} />);
    expect(await rowNames()).toHaveLength(5);
    expect(screen.getByText(pagerRange('1–5 of 7'))).toBeInTheDocument();
  });

  it('sorting by progress asks for it and the rows follow the server order', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const view = renderDashboards(<ProjectsTable search={DEFAULT_ANALYTICS_SEARCH} onSearchChange={onSearchChange} />);
    await rowNames();
    await user.click(screen.getByRole('button', { name: /Progress/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'progress', orderBy: 'asc', page: 1 });
    view.rerender(<ProjectsTable search={{ ...DEFAULT_ANALYTICS_SEARCH, sortBy: 'progress', orderBy: 'desc', itemsPerPage: 10 }} onSearchChange={onSearchChange} />);
    await waitFor(() => {
      const values = within(screen.getByRole('table', { name: 'Projects' }))
        .getAllByRole('progressbar')
        .map((bar) => Number(bar.getAttribute('aria-valuenow')));
      expect(values).toHaveLength(7);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });
  });

  it('search narrows the rows to the matching projects', async () => {
    renderDashboards(<ProjectsTable search={{ ...DEFAULT_ANALYTICS_SEARCH, q: 'figma' }} onSearchChange={() => {}} />);
    expect(await rowNames()).toEqual(['Figma Dashboards']);
  });
});
