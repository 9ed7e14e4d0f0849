// The mock's branch data: the chain as of the mock clock's day and each branch's buckets, built
// lazily by the domain's generator and cached until the day changes. The roll-ups and readers
// are the domain's (@atrium/domain), shared with the server.
import { buildChain, DAY_MS, dataStartDay, fillAll, planBranchData, type BranchData, type Chain, type DayRange, type SeedBranch } from '@atrium/domain';
import { insightsNow } from './clock';

let chain: Chain | null = null;
const dataCache = new Map<string, BranchData>();
/** The chain as of the mock clock's day; a new day rebuilds it (and drops cached buckets). */
export function getChain(now = insightsNow()): Chain {
  const todayDay = Math.floor(now / DAY_MS);
  if (!chain || chain.todayDay !== todayDay) {
    chain = buildChain(todayDay);
    dataCache.clear();
  }
  return chain;
}

/**
 * A branch's data as of the mock clock's day, with the buckets of `days` (local days) filled, or of
 * every day without it. The landing's calls read 8 weeks of 13 months: they pass their range.
 */
export function branchData(seed: SeedBranch, now = insightsNow(), days?: DayRange): BranchData {
  const c = getChain(now);
  let bd = dataCache.get(seed.branch.id);
  if (!bd) {
    // one day past today: zones east of UTC are already on tomorrow's date
    bd = planBranchData(seed, dataStartDay(c.todayDay), c.todayDay + 1);
    dataCache.set(seed.branch.id, bd);
  }
  if (days) bd.fill(days.fromDay - bd.firstDay, days.toDay - bd.firstDay);
  else fillAll(bd);
  return bd;
}

/** Drops every built array (tests of cold timings, and "reset demo data"). */
export function resetInsightsCache(): void {
  chain = null;
  dataCache.clear();
}
