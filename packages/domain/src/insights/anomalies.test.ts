// The shaping both backends call for GET /anomalies and /anomalies/{id}: ids resolve to their
// branch and day, a day's findings do not depend on the range that asked for them (so the list
// and the detail agree), and filters and pages slice one sorted list.
import { anomaliesResponseSchema, anomalyDetailSchema, type Anomaly } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { anomaliesAnswer, anomalyDetailOf, anomalyOf, anomalyTarget, DayMemo, explainWindow, outageAnomaly, settledBefore } from './anomalies';
import { dayNumberOf } from './calendar';
import { completeLimit, dataStartDay } from './engine';
import { branchEvents, outageRunsOf } from './events';
import { explainBranch, hourlyFactsOf, type Finding } from './explain';
import { planBranchData } from './generator';
import { buildChain } from './seed';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const chain = buildChain(Math.floor(NOW / 86_400_000));

function findings(branchId: string, fromDay: number, toDay: number): Finding[] {
  const seed = chain.byId.get(branchId);
  if (!seed) throw new Error(branchId);
  const bd = planBranchData(seed, dataStartDay(chain.todayDay), chain.todayDay + 1);
  const limit = completeLimit(bd, NOW);
  const facts = explainWindow({ fromDay, toDay });
  return explainBranch(seed, hourlyFactsOf(bd, facts.fromDay, facts.toDay, limit), branchEvents(seed, facts, chain.todayDay, outageRunsOf(bd, facts, limit)), fromDay, toDay);
}

describe('@atrium/domain anomalies shaping', () => {
  it('an id names its branch and local day; outages and malformed ids name none', () => {
    const ids = chain.branches.map((s) => s.branch.id);
    expect(anomalyTarget('lon-01-queueWait-lon-01-q1-hour-2025-06-06T12:00', ids)).toEqual({ branchId: 'lon-01', day: dayNumberOf('2025-06-06') });
    expect(anomalyTarget('ber-01-visitors-day-2025-05-30T10:00', ids)).toEqual({ branchId: 'ber-01', day: dayNumberOf('2025-05-30') });
    expect(anomalyTarget('lon-01-outage-2025-06-06T12:00', ids)).toBeNull();
    expect(anomalyTarget('lon-01-footfall-hour-2025-06-06T12:00', ids)).toBeNull();
    expect(anomalyTarget('atlantis-01-visitors-hour-2025-06-06T12:00', ids)).toBeNull();
  });

  it('a day judged alone gives the same findings as in a four-week range (the detail agrees with the list)', () => {
    const day = dayNumberOf('2025-06-09');
    for (const id of ['lon-01', 'chi-01']) {
      const alone = findings(id, day, day);
      const inRange = findings(id, day - 20, day + 3).filter((f) => f.day === day);
      expect(alone.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(alone))).toEqual(JSON.parse(JSON.stringify(inRange)));
    }
  });

  it('items and details fit the strict contract; filters keep by metric, kind and first cause; pages slice the sorted whole', () => {
    const day = dayNumberOf('2025-06-06');
    const list = findings('lon-01', day - 6, day + 4);
    const items: Anomaly[] = [...list.map((f) => anomalyOf(f, 'GBP')), outageAnomaly('lon-01', 'GBP', day, 40, 43)];
    for (const f of list) expect(anomalyDetailSchema.safeParse(anomalyDetailOf(f, 'GBP')).success).toBe(true);
    const range = { fromDay: day - 6, toDay: day + 4 };
    const all = anomaliesAnswer(range, items, { perPage: 200 });
    expect(anomaliesResponseSchema.safeParse(all).success).toBe(true);
    expect(all.total).toBe(items.length);
    expect(all.anomalies.map((a) => a.start)).toEqual([...all.anomalies.map((a) => a.start)].sort().reverse());
    const waits = anomaliesAnswer(range, items, { metric: ['queueWait'], perPage: 200 });
    expect(waits.anomalies.every((a) => a.metric === 'queueWait')).toBe(true);
    expect(waits.total).toBe(items.filter((a) => a.metric === 'queueWait').length);
    expect(anomaliesAnswer(range, items, { kind: ['outage'] }).anomalies.map((a) => a.id)).toEqual([`lon-01-outage-2025-06-06T10:00`]);
    const capacity = anomaliesAnswer(range, items, { cause: ['queueCapacity'], perPage: 200 });
    expect(capacity.total).toBeGreaterThan(0);
    expect(capacity.anomalies.every((a) => a.causes[0]?.kind === 'queueCapacity')).toBe(true);
    const page2 = anomaliesAnswer(range, items, { page: 2, perPage: 3 });
    expect(page2.anomalies.map((a) => a.id)).toEqual(all.anomalies.slice(3, 6).map((a) => a.id));
    expect(page2.total).toBe(all.total);
  });
});

describe('DayMemo: findings kept per day', () => {
  const QUARTER = 900_000;
  const item = (day: number) => ({ day, id: `d${day}` });
  const judging = () => {
    const spans: string[] = [];
    const judge = (span: { fromDay: number; toDay: number }) => {
      spans.push(`${span.fromDay}-${span.toDay}`);
      const out = [];
      // an item on every other day: a day with none is held too
      for (let d = span.fromDay; d <= span.toDay; d++) if (d % 2 === 0) out.push(item(d));
      return out;
    };
    return { spans, judge };
  };

  it('judges only the days it does not hold, in contiguous spans, and answers a range in day order', () => {
    const memo = new DayMemo<{ day: number; id: string }>();
    const { spans, judge } = judging();
    expect(memo.of({ fromDay: 10, toDay: 19 }, 100, 0, judge).map((i) => i.day)).toEqual([10, 12, 14, 16, 18]);
    expect(memo.of({ fromDay: 12, toDay: 15 }, 100, 0, judge).map((i) => i.day)).toEqual([12, 14]);
    expect(memo.of({ fromDay: 5, toDay: 24 }, 100, 0, judge)).toHaveLength(10);
    expect(spans).toEqual(['10-19', '5-9', '20-24']);
  });

  it('holds a day that is not over only for the quarter-hour it was judged in; a settled day for good', () => {
    const memo = new DayMemo<{ day: number; id: string }>();
    const { spans, judge } = judging();
    // days from 20 on are not over
    memo.of({ fromDay: 18, toDay: 21 }, 20, 0, judge);
    memo.of({ fromDay: 18, toDay: 21 }, 20, QUARTER - 1, judge);
    memo.of({ fromDay: 18, toDay: 21 }, 20, QUARTER, judge);
    expect(spans).toEqual(['18-21', '20-21']);
  });

  it('forgets the oldest judged days beyond its size', () => {
    const memo = new DayMemo<{ day: number; id: string }>(5);
    const { spans, judge } = judging();
    memo.of({ fromDay: 0, toDay: 4 }, 100, 0, judge);
    memo.of({ fromDay: 5, toDay: 6 }, 100, 0, judge);
    memo.of({ fromDay: 2, toDay: 6 }, 100, 0, judge);
    memo.of({ fromDay: 0, toDay: 0 }, 100, 0, judge);
    expect(spans).toEqual(['0-4', '5-6', '0-0']);
  });

  it('asked for one range by many requests at once, judges it once; a failed judgement is not kept', async () => {
    const memo = new DayMemo<{ day: number; id: string }>();
    let calls = 0;
    const judge = async (span: { fromDay: number; toDay: number }) => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return [item(span.fromDay)];
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => memo.ofAsync({ fromDay: 1, toDay: 3 }, 100, 0, judge)));
    expect(calls).toBe(1);
    for (const answer of answers) expect(answer).toEqual([item(1)]);
    await expect(memo.ofAsync({ fromDay: 7, toDay: 8 }, 100, 0, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await memo.ofAsync({ fromDay: 7, toDay: 8 }, 100, 0, judge)).toEqual([item(7)]);
    expect(calls).toBe(2);
  });

  it('a day is settled once it is over in every time zone of the chain', () => {
    // 2025-06-15 10:00 UTC: already the 15th in Tokyo and New York, still the 14th in Honolulu until 10:00 UTC
    const day15 = dayNumberOf('2025-06-15');
    expect(settledBefore(['Asia/Tokyo', 'America/New_York'], NOW)).toBe(day15);
    expect(settledBefore(['Asia/Tokyo', 'Pacific/Honolulu'], Date.parse('2025-06-15T09:00:00Z'))).toBe(day15 - 1);
  });
});
