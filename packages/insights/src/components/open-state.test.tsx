// The live board, the branch header and the ranking read one rule: on the evening of US
// Thanksgiving (6:43 PM in New York) they all say New York is closed, and why, in every language.
import { getInsightsBranch, insightsHandlers, listInsightsBranches, setInsightsClock } from '@atrium/mock-api';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
import { BranchHeader } from './branch-header';
import { LiveBoard } from './live-board';
import { RankingTable } from './ranking-table';

const THANKSGIVING_EVENING = new Date('2026-11-26T23:43:00Z');
const TUESDAY_EVENING = new Date('2026-11-24T23:43:00Z');

serveInsights(insightsHandlers);
// after serveInsights' own clock: the mock answers as of the instant under test
beforeAll(() => setInsightsClock(THANKSGIVING_EVENING.getTime()));

function nyc() {
  const res = getInsightsBranch('nyc-01');
  if (!res.ok) throw new Error('no nyc-01');
  return res.value.branch;
}

function all() {
  const res = listInsightsBranches({ itemsPerPage: 100 });
  if (!res.ok) throw new Error('no branches');
  return res.value.branches;
}

const noop = () => undefined;

describe('@atrium/insights one open/closed state', () => {
  it('Thanksgiving evening: board, header and ranking all say New York is closed for Thanksgiving', async () => {
    const branches = all();
    renderInsights(
      <>
        <BranchHeader branch={nyc()} title="New York SoHo" now={THANKSGIVING_EVENING} />
        <LiveBoard branches={branches} paused onPausedChange={noop} />
        <RankingTable from="2026-10-29" to="2026-11-25" sortBy="name" orderBy="asc" page={1} onSortChange={noop} onPageChange={noop} now={THANKSGIVING_EVENING} />
      </>,
    );
    const header = screen.getByTestId('branch-open-state');
    expect(header.textContent).toBe('Closed for Thanksgiving · opens Friday at 10:00 AM');
    expect(header).toHaveAttribute('data-open', 'false');

    const board = screen.getByRole('region', { name: 'Live occupancy' });
    const card = await within(board).findByRole('group', { name: 'New York SoHo' }, { timeout: 10_000 });
    expect(card).toHaveAttribute('data-status', 'closed');
    expect(within(card).getByTestId('live-closed-reason').textContent).toBe('Thanksgiving');
    // London at 23:43 is closed too, for another reason
    expect(within(within(board).getByRole('group', { name: 'London Oxford Street' })).getByTestId('live-closed-reason').textContent).toBe('Outside opening hours');

    const ranking = screen.getByRole('region', { name: 'Branch ranking' });
    const row = (await within(ranking).findByRole('link', { name: 'New York SoHo' }, { timeout: 10_000 })).closest('tr');
    if (!row) throw new Error('no ranking row');
    expect(within(row).getByTestId('ranking-open-state')).toHaveAttribute('data-open', 'false');
    expect(within(row).getByTestId('ranking-open-state').textContent).toBe('Closed');
    expect(within(row).getByText('Thanksgiving')).toBeInTheDocument();
    // no branch is "Open" at this instant: every one of the 12 is outside its hours, on a holiday or under works
    expect(within(ranking).queryAllByText('Open')).toHaveLength(0);
  });

  it('the holiday in Arabic and Hebrew', () => {
    renderInsights(<BranchHeader branch={nyc()} title="New York SoHo" now={THANKSGIVING_EVENING} />, { language: 'he' });
    expect(screen.getByTestId('branch-open-state').textContent).toMatch(/^סגור לרגל חג ההודיה · נפתח ביום שישי ב-/);
  });

  it('the holiday in Arabic', () => {
    renderInsights(<BranchHeader branch={nyc()} title="New York SoHo" now={THANKSGIVING_EVENING} />, { language: 'ar' });
    expect(screen.getByTestId('branch-open-state').textContent).toMatch(/^مغلق بمناسبة عيد الشكر · يفتح يوم الجمعة الساعة /);
  });

  it('a normal Tuesday evening: the header says open until 9 PM', () => {
    renderInsights(<BranchHeader branch={nyc()} title="New York SoHo" now={TUESDAY_EVENING} />);
    expect(screen.getByTestId('branch-open-state').textContent).toBe('Open now · closes at 9:00 PM');
  });
});
