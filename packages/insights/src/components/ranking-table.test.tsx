import { insightsHandlers, listInsightsBranches } from '@atrium/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BranchSortKey } from '@atrium/api';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
import { RankingTable } from './ranking-table';

// build the engine's arrays once, outside the tests' timings
serveInsights(insightsHandlers, () => listInsightsBranches({ from: '2025-05-01', to: '2025-05-31' }));

function Harness({ navigate }: { navigate: (to: string) => void }) {
  const [sort, setSort] = useState<{ sortBy: BranchSortKey; orderBy: 'asc' | 'desc' }>({ sortBy: 'visitors', orderBy: 'desc' });
  const [page, setPage] = useState(1);
  return (
    <RankingTable
      from="2025-05-01"
      to="2025-05-31"
      sortBy={sort.sortBy}
      orderBy={sort.orderBy}
      page={page}
      itemsPerPage={5}
      onSortChange={(sortBy, orderBy) => setSort({ sortBy, orderBy })}
      onPageChange={setPage}
      navigate={navigate}
    />
  );
}

const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.querySelector('a')?.textContent);

describe('@atrium/insights/RankingTable', () => {
  it('ranks branches by visitors from the mock API, re-sorts on the server and links each row', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderInsights(<Harness navigate={navigate} />);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(firstColumn()).toHaveLength(5);
    expect(firstColumn()[0]).toBe('London Oxford Street');
    expect(screen.getByRole('columnheader', { name: /Visitors/ })).toHaveAttribute('aria-sort', 'descending');

    // names sort A→Z first, then Z→A
    await user.click(screen.getByRole('button', { name: /Branch/ }));
    await waitFor(() => expect(firstColumn()[0]).toBe('Austin Domain'));
    expect(screen.getByRole('columnheader', { name: /Branch/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('link', { name: 'Austin Domain' }));
    expect(navigate).toHaveBeenCalledWith('/insights/branch/aus-01');
    await user.click(screen.getByRole('button', { name: /Branch/ }));
    await waitFor(() => expect(firstColumn()[0]).toBe('Tokyo Shibuya'));
  });

  it('pages through the chain', async () => {
    const user = userEvent.setup();
    renderInsights(<Harness navigate={vi.fn()} />);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(firstColumn()).toHaveLength(2));
  });
});
