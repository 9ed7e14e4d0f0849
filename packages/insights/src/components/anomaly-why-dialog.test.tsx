// The "Why?" dialog over the mock API at the seed's morning (issue 33): London's planted
// checkout-capacity anomaly reads as one sentence with the queue, the hours, the waits and normal
// arrivals, in English and in Hebrew (numbers isolated). An unknown id: the NotFound story.
import { getAnomalies, insightsHandlers } from '@atrium/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInsights } from '../test/render';
import { serveInsights } from '../test/serve-insights';
import { AnomaliesList } from './anomalies-list';
import { AnomalyWhyDialog } from './anomaly-why-dialog';

const PLANTED = 'lon-01-queueWait-lon-01-q1-hour-2025-06-06T12:00';
const RANGE = { from: '2025-06-06', to: '2025-06-06', branchIds: ['lon-01'] };

serveInsights(insightsHandlers, () => getAnomalies(RANGE));

describe('@atrium/insights/AnomalyWhyDialog', () => {
  it('the list shows the metric and cause chip; "Why?" opens the explanation with the numbers', async () => {
    const answer = getAnomalies(RANGE);
    if (!answer.ok) throw new Error('the mock refused the anomalies');
    const user = userEvent.setup();
    renderInsights(<AnomaliesList anomalies={answer.value.anomalies} total={answer.value.total} limit={50} />);
    const item = document.querySelector(`[data-anomaly-id="${PLANTED}"]`);
    if (!(item instanceof HTMLElement)) throw new Error('the planted anomaly is not listed');
    expect(within(item).getByText('Queue wait')).toBeInTheDocument();
    expect(within(item).getByText('Checkout capacity')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /^Why\?/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Why did this happen?' }, { timeout: 20_000 });
    const sentence = await within(dialog).findByText(/^At Main checkout, /, {}, { timeout: 20_000 });
    expect(sentence.textContent).toMatch(/customers waited .+ against .+ expected \(.*9\.76×.*\) while arrivals were normal \(.*110%.*\)/);
    // the conversion part rose, the total fell: each signed as the language writes it
    const waterfall = within(dialog).getByRole('table', { name: 'Sales change: traffic, conversion, basket' });
    expect(waterfall.textContent).toContain('+£132.43');
    expect(waterfall.textContent).toContain('-£208.18');
    expect(within(dialog).getByRole('table', { name: 'Top queues (wait)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sensor coverage \u2068100%\u2069')).toBeInTheDocument();
  }, 60_000);

  it('in Hebrew the sentence is Hebrew with its numbers isolated', async () => {
    renderInsights(<AnomalyWhyDialog anomalyId={PLANTED} onClose={vi.fn()} />, { language: 'he' });
    const dialog = await screen.findByRole('dialog', { name: 'למה זה קרה?' }, { timeout: 20_000 });
    const sentence = await within(dialog).findByText(/^בקופות ראשיות, /, {}, { timeout: 20_000 });
    expect(sentence.textContent).toContain('\u20689.76×\u2069');
    expect(sentence.textContent).toContain('היו פתוחות פחות מדי קופות');
    // a rise's plus stands where Intl puts the minus: at the digits, inside the amount's isolate
    const waterfall = within(dialog).getByRole('table', { name: 'שינוי המכירות: תנועה, המרה, סל' });
    expect(waterfall.textContent).toMatch(/\u2067[^\u2069]*\+132\.43/);
  }, 60_000);
});
