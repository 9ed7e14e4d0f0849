import { describe, expect, it } from 'vitest';
import { branchPath, branchVisitorsPath, chainPath } from '../components/branch-link';
import { branchSearchSchema, chainOverviewSearchSchema } from './search';
import { travelOf, travelQuery } from './travel';

describe('@atrium/insights travel', () => {
  it('a plain screen links plainly', () => {
    expect(travelQuery(travelOf(chainOverviewSearchSchema.parse({})))).toBe('');
    expect(branchPath('lon-01', travelOf(chainOverviewSearchSchema.parse({})))).toBe('/insights/branch/lon-01');
  });

  // regression (issue 21): opening a branch from the chain ranking dropped the range and comparison
  it('carries the range, comparison, interval and branch selection, not the sort or page', () => {
    const chain = chainOverviewSearchSchema.parse({ range: '90d', compare: 'lastYear', granularity: 'week', branchIds: 'lon-01,man-01', sortBy: 'sales', page: '3' });
    expect(branchPath('lon-01', travelOf(chain))).toBe('/insights/branch/lon-01?range=90d&compare=lastYear&granularity=week&branchIds=lon-01%2Cman-01');
  });

  it('a custom range carries its dates; a preset does not', () => {
    const custom = chainOverviewSearchSchema.parse({ range: 'custom', from: '2025-05-01', to: '2025-05-31', compare: 'none' });
    expect(travelQuery(travelOf(custom))).toBe('?range=custom&from=2025-05-01&to=2025-05-31&compare=none');
    const preset = chainOverviewSearchSchema.parse({ range: '7d', from: '2025-05-01', to: '2025-05-31' });
    expect(travelQuery(travelOf(preset))).toBe('?range=7d');
  });

  it('the way back reads the same filters: chain → branch → visitors → chain', () => {
    const chain = chainOverviewSearchSchema.parse({ range: '12m', compare: 'lastYear', branchIds: ['tlv-01', 'hfa-01'] });
    const toBranch = new URL(branchPath('tlv-01', travelOf(chain)), 'http://x');
    const branch = branchSearchSchema.parse(Object.fromEntries(toBranch.searchParams));
    expect(branch).toMatchObject({ range: '12m', compare: 'lastYear', branchIds: ['tlv-01', 'hfa-01'] });
    const visitors = new URL(branchVisitorsPath('tlv-01', travelOf(branch)), 'http://x');
    const back = new URL(chainPath(travelOf(branchSearchSchema.parse(Object.fromEntries(visitors.searchParams)))), 'http://x');
    expect(back.pathname).toBe('/dashboards/all-branches');
    expect(chainOverviewSearchSchema.parse(Object.fromEntries(back.searchParams))).toMatchObject({ range: '12m', compare: 'lastYear', branchIds: ['tlv-01', 'hfa-01'] });
  });
});
