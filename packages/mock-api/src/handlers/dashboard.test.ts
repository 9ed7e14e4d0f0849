import { describe, expect, it } from 'vitest';
import { getAnalyticsDashboard } from '../services/dashboard';
import { getDb } from '../store/store';
import { call, client, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/dashboard (HTTP)', () => {
  it('GET analytics projects: 7 projects, a page beyond the last reports page 1', async () => {
    const all = await client.getAnalyticsProjects({ itemsPerPage: 5 });
    expect(all.totalProjects).toBe(7);
    expect(all.totalPages).toBe(2);
    const beyond = await client.getAnalyticsProjects({ itemsPerPage: 5, page: 9 });
    expect(beyond.page).toBe(1);
    expect(beyond.projects.map((p) => p.id)).toEqual(all.projects.map((p) => p.id));
  });

  it('GET analytics dashboard: totals equal the sum of their parts', async () => {
    const d = await client.getAnalyticsDashboard();
    expect(d.websiteAnalytics.sessions).toBe(d.websiteAnalytics.channels.reduce((s, c) => s + c.sessions, 0));
    expect(d.earningReports.earnings).toBe(d.earningReports.weekly.reduce((s, w) => s + w.value, 0));
    expect(d.totalEarning.revenue).toBe(d.totalEarning.months.reduce((s, m) => s + m.earning, 0));
    expect(d.totalEarning.total).toBe(d.totalEarning.revenue - d.totalEarning.refunds);
    expect(d.monthlyCampaign[0]).toMatchObject({ key: 'emails', percent: 100 });
    const sales = d.salesByCountries.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('the analytics dashboard is stable between calls (seeded)', () => {
    const now = new Date('2025-06-15T10:00:00Z');
    expect(getAnalyticsDashboard(now)).toEqual(getAnalyticsDashboard(now));
  });

  it('GET crm dashboard: active projects are the stored projects by progress', async () => {
    const crm = await client.getCrmDashboard();
    const expected = [...getDb().analyticsProjects].sort((a, b) => b.progress - a.progress || a.id - b.id).slice(0, 6).map((p) => p.id);
    expect(crm.activeProjects.map((p) => p.id)).toEqual(expected);
    expect(crm.sales.total).toBe(crm.sales.months.reduce((s, m) => s + m.value, 0));
    expect(crm.earningReports.map((r) => r.metric)).toEqual(['orders', 'sales', 'profit', 'income']);
    expect(crm.activityTimeline.length).toBeGreaterThan(0);
    const raw = await call('GET', '/api/dashboard/crm');
    expect(raw.status).toBe(200);
  });
});
