// Filters that travel: the range, comparison and branch selection a person chose go with them
// between the chain screens and a branch's screens, and back, in the URL of every link.
import type { RangeSearch } from './search';

/** What a link carries: the picker's state plus the chain's branch selection (kept for the way back). */
export interface TravelSearch extends RangeSearch {
  branchIds?: readonly string[] | undefined;
}

const DEFAULTS = { range: '28d', compare: 'previous' } as const;

/**
 * The query string (with its `?`, or '' when everything is a default) that carries a screen's
 * filters to the next one. Defaults are left out so a plain link stays plain; a custom range
 * carries its dates, any other preset does not (it resolves against today on arrival).
 */
export function travelQuery(search: TravelSearch | undefined): string {
  if (!search) return '';
  const params = new URLSearchParams();
  if (search.range !== DEFAULTS.range) params.set('range', search.range);
  if (search.range === 'custom') {
    if (search.from) params.set('from', search.from);
    if (search.to) params.set('to', search.to);
  }
  if (search.compare !== DEFAULTS.compare) params.set('compare', search.compare);
  if (search.granularity) params.set('granularity', search.granularity);
  if (search.branchIds && search.branchIds.length > 0) params.set('branchIds', search.branchIds.join(','));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Only the travelling keys of a screen's search (page, sort, zone and day stay on their screen). */
export function travelOf(search: TravelSearch): TravelSearch {
  return { range: search.range, from: search.from, to: search.to, compare: search.compare, granularity: search.granularity, branchIds: search.branchIds };
}
