import { INSIGHT_METRICS, type Coverage, type InsightMetric, type KpiValue, type SummaryResponse } from '@atrium/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { KpiCards } from './kpi-cards';

function summary(kpis: Partial<Record<InsightMetric, KpiValue>>, compare = true, compareCoverage: Coverage = { buckets: 100, validBuckets: 100, percent: 100 }): SummaryResponse {
  const empty: KpiValue = { value: null, compareValue: null, delta: null };
  return {
    range: { from: '2025-05-18', to: '2025-06-14', days: 28 },
    compareRange: compare ? { from: '2025-04-20', to: '2025-05-17', days: 28 } : null,
    currency: 'EUR',
    branchIds: ['ber-01'],
    coverage: { buckets: 100, validBuckets: 100, percent: 100 },
    compareCoverage: compare ? compareCoverage : null,
    kpis: Object.fromEntries(INSIGHT_METRICS.map((m) => [m, kpis[m] ?? empty])) as Record<InsightMetric, KpiValue>,
  };
}

const card = (label: string) => {
  const el = screen.getByText(label).closest('.mantine-Card-root');
  if (!(el instanceof HTMLElement)) throw new Error(`no card for ${label}`);
  return el;
};

describe('@atrium/insights/KpiCards', () => {
  it('shows values through Intl and deltas as coloured, signed percentages', () => {
    renderInsights(
      <KpiCards
        summary={summary({
          visitors: { value: 12_480, compareValue: 11_500, delta: 8.52 },
          sales: { value: 8_421_000, compareValue: 9_000_000, delta: -6.43 },
        })}
        metrics={['visitors', 'sales']}
      />,
    );
    const visitors = card('Visitors');
    // issue 36: short on the card, the exact figure on the value's button (hover, focus, tap)
    expect(within(visitors).getByRole('button', { name: '12.5K' })).toHaveAttribute('data-exact', '12,480');
    expect(within(visitors).getByText('+8.5%').getAttribute('data-tone')).toBe('up');
    expect(within(visitors).getByText('vs previous period')).toBeInTheDocument();
    const sales = card('Sales');
    expect(within(sales).getByRole('button', { name: '€84.2K' })).toHaveAttribute('data-exact', '€84,210.00');
    expect(within(sales).getByText('-6.4%').getAttribute('data-tone')).toBe('down');
  });

  it('says "no data to compare" instead of a percentage over a zero base', () => {
    renderInsights(<KpiCards summary={summary({ visitors: { value: 320, compareValue: 0, delta: null } })} metrics={['visitors']} />);
    const visitors = card('Visitors');
    expect(within(visitors).getByText('No data to compare')).toBeInTheDocument();
    expect(within(visitors).queryByText(/%/)).not.toBeInTheDocument();
  });

  it('withholds the change when the comparison period is partial, and says how much it covers', () => {
    // last year's period has data for 40 of 100 opening-hour buckets: the API's +73% is not shown
    renderInsights(<KpiCards summary={summary({ visitors: { value: 173, compareValue: 100, delta: 73 } }, true, { buckets: 100, validBuckets: 40, percent: 40 })} metrics={['visitors']} />);
    const visitors = card('Visitors');
    expect(within(visitors).queryByText('+73%')).not.toBeInTheDocument();
    expect(within(visitors).getByTestId('comparison-withheld').textContent).toBe('Not compared: the comparison period has data for only 40% of the opening hours');
  });

  it('says "no data to compare" when the comparison period has none (a branch not open last year)', () => {
    renderInsights(<KpiCards summary={summary({ visitors: { value: 173, compareValue: null, delta: null } }, true, { buckets: 0, validBuckets: 0, percent: null })} metrics={['visitors']} />, { language: 'ar' });
    expect(screen.getByTestId('comparison-withheld').textContent).toBe('لا توجد بيانات للمقارنة');
  });

  it('colours a fall in bounce rate as good news', () => {
    renderInsights(<KpiCards summary={summary({ bounceRate: { value: 18, compareValue: 20, delta: -10 } })} metrics={['bounceRate']} />);
    const delta = within(card('Bounce rate')).getByText('-10%');
    expect(delta.getAttribute('data-tone')).toBe('down');
    expect(delta.getAttribute('style') ?? '').toContain('teal');
  });

  it('shows no delta without a compare range, and formats in Arabic', () => {
    renderInsights(<KpiCards summary={summary({ visitors: { value: 12_480, compareValue: null, delta: null } }, false)} metrics={['visitors']} />, { language: 'ar' });
    expect(screen.getByText('الزوار')).toBeInTheDocument();
    const value = screen.getByRole('button', { name: /12\.5\s*ألف/ });
    expect(value).toHaveAttribute('data-exact', new Intl.NumberFormat('ar').format(12_480));
    expect(screen.queryByText('—')).not.toBeInTheDocument();
  });
});
