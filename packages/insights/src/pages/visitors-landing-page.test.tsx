import { insightsHandlers, listInsightsBranches } from '@atrium/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import he from '../locales/he.json';
import { visitorsLandingSearchSchema } from '../lib/search';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
import { getInsightsClient } from '../api/client';
import { VisitorsLandingPage } from './visitors-landing-page';

serveInsights(insightsHandlers, () => listInsightsBranches({}));

describe('@atrium/insights/VisitorsLandingPage', () => {
  it('shows every branch on the live board, and the pause button writes to the URL state', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    renderInsights(<VisitorsLandingPage search={visitorsLandingSearchSchema.parse({})} onSearchChange={onSearchChange} now={new Date(2025, 5, 15, 12)} />);
    const board = screen.getByRole('region', { name: 'Live occupancy' });
    expect(await within(board).findByText('London Oxford Street', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(board).getAllByText(/inside of/).length).toBeGreaterThan(0);
    // New York is closed at 06:00 local
    expect(within(board).getByLabelText('New York SoHo')).toHaveAttribute('data-status', 'closed');
    await user.click(within(board).getByRole('button', { name: 'Pause' }));
    expect(onSearchChange).toHaveBeenCalledWith({ paused: true });
  });

  it('a range change asks for the new KPIs as it hands the change to the URL (issue 34)', async () => {
    const user = userEvent.setup();
    const getSummary = vi.spyOn(getInsightsClient(), 'getSummary');
    try {
      // the URL never changes here: only the change handler can ask for the 7 days
      const onSearchChange = vi.fn();
      renderInsights(<VisitorsLandingPage search={visitorsLandingSearchSchema.parse({})} onSearchChange={onSearchChange} now={new Date(2025, 5, 15, 12)} />);
      await user.click(await screen.findByRole('combobox', { name: 'Date range' }, { timeout: 10_000 }));
      await user.click(await screen.findByRole('option', { name: 'Last 7 days', hidden: true }));
      await vi.waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ range: '7d', from: undefined, to: undefined }));
      const days = getSummary.mock.calls.map(([query]) => (Date.parse(query?.to ?? '') - Date.parse(query?.from ?? '')) / 86_400_000 + 1);
      expect(days).toContain(7);
    } finally {
      getSummary.mockRestore();
    }
  });

  describe('on a phone (issue 36)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('folds the live board to a summary and one line per branch, in the language, the cards a tap away', async () => {
      // below the sm breakpoint: every max-width query matches
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
      const user = userEvent.setup();
      renderInsights(<VisitorsLandingPage search={visitorsLandingSearchSchema.parse({})} onSearchChange={vi.fn()} now={new Date(2025, 5, 15, 12)} />, { language: 'he' });
      const board = screen.getByRole('region', { name: he.live.title });
      const lines = await within(board).findAllByTestId('live-line', {}, { timeout: 10_000 });
      expect(lines).toHaveLength(12);
      expect(within(board).queryAllByRole('group')).toHaveLength(0);
      expect(within(board).getByText(he.branchNames.lonOxfordStreet)).toBeInTheDocument();
      expect(within(board).queryByText('London Oxford Street')).toBeNull();
      // each line says its state in words, not only by colour
      const closed = lines.find((line) => line.dataset.status === 'closed');
      expect(closed).toHaveTextContent(he.live.status.closed);
      expect(within(board).getByTestId('live-summary')).toHaveTextContent(/\d+ מתוך 12 פתוחים/);
      await user.click(within(board).getByRole('button', { name: he.live.showCards }));
      expect(within(board).getAllByRole('group').length).toBe(12);
      expect(within(board).queryAllByTestId('live-line')).toHaveLength(0);
      await user.click(within(board).getByRole('button', { name: he.live.showLines }));
      expect(within(board).getAllByTestId('live-line')).toHaveLength(12);
    });
  });
});

