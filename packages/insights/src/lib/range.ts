// Range presets to concrete local dates. Presets end yesterday (today is partial) except
// "today" and "this month", as the design says. "Today" is read in the branches' own zones
// (@atrium/api's referenceToday), never the browser's: the API reads every date as each branch's
// own local day, so the same instant gives the same dates, and totals, in London and in Dubai.
import { referenceToday, type Granularity } from '@atrium/api/insights';
import type { RangePreset, RangeSearch } from './search';

const DAY = 86_400_000;

export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
}

export interface ResolvedDates {
  from: string;
  to: string;
}

/** The same calendar day a year earlier (29 February becomes 1 March). */
function yearBefore(iso: string): string {
  const candidate = `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}`;
  const date = new Date(`${candidate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === candidate ? candidate : addDays(`${candidate.slice(0, 8)}28`, 1);
}

/**
 * A preset's dates at an instant for branches in `timeZones` (one zone on a branch page, the
 * chain's zones on a chain page): "today" is the newest date begun in all of them.
 */
export function resolvePreset(preset: Exclude<RangePreset, 'custom'>, now: Date = new Date(), timeZones: readonly string[] = []): ResolvedDates {
  const today = referenceToday(timeZones, now);
  const yesterday = addDays(today, -1);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case '7d':
      return { from: addDays(today, -7), to: yesterday };
    case '28d':
      return { from: addDays(today, -28), to: yesterday };
    case '90d':
      return { from: addDays(today, -90), to: yesterday };
    case '12m':
      return { from: yearBefore(today), to: yesterday };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The search's dates: a custom range when both ends are set, else the preset (28 days by default). */
export function resolveRange(search: Pick<RangeSearch, 'range' | 'from' | 'to'>, now: Date = new Date(), timeZones: readonly string[] = []): ResolvedDates {
  if (search.range === 'custom' && search.from && search.to && search.from <= search.to) return { from: search.from, to: search.to };
  return resolvePreset(search.range === 'custom' ? '28d' : search.range, now, timeZones);
}

/** The distinct zones of the branches a chain screen covers (the filtered ones, or all). */
export function zonesOf(branches: ReadonlyArray<{ id: string; timezone: string }> | undefined, branchIds: readonly string[] = []): string[] {
  const covered = (branches ?? []).filter((b) => branchIds.length === 0 || branchIds.includes(b.id));
  return [...new Set(covered.map((b) => b.timezone))].sort();
}

/** A granularity that keeps a chart readable and under the API's 2,000 points. */
export function autoGranularity(days: number): Granularity {
  if (days <= 2) return 'hour';
  if (days <= 120) return 'day';
  if (days <= 550) return 'week';
  return 'month';
}

const POINTS_PER_DAY: Record<Granularity, number> = { '15min': 96, hour: 24, day: 1, week: 1 / 7, month: 1 / 30 };

/** The granularities the picker offers for a range (15 minutes only for one branch). */
export function allowedGranularities(days: number, singleBranch: boolean): Granularity[] {
  return (['15min', 'hour', 'day', 'week', 'month'] as const).filter((g) => {
    if (g === '15min' && (!singleBranch || days > 7)) return false;
    if (g === 'week' && days < 14) return false;
    if (g === 'month' && days < 60) return false;
    return days * POINTS_PER_DAY[g] <= 2000;
  });
}

export function granularityFor(search: Pick<RangeSearch, 'granularity'>, days: number, singleBranch: boolean): Granularity {
  const allowed = allowedGranularities(days, singleBranch);
  return search.granularity && allowed.includes(search.granularity) ? search.granularity : autoGranularity(days);
}
