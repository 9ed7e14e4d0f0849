// A preset's dates come from the branches' own days, never the browser's zone: the same instant
// gives the same dates, and so the same totals, in a London and a Dubai browser.
import { getSummary, listInsightsBranches, setInsightsClock } from '@atrium/mock-api';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isoDay, resolvePreset, resolveRange, zonesOf } from './range';

// 22:30 UTC on Thursday 26 November 2026: the 26th in London and New York, already the 27th in Dubai and Tokyo
const AT = new Date('2026-11-26T22:30:00Z');
const ORIGINAL_TZ = process.env.TZ;

afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});
afterAll(() => setInsightsClock(null));

/** Runs `fn` as a browser in `zone` would (Node reads TZ afresh when it is assigned). */
function inBrowserZone<T>(zone: string, fn: () => T): T {
  process.env.TZ = zone;
  return fn();
}

function chainZones(): string[] {
  const listed = listInsightsBranches({ itemsPerPage: 100 });
  if (!listed.ok) throw new Error('branches failed');
  return zonesOf(listed.value.branches);
}

function chainVisitors(from: string, to: string): number {
  const res = getSummary({ from, to });
  if (!res.ok) throw new Error('summary failed');
  return res.value.kpis.visitors.value ?? 0;
}

describe('@atrium/insights/range', () => {
  it('the browser zone really moves a local-date reading (the bug this guards against)', () => {
    expect(inBrowserZone('Europe/London', () => isoDay(AT))).toBe('2026-11-26');
    expect(inBrowserZone('Asia/Dubai', () => isoDay(AT))).toBe('2026-11-27');
  });

  it('"Last 28 days" for the chain: the same dates and the same totals in a London and a Dubai browser', () => {
    setInsightsClock(AT.getTime());
    const zones = chainZones();
    expect(zones).toEqual(expect.arrayContaining(['America/Chicago', 'America/New_York', 'Asia/Dubai', 'Asia/Tokyo', 'Europe/London']));
    const london = inBrowserZone('Europe/London', () => resolvePreset('28d', AT, zones));
    const dubai = inBrowserZone('Asia/Dubai', () => resolvePreset('28d', AT, zones));
    // Chicago is still on the 26th: "yesterday" is the 25th, complete at every branch
    expect(london).toEqual({ from: '2026-10-29', to: '2026-11-25' });
    expect(dubai).toEqual(london);
    const londonTotal = inBrowserZone('Europe/London', () => chainVisitors(london.from, london.to));
    const dubaiTotal = inBrowserZone('Asia/Dubai', () => chainVisitors(dubai.from, dubai.to));
    expect(londonTotal).toBeGreaterThan(100_000);
    expect(dubaiTotal).toBe(londonTotal);
    // what the browser's own date gave: a day later in Dubai, and a different total
    const shifted = chainVisitors('2026-10-30', '2026-11-26');
    expect(Math.abs(shifted - londonTotal)).toBeGreaterThan(1000);
  });

  it('a branch page counts in the branch zone: Tokyo is already on the 27th, New York on the 26th', () => {
    for (const browser of ['Europe/London', 'Asia/Dubai', 'America/Los_Angeles', 'Pacific/Auckland']) {
      expect(inBrowserZone(browser, () => resolvePreset('yesterday', AT, ['Asia/Tokyo']))).toEqual({ from: '2026-11-26', to: '2026-11-26' });
      expect(inBrowserZone(browser, () => resolvePreset('7d', AT, ['America/New_York']))).toEqual({ from: '2026-11-19', to: '2026-11-25' });
      expect(inBrowserZone(browser, () => resolvePreset('month', AT, ['Asia/Tokyo']))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    }
  });

  it('12 months start the same day a year earlier; 29 February starts on 1 March', () => {
    expect(resolvePreset('12m', AT, ['Europe/London'])).toEqual({ from: '2025-11-26', to: '2026-11-25' });
    expect(resolvePreset('12m', new Date('2028-02-29T12:00:00Z'), ['Europe/London'])).toEqual({ from: '2027-03-01', to: '2028-02-28' });
  });

  it('with no zones known yet: the date anywhere on Earth, whatever the browser; a custom range is kept as typed', () => {
    expect(inBrowserZone('Asia/Tokyo', () => resolvePreset('today', AT))).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(resolveRange({ range: 'custom', from: '2026-01-01', to: '2026-01-31' }, AT, ['Asia/Tokyo'])).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('zonesOf: the distinct zones of the covered branches', () => {
    const branches = [
      { id: 'a', timezone: 'Europe/London' },
      { id: 'b', timezone: 'Europe/London' },
      { id: 'c', timezone: 'Asia/Tokyo' },
    ];
    expect(zonesOf(branches)).toEqual(['Asia/Tokyo', 'Europe/London']);
    expect(zonesOf(branches, ['c'])).toEqual(['Asia/Tokyo']);
    expect(zonesOf(undefined)).toEqual([]);
  });
});
