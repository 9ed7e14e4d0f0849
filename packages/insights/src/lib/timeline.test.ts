import { describe, expect, it } from 'vitest';
import { closedBands, completeTimeline, timelineStamps, timeTicks, trimClosedEnds } from './timeline';

const isClosed = (r: Record<string, unknown>) => r.coverage === null;

describe('@atrium/insights timeline', () => {
  it('lists every bucket of the range in local wall time', () => {
    expect(timelineStamps('2025-03-30', '2025-03-30', 'hour')).toHaveLength(24);
    expect(timelineStamps('2025-03-30', '2025-03-31', '15min')).toHaveLength(192);
    expect(timelineStamps('2025-02-27', '2025-03-02', 'day')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });

  // regression (issue 21): the footfall line broke into pieces around closed days with no sign why
  it('marks closed days and hours, including the buckets the API left out, as closed runs', () => {
    const api = [
      { t: '2025-06-06', visitors: 5000, coverage: 100 },
      { t: '2025-06-07', visitors: 7000, coverage: 100 },
      { t: '2025-06-08', visitors: null, coverage: null },
      { t: '2025-06-09', visitors: 3100, coverage: 64 },
    ];
    const rows = completeTimeline(api, '2025-06-05', '2025-06-09', 'day', isClosed, ['visitors', 'coverage']);
    expect(rows.map((r) => r.closed)).toEqual([true, false, false, true, false]);
    expect(rows[0]).toEqual({ t: '2025-06-05', closed: true, visitors: null, coverage: null });
    expect(closedBands(rows)).toEqual([
      { x1: '2025-06-05', x2: '2025-06-05' },
      { x1: '2025-06-08', x2: '2025-06-08' },
    ]);
    expect(closedBands(rows, true)).toEqual([
      { x1: '2025-06-05', x2: '2025-06-06' },
      { x1: '2025-06-07', x2: '2025-06-09' },
    ]);
    // a sensor gap in opening hours is not "closed": coverage 0 stays an open, empty bucket
    expect(completeTimeline([{ t: '2025-06-06', visitors: null, coverage: 0 }], '2025-06-06', '2025-06-06', 'day', isClosed, ['visitors'])[0]?.closed).toBe(false);
  });

  it('hourly: nights become closed runs between opening hours', () => {
    const api = ['10', '11', '12'].flatMap((h) => [
      { t: `2025-06-09T${h}:00`, visitors: 100, coverage: 100 },
      { t: `2025-06-10T${h}:00`, visitors: 100, coverage: 100 },
    ]);
    const rows = completeTimeline(api, '2025-06-09', '2025-06-10', 'hour', isClosed, ['visitors']);
    expect(rows).toHaveLength(48);
    expect(closedBands(rows)).toEqual([
      { x1: '2025-06-09T00:00', x2: '2025-06-09T09:00' },
      { x1: '2025-06-09T13:00', x2: '2025-06-10T09:00' },
      { x1: '2025-06-10T13:00', x2: '2025-06-10T23:00' },
    ]);
    const trimmed = trimClosedEnds(rows, 2);
    expect(trimmed[0]?.t).toBe('2025-06-09T08:00');
    expect(trimmed.at(-1)?.t).toBe('2025-06-10T14:00');
  });

  // regression (issue 21): ticks fell at uneven times (10:15, 13:45, …)
  it('ticks land on round hours at a regular step', () => {
    const day = timelineStamps('2025-06-09', '2025-06-09', '15min').filter((s) => s >= '2025-06-09T08:45' && s <= '2025-06-09T21:15');
    const ticks = timeTicks(day, '15min', 7);
    expect(ticks).toEqual(['2025-06-09T10:00', '2025-06-09T12:00', '2025-06-09T14:00', '2025-06-09T16:00', '2025-06-09T18:00', '2025-06-09T20:00']);
    expect(timeTicks(timelineStamps('2025-06-09', '2025-06-10', 'hour'), 'hour', 7)).toEqual(['2025-06-09T00:00', '2025-06-09T12:00', '2025-06-10T00:00', '2025-06-10T12:00']);
    expect(timeTicks(timelineStamps('2025-06-01', '2025-06-07', 'hour'), 'hour', 7).every((s) => s.endsWith('T00:00'))).toBe(true);
  });

  it('ticks land on days, Mondays and month starts for longer ranges', () => {
    expect(timeTicks(timelineStamps('2025-06-01', '2025-06-07', 'day'), 'day', 7)).toHaveLength(7);
    const month = timeTicks(timelineStamps('2025-05-18', '2025-06-14', 'day'), 'day', 7);
    expect(month).toEqual(['2025-05-19', '2025-05-26', '2025-06-02', '2025-06-09']);
    const quarter = timeTicks(timelineStamps('2025-03-17', '2025-06-14', 'day'), 'day', 7);
    expect(quarter.length).toBeLessThanOrEqual(7);
    expect(quarter.every((s) => new Date(`${s}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const months = ['2024-07-01', '2024-08-01', '2024-09-01', '2024-10-01', '2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'];
    expect(timeTicks(months, 'month', 7)).toEqual(['2024-07-01', '2024-09-01', '2024-11-01', '2025-01-01', '2025-03-01', '2025-05-01']);
  });
});
