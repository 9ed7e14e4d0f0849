// The shaping both backends call for GET /anomalies and /anomalies/{id}: ids resolve to their
// branch and day, a day's findings do not depend on the range that asked for them (so the list
// and the detail agree), and filters and pages slice one sorted list.
import { anomaliesResponseSchema, anomalyDetailSchema, type Anomaly } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { anomaliesAnswer, anomalyDetailOf, anomalyOf, anomalyTarget, explainWindow, outageAnomaly } from './anomalies';
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
