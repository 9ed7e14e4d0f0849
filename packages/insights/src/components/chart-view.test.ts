import { describe, expect, it } from 'vitest';
import { xAxisTicks } from './chart-view';

describe('@atrium/insights/ChartView x axis', () => {
  // regression (issue 21): the hourly sales chart drew every tick it was given (interval 0), and in
  // a half-width card "8 AM10 AM12 PM2 PM" ran together
  it('thins the given round-time ticks evenly where labels would overlap, instead of drawing all', () => {
    const ticks = ['2026-11-24T08:00', '2026-11-24T10:00', '2026-11-24T12:00'];
    expect(xAxisTicks(ticks)).toEqual({ ticks, interval: 'equidistantPreserveStart', minTickGap: 8 });
  });

  it('leaves an axis without ticks to recharts, with room between labels', () => {
    expect(xAxisTicks(undefined)).toEqual({ minTickGap: 24 });
  });
});
