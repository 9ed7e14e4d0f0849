import { insightsHandlers, listInsightsBranches } from '@atrium/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { visitorsLandingSearchSchema } from '../lib/search';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
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
});
