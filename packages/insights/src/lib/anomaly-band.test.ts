import type { AnomalyDetail } from '@atrium/api/insights';
import { describe, expect, it } from 'vitest';
import { anomalyChartPath } from '../components/branch-link';
import { anomalyDayOf, bandRows, markOf } from './anomaly-band';
import { branchSearchSchema } from './search';

const rows = (hours: number[]) => bandRows({ anomaly: { start: '2025-06-10T14:00' }, intraday: hours.map((h) => ({ hour: `${String(h).padStart(2, '0')}:00`, actual: 1, expected: 1, low: 0, high: 2 })) } as AnomalyDetail);

describe('@atrium/insights anomaly band', () => {
  it('reads the day out of an anomaly id, queue ids and all', () => {
    expect(anomalyDayOf('nyc-01-visitors-hour-2025-06-10T14:00')).toBe('2025-06-10');
    expect(anomalyDayOf('lon-01-queueWait-lon-01-q1-hour-2025-06-06T12:00')).toBe('2025-06-06');
    expect(anomalyDayOf('ber-01-visitors-day-2025-05-30T10:00')).toBe('2025-05-30');
    expect(anomalyDayOf('lon-01-outage-2025-06-06T12:00')).toBeNull();
    expect(anomalyDayOf('nonsense')).toBeNull();
  });

  it('stamps each hour with its day', () => {
    expect(rows([9, 10]).map((r) => r.t)).toEqual(['2025-06-10T09:00', '2025-06-10T10:00']);
  });

  it('marks the hours [start, end) that are drawn; an end at midnight is the day\'s end', () => {
    const day = rows([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(markOf({ start: '2025-06-10T14:00', end: '2025-06-10T18:00' }, day)).toEqual({ x1: '2025-06-10T14:00', x2: '2025-06-10T17:00' });
    expect(markOf({ start: '2025-06-10T10:00', end: '2025-06-11T00:00' }, day)).toEqual({ x1: '2025-06-10T10:00', x2: '2025-06-10T20:00' });
    expect(markOf({ start: '2025-06-10T22:00', end: '2025-06-10T23:00' }, day)).toBeNull();
  });

  it('the chain overview sends "Show on chart" to the branch page with the day and the anomaly, its filters kept', () => {
    const a = { id: 'nyc-01-visitors-hour-2025-06-10T14:00', branchId: 'nyc-01', start: '2025-06-10T14:00' };
    expect(anomalyChartPath(a)).toBe('/insights/branch/nyc-01?day=2025-06-10&anomaly=nyc-01-visitors-hour-2025-06-10T14%3A00');
    const path = anomalyChartPath(a, { range: '7d', compare: 'none' });
    expect(path).toBe('/insights/branch/nyc-01?range=7d&compare=none&day=2025-06-10&anomaly=nyc-01-visitors-hour-2025-06-10T14%3A00');
    // and the branch page reads both back
    const search = branchSearchSchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
    expect({ day: search.day, anomaly: search.anomaly, range: search.range }).toEqual({ day: '2025-06-10', anomaly: a.id, range: '7d' });
  });
});
