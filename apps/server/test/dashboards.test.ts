// The app bar's search and the analytics dashboard answered by server routes (decision 0031): the
// search by @atrium/domain's rule over the static catalogue (the mock calls the same), the dashboard
// the figures its reference row holds (made once, for the seed's day), each behind the contract's
// access table.
import { API_PATHS, type CrmDashboard } from '@atrium/api';
import { searchAppBar } from '@atrium/domain';
import { getAnalyticsDashboard, type CrmFigures } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { ensureDashboardFigures } from '../src/dashboards/seed';
import type { AtriumServer } from '../src/index';
import { call, login, SEED_NOW, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;
let client: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
  client = await login(server, 'client@demo.com', 'client');
}, 300_000);
afterAll(async () => {
  await server.close();
});

describe('the app bar search', () => {
  it('answers the search rule of @atrium/domain, which the mock calls too, for any signed-in account; signed out is a 401', async () => {
    for (const q of ['', 'CHART', 'invoice', 'qqqqqq', '%', ' user ']) {
      const res = await call(server, 'GET', `${API_PATHS.appBarSearch}?q=${encodeURIComponent(q)}`, { token: client });
      expect(res.status, q).toBe(200);
      expect(res.text, q).toBe(JSON.stringify(searchAppBar(q.trim())));
    }
    expect(searchAppBar('CHART').length).toBeGreaterThan(0);
    expect((await call(server, 'GET', API_PATHS.appBarSearch)).status).toBe(401);
  });
});

describe('the analytics dashboard', () => {
  it('answers the figures made for the seed\'s day; a client without Analytics is refused', async () => {
    const res = await call(server, 'GET', API_PATHS.analyticsDashboard, { token: admin });
    expect(res.status).toBe(200);
    expect(res.text).toBe(JSON.stringify(getAnalyticsDashboard(SEED_NOW)));
    expect((await call(server, 'GET', API_PATHS.analyticsDashboard, { token: client })).status).toBe(403);
    expect((await call(server, 'GET', API_PATHS.analyticsDashboard)).status).toBe(401);
  });

  it('reads its row, not a generator: a changed row is what it answers; a missing one is written once at start, never replaced', async () => {
    const [before] = rowsOf<{ figures: unknown }>(await server.db.execute(sql`select figures::text as figures from dashboard_figures where name = 'analytics'`));
    const [crmBefore] = rowsOf<{ figures: unknown }>(await server.db.execute(sql`select figures::text as figures from dashboard_figures where name = 'crm'`));
    try {
      const changed = { ...getAnalyticsDashboard(SEED_NOW), sourceVisits: [] };
      await server.db.execute(sql`update dashboard_figures set figures = ${JSON.stringify(changed)}::json where name = 'analytics'`);
      const res = await call(server, 'GET', API_PATHS.analyticsDashboard, { token: admin });
      expect(res.text).toBe(JSON.stringify(changed));
      // a later start keeps the row as it is
      await ensureDashboardFigures(server.db, new Date('2030-01-01T00:00:00Z'));
      expect((await call(server, 'GET', API_PATHS.analyticsDashboard, { token: admin })).text).toBe(JSON.stringify(changed));
      // a database without it (seeded before the table) gets one, for the day given
      await server.db.execute(sql`delete from dashboard_figures`);
      expect((await call(server, 'GET', API_PATHS.analyticsDashboard, { token: admin })).status).toBe(404);
      const day = new Date('2030-01-01T00:00:00Z');
      await ensureDashboardFigures(server.db, day);
      expect((await call(server, 'GET', API_PATHS.analyticsDashboard, { token: admin })).text).toBe(JSON.stringify(getAnalyticsDashboard(day)));
    } finally {
      await server.db.execute(sql`delete from dashboard_figures`);
      await server.db.execute(sql`insert into dashboard_figures (name, as_of, figures) values ('analytics', ${SEED_NOW.toISOString().slice(0, 10)}, ${String(before?.figures)}::json)`);
      await server.db.execute(sql`insert into dashboard_figures (name, as_of, figures) values ('crm', ${SEED_NOW.toISOString().slice(0, 10)}, ${String(crmBefore?.figures)}::json)`);
    }
  });
});

describe('the CRM dashboard', () => {
  it('is its stored figures with the projects of the table: no generator runs on a request', async () => {
    const answer = async () => {
      const res = await call(server, 'GET', API_PATHS.crmDashboard, { token: admin });
      expect(res.status).toBe(200);
      return res.body as CrmDashboard;
    };
    const first = await answer();
    const [row] = rowsOf<{ figures: string }>(await server.db.execute(sql`select figures::text as figures from dashboard_figures where name = 'crm'`));
    const stored = JSON.parse(String(row?.figures)) as CrmFigures;
    try {
      // a changed row is what the call answers
      const changed: CrmFigures = { ...stored, sales: { ...stored.sales, total: 123_456 } };
      await server.db.execute(sql`update dashboard_figures set figures = ${JSON.stringify(changed)}::json where name = 'crm'`);
      expect((await answer()).sales.total).toBe(123_456);
      // the projects come from their table at each call: the most advanced first, and the timeline names the third by id
      await server.db.execute(sql`update analytics_projects set progress = 100, name = 'Fitting rooms' where id = (select id from analytics_projects order by id offset 2 limit 1)`);
      const now = await answer();
      expect(now.activeProjects[0]).toMatchObject({ name: 'Fitting rooms', progress: 100 });
      expect(now.activityTimeline.find((a) => a.kind === 'project')?.title).toBe('Fitting rooms');
      expect(now.recentTransactions).toEqual(first.recentTransactions);
    } finally {
      await server.db.execute(sql`update dashboard_figures set figures = ${String(row?.figures)}::json where name = 'crm'`);
    }
  });
});
