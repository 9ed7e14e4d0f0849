// The mock reads one rule for open and closed (@atrium/api's dayPlanOn / branchStatusAt): the
// generator's days, the live board and the branches the screens read agree at the same instant.
import { branchStatusAt, dayPlanOn, minutesOf, type Branch } from '@atrium/api';
import { afterAll, describe, expect, it } from 'vitest';
import { buildChain, dayNumberOf, isoDateOf, planBranchData } from '@atrium/domain';
import { setInsightsClock } from './clock';
import { getInsightsBranch, getLive, listInsightsBranches } from './services';

// 6:43 PM in New York on US Thanksgiving 2026
const THANKSGIVING_EVENING = Date.parse('2026-11-26T23:43:00Z');

afterAll(() => setInsightsClock(null));

function live(now: number) {
  setInsightsClock(now);
  const res = getLive({});
  if (!res.ok) throw new Error('live failed');
  return res.value.branches;
}

describe('@atrium/mock-api/insights one open/closed rule', () => {
  it('Thanksgiving evening: the US branches are closed for Thanksgiving, the others say why they are closed', () => {
    const board = new Map(live(THANKSGIVING_EVENING).map((b) => [b.branchId, b]));
    for (const id of ['nyc-01', 'chi-01', 'aus-01']) {
      expect(board.get(id)).toMatchObject({ open: false, status: 'closed', reason: 'holiday', holiday: { id: 'thanksgiving', name: 'Thanksgiving' }, occupancy: 0 });
    }
    // 23:43 in London, 08:43 in Tokyo, 03:43 in Dubai: closed outside their hours; Paris under works
    expect(board.get('lon-01')).toMatchObject({ open: false, reason: 'outside-hours', holiday: null });
    expect(board.get('tyo-01')).toMatchObject({ open: false, reason: 'outside-hours' });
    expect(board.get('par-01')).toMatchObject({ open: false, reason: 'renovating' });
  });

  it('a normal Tuesday 6:43 PM: New York is open on the live board and by the rule on the branch it serves', () => {
    const at = Date.parse('2026-11-24T23:43:00Z');
    const nyc = live(at).find((b) => b.branchId === 'nyc-01');
    expect(nyc).toMatchObject({ open: true, reason: 'open', holiday: null });
    expect(nyc?.status).not.toBe('closed');
    const detail = getInsightsBranch('nyc-01');
    if (!detail.ok) throw new Error('branch failed');
    expect(branchStatusAt(detail.value.branch, at)).toMatchObject({ open: true, closesAt: '21:00' });
  });

  it('the live board, the served branches (header and ranking read them) and the rule agree at every instant of a week', () => {
    // every 47 minutes across Thanksgiving week, so every hour of the day is crossed
    for (let at = Date.parse('2026-11-23T00:00:00Z'); at < Date.parse('2026-11-30T00:00:00Z'); at += 47 * 60_000) {
      const board = live(at);
      const listed = listInsightsBranches({ itemsPerPage: 100 });
      if (!listed.ok) throw new Error('branches failed');
      const branches = new Map<string, Branch>(listed.value.branches.map((b) => [b.id, b]));
      for (const entry of board) {
        const branch = branches.get(entry.branchId);
        if (!branch) throw new Error(`no branch ${entry.branchId}`);
        const rule = branchStatusAt(branch, at);
        expect({ id: entry.branchId, at: new Date(at).toISOString(), open: entry.open, reason: entry.reason, holiday: entry.holiday }).toEqual({
          id: entry.branchId,
          at: new Date(at).toISOString(),
          open: rule.open,
          reason: rule.reason,
          holiday: rule.holiday,
        });
        // a closed branch has nobody inside; an open one with its sensor online has its quarter's data
        if (!entry.open) expect(entry.occupancy).toBe(0);
      }
    }
  });

  it('the generator keeps exactly the days and hours the rule gives: holidays empty, changed days their hours, other days the week\'s', () => {
    const today = dayNumberOf('2026-11-27');
    const chain = buildChain(today);
    const from = dayNumberOf('2025-12-20');
    for (const seed of chain.branches) {
      const bd = planBranchData(seed, from, today);
      for (let i = 0; i < bd.dayCount; i++) {
        const day = from + i;
        const date = isoDateOf(day);
        const quarters = (bd.dayStart[i + 1] ?? 0) - (bd.dayStart[i] ?? 0);
        const works = seed.closedFrom !== null && seed.closedTo !== null && day >= seed.closedFrom && day <= seed.closedTo;
        // the branch's calendar holds its hours changes (the seed plants an early close at ber-01)
        const plan = dayPlanOn({ ...seed.branch, hoursChanges: seed.hoursChanges }, date, false);
        if (works || !plan.hours) {
          expect({ id: seed.branch.id, date, quarters }).toEqual({ id: seed.branch.id, date, quarters: 0 });
        } else {
          const expected = (minutesOf(plan.hours.close) - minutesOf(plan.hours.open)) / 15;
          expect({ id: seed.branch.id, date, quarters }).toEqual({ id: seed.branch.id, date, quarters: expected });
        }
      }
    }
    // and the holidays are really there: Christmas Day and Thanksgiving are empty in New York
    const nyc = chain.byId.get('nyc-01');
    if (!nyc) throw new Error('no nyc-01');
    const bd = planBranchData(nyc, dayNumberOf('2025-12-24'), dayNumberOf('2025-12-26'));
    expect([0, 1, 2].map((i) => (bd.dayStart[i + 1] ?? 0) - (bd.dayStart[i] ?? 0))).toEqual([44, 0, 48]); // Wednesday 10–21, Christmas, Friday 10–22
  });
});
