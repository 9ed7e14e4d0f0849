// The branch page with an anomaly on its day's chart (issue 33), over the mock API at the seed's
// morning: New York's planted zone draw (14:00–18:00) drawn against its expected band, marked, in
// the table view with the band's columns, cleared by its chip; the "Why?" of the same anomaly
// reads the detail the chart already asked for.
import { getAnomalies, insightsHandlers } from '@atrium/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { branchSearchSchema } from '../lib/search';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
import { BranchPage } from './branch-page';

const PLANTED = 'nyc-01-visitors-hour-2025-06-10T14:00';
const NOW = new Date('2025-06-15T10:00:00Z');

const server = serveInsights(insightsHandlers, () => getAnomalies({ from: '2025-05-18', to: '2025-06-14', branchIds: ['nyc-01'] }));
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname);
});
afterEach(() => {
  requests.length = 0;
});

/** The planted anomaly's entry in the branch page's list, once it is listed. */
function plantedItem(): Promise<HTMLElement> {
  return vi.waitFor(
    () => {
      const el = document.querySelector(`[data-anomaly-id="${PLANTED}"]`);
      if (!(el instanceof HTMLElement)) throw new Error('not listed yet');
      return el;
    },
    { timeout: 60_000, interval: 200 },
  );
}

describe('@atrium/insights/BranchPage with an anomaly on the chart', () => {
  it('draws the anomaly\'s day with its band and mark; the table gains the band\'s columns; the chip clears it', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    renderInsights(<BranchPage branchId="nyc-01" search={branchSearchSchema.parse({ anomaly: PLANTED })} onSearchChange={onSearchChange} now={NOW} />);
    const card = (await screen.findByRole('heading', { name: 'Visitors by hour, against the expected band' }, { timeout: 30_000 })).closest('section');
    if (!(card instanceof HTMLElement)) throw new Error('no card');
    // the chip names it; the chart's day is the anomaly's
    expect(within(card).getByTestId('anomaly-chip').textContent).toMatch(/^Anomaly: Visitors, Jun 10, \u20662:00\s–\s6:00\u2069\sPM$/);
    expect(within(card).getByText('Jun 10, 2025')).toBeInTheDocument();
    const mark = await within(card).findByTestId('anomaly-mark', {}, { timeout: 30_000 });
    expect(mark.textContent).toMatch(/^Anomaly Jun 10, \u20662:00\s–\s6:00\u2069\sPM: Visitors \u2068[\d,]+\u2069 against \u2068[\d,]+\u2069 expected$/);
    const chart = within(card).getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('Shaded: Expected range.');
    expect(chart.getAttribute('aria-label')).toContain(mark.textContent ?? '');
    expect(card.querySelector('path[data-band]')).not.toBeNull();
    expect(card.querySelector('[data-mark="2025-06-10T14:00-2025-06-10T17:00"]')).not.toBeNull();
    // the hours of the draw are dotted as outside the band
    expect([...card.querySelectorAll('[data-outside]')].map((c) => c.getAttribute('data-outside'))).toEqual(expect.arrayContaining(['2025-06-10T14:00', '2025-06-10T15:00', '2025-06-10T16:00', '2025-06-10T17:00']));
    // the table view: time, visitors, expected, low, high
    await user.click(within(card).getByRole('button', { name: 'Table' }));
    const table = within(card).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Visitors', 'Expected', 'Expected low', 'Expected high']);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(8);
    // the list's "Why?" of the same anomaly reads the detail the chart asked for: one request
    const item = await plantedItem();
    await user.click(within(item).getByRole('button', { name: /^Why\?/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(await within(dialog).findByTestId('why-sentence', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(requests.filter((p) => p.startsWith('/api/insights/anomalies/'))).toEqual([`/api/insights/anomalies/${encodeURIComponent(PLANTED)}`]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(card).getByRole('button', { name: 'Clear the anomaly from the chart' }));
    expect(onSearchChange).toHaveBeenCalledWith({ anomaly: undefined, day: '2025-06-10' });
  }, 90_000);

  it('"Show on chart" in the list sets the day and the anomaly; the Why dialog offers it too', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    renderInsights(<BranchPage branchId="nyc-01" search={branchSearchSchema.parse({ range: 'custom', from: '2025-06-01', to: '2025-06-14' })} onSearchChange={onSearchChange} now={NOW} />);
    const item = await plantedItem();
    await user.click(within(item).getByRole('button', { name: /^Show on chart: Visitors/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ day: '2025-06-10', anomaly: PLANTED });
    await user.click(within(item).getByRole('button', { name: /^Why\?/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    await user.click(await within(dialog).findByRole('button', { name: "Show on the day's chart" }, { timeout: 30_000 }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ day: '2025-06-10', anomaly: PLANTED });
  }, 120_000);

  it('junk in the URL\'s anomaly is dropped, an id is kept', () => {
    expect(branchSearchSchema.parse({ anomaly: 'not an id' }).anomaly).toBeUndefined();
    expect(branchSearchSchema.parse({ anomaly: PLANTED }).anomaly).toBe(PLANTED);
  });
});
