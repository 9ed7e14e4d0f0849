import { INSIGHT_METRICS, METRIC_UNITS, type SeriesResponse, type SummaryResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { csvFileOf, csvUnit, toCsv, toMajor } from '@atrium/domain';

describe('@atrium/mock-api/insights csv', () => {
  it('regression (security review): the insights export neutralises formulas and starts with a BOM', () => {
    const csv = toCsv(['name', 'value'], [['=HYPERLINK("http://evil.example","click")', -3], ['@SUM(A1)', 2], ['\t+1', 0]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")",-3');
    expect(lines[2]).toBe("'@SUM(A1),2");
    expect(lines[3]).toBe("'\t+1,0");
  });
});

describe('@atrium/mock-api/insights csv units', () => {
  const kpis = Object.fromEntries(INSIGHT_METRICS.map((m) => [m, { value: null, compareValue: null, delta: null }])) as SummaryResponse['kpis'];
  kpis.visitors = { value: 12_480, compareValue: 11_500, delta: 8.52 };
  kpis.sales = { value: 842_150, compareValue: 900_000, delta: -6.43 };
  kpis.avgDwell = { value: 1223, compareValue: 1200, delta: 1.92 };
  const summary: SummaryResponse = {
    range: { from: '2025-05-18', to: '2025-06-14', days: 28 },
    compareRange: { from: '2025-04-20', to: '2025-05-17', days: 28 },
    currency: 'EUR',
    branchIds: ['ber-01'],
    coverage: { buckets: 100, validBuckets: 100, percent: 100 },
    compareCoverage: { buckets: 100, validBuckets: 100, percent: 100 },
    kpis,
  };
  const rows = (csv: string) => csv.slice(1).split('\r\n').map((line) => line.split(','));

  // regression (issue 21): every summary row said "USD", visitor counts included
  it('the summary names each row its own unit: counts, seconds, and money in major units of its currency', () => {
    const [header, ...body] = rows(csvFileOf('summary', '', summary).body);
    expect(header).toEqual(['metric', 'unit', 'value', 'compareValue', 'delta (%)', 'from', 'to']);
    const row = (metric: string) => body.find((r) => r[0] === metric);
    expect(row('visitors')?.slice(0, 5)).toEqual(['visitors', 'count', '12480', '11500', '8.52']);
    expect(row('sales')?.slice(0, 5)).toEqual(['sales', 'EUR', '8421.5', '9000', '-6.43']);
    expect(row('avgDwell')?.slice(0, 3)).toEqual(['avgDwell', 's', '1223']);
    expect(row('conversion')?.[1]).toBe('%');
    expect(body.filter((r) => r[1] === 'EUR').map((r) => r[0])).toEqual(INSIGHT_METRICS.filter((m) => METRIC_UNITS[m] === 'money'));
  });

  it('a series row carries its metric unit; one-metric columns carry theirs in the header', () => {
    const series: SeriesResponse = {
      range: summary.range,
      compareRange: null,
      granularity: 'day',
      currency: 'JPY',
      coverage: summary.coverage,
      series: [
        { metric: 'visitors', branchId: 'tyo-01', points: [{ t: '2025-05-18', value: 900, compareValue: null }] },
        { metric: 'sales', branchId: 'tyo-01', points: [{ t: '2025-05-18', value: 123_456, compareValue: null }] },
      ],
    };
    const [header, visitors, sales] = rows(csvFileOf('series', '', series).body);
    expect(header).toEqual(['metric', 'unit', 'branchId', 't', 'value', 'compareValue']);
    expect(visitors?.slice(0, 5)).toEqual(['visitors', 'count', 'tyo-01', '2025-05-18', '900']);
    // the yen has no minor unit
    expect(sales?.slice(0, 5)).toEqual(['sales', 'JPY', 'tyo-01', '2025-05-18', '123456']);
    expect(toMajor(842_150, 'EUR')).toBe(8421.5);
    expect(csvUnit('queueWait', 'USD')).toBe('s');
  });
});
