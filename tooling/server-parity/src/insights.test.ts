// The SQL answers equal the mock engine's, call by call, for the same seed and the same clock:
// the server (in-memory PGlite, seeded from the generator) and the mock's service functions are
// asked the same queries, and their answers (status and body) must be identical. Moved from
// apps/server/src/insights (decision 0033); what only the server answers stayed there.
import { buildPath, INSIGHTS_PATHS } from '@atrium/api';
import {
  exportCsv,
  explainedFindingsOf,
  getAnomalies,
  getAnomaly,
  getChain,
  getEvents,
  getHeatmap,
  getInsightsBranch,
  getLive,
  getQueues,
  getSeries,
  getSummary,
  getVisitors,
  getZones,
  listInsightsBranches,
  resetInsightsCache,
  setInsightsClock,
} from '@atrium/mock-api';
import type { InsightsOutcome } from '@atrium/domain';
import { registerInsights } from '@atrium/server/internal/insights/index';
import { mountInsightsRoutes } from '@atrium/server/internal/insights/routes';
import { seedInsights } from '@atrium/server/internal/insights/seed';
import { explainedFindings } from '@atrium/server/internal/insights/services';
import { answerOf, connect, searchOf, Hono, migrate, migrationsDir, rowsOf, sql, type Connection } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type SeriesBody = { coverage: unknown; series: Array<{ points: Array<{ t: string; value: number | null; compareValue: number | null }> }> };

// a Monday afternoon in Europe: branches east of UTC are mid-day, the US ones have not opened,
// so the partial day and the hour in progress are both exercised
const NOW = Date.parse('2026-03-30T13:37:00Z');

let connection: Connection;
let app: Hono;

beforeAll(async () => {
  connection = await connect({});
  await migrate(connection, migrationsDir());
  await seedInsights(connection.db, new Date(NOW));
  app = new Hono();
  mountInsightsRoutes(app, { db: connection.db, now: () => new Date(NOW) });
  setInsightsClock(NOW);
  resetInsightsCache();
}, 300_000);

afterAll(async () => {
  setInsightsClock(null);
  resetInsightsCache();
  await connection.close();
});

/** The mock's outcome as the HTTP answer its handlers give. */
function expected<T>(outcome: InsightsOutcome<T>): { status: number; body: unknown } {
  if (outcome.ok) return { status: 200, body: JSON.parse(JSON.stringify(outcome.value)) as unknown };
  if (outcome.reason === 'not-found') return { status: 404, body: { error: 'Branch not found' } };
  return { status: 400, body: { errors: outcome.errors } };
}

const answer = (path: string, query: Record<string, string | string[]> = {}) => answerOf(app, path, query);

describe('a server that keeps running past the seed day', () => {
  it('appends the new days on the first call of a new day, with the engine\'s numbers', async () => {
    const later = NOW + 2 * 86_400_000;
    const running = new Hono();
    registerInsights(running, { db: connection.db, now: () => new Date(later) });
    const before = await factCount();
    setInsightsClock(later);
    try {
      const query = { metric: ['visitors', 'sales'], granularity: '15min', from: '2026-04-01', to: '2026-04-01', branchIds: ['lon-01'] };
      const response = await running.request(`http://localhost${INSIGHTS_PATHS.series}${searchOf(query)}`);
      const body = (await response.json()) as SeriesBody;
      expect(await factCount()).toBeGreaterThan(before);
      expect(body.series[0]?.points.length).toBeGreaterThan(20);
      expect({ status: response.status, body }).toEqual(expected(getSeries(query)));
    } finally {
      setInsightsClock(NOW);
      resetInsightsCache();
    }
  });
});

async function factCount(): Promise<number> {
  return rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from insights_facts`))[0]?.n ?? 0;
}

describe('summary from SQL equals the engine', () => {
  const cases: Array<Record<string, string | string[]>> = [
    {},
    { compare: 'previous' },
    { from: '2025-03-01', to: '2026-03-29', compare: 'lastYear' },
    { from: '2026-03-30', to: '2026-03-30' },
    { from: '2026-03-23', to: '2026-03-31', branchIds: ['nyc-01', 'chi-01'] },
    { branchIds: ['tyo-01'], compare: 'previous' },
    { from: '2026-02-01', to: '2026-02-28', branchIds: ['tlv-01', 'lon-01', 'tlv-01'] },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      const got = await answer(INSIGHTS_PATHS.summary, query);
      expect(got.status).toBe(200);
      expect(got).toEqual(expected(getSummary(query)));
    });
  }
});

describe('series from SQL equals the engine', () => {
  const cases: Array<Record<string, string | string[]>> = [
    { metric: ['visitors', 'conversion', 'sales'] },
    { metric: ['visitors', 'occupancyRate'], granularity: 'hour', from: '2026-03-28', to: '2026-03-30', compare: 'lastYear' },
    { metric: ['visitors', 'queueWait'], granularity: '15min', from: '2026-03-29', to: '2026-03-31', branchIds: ['ber-01'] },
    { metric: ['sales', 'atv', 'coverage'], granularity: 'week', from: '2025-10-01', to: '2026-03-30', compare: 'previous' },
    { metric: ['visitors', 'star', 'salesPerVisitor'], granularity: 'month', from: '2025-02-01', to: '2026-03-30' },
    { metric: ['visitors', 'avgDwell'], granularity: 'day', groupBy: 'branch', branchIds: ['lon-01', 'dxb-01', 'aus-01'] },
    { metric: ['sales'], granularity: 'hour', from: '2026-01-15', to: '2026-03-30', branchIds: ['tyo-01', 'par-01'] },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      expect(await answer(INSIGHTS_PATHS.series, query)).toEqual(expected(getSeries(query)));
    });
  }
});

describe('a large chain\'s series, summed per currency in SQL', () => {
  const cases: Array<Record<string, string | string[]>> = [
    { metric: ['visitors', 'sales', 'occupancyRate', 'salesPerVisitor'], granularity: 'hour', from: '2026-03-25', to: '2026-03-30', compare: 'previous' },
    { metric: ['visitors', 'sales', 'conversion', 'coverage'], granularity: 'week', from: '2025-10-01', to: '2026-03-30' },
  ];
  for (const query of cases) {
    it(`counts equal the engine, money within a cent: ${JSON.stringify(query)}`, async () => {
      const grouped = new Hono();
      // every chain counts as large here: the grouped path answers the 12 branches
      mountInsightsRoutes(grouped, { db: connection.db, now: () => new Date(NOW), options: { groupAbove: 0 } });
      const response = await grouped.request(`http://localhost${INSIGHTS_PATHS.series}${searchOf(query)}`);
      const got = (await response.json()) as SeriesBody;
      const mock = getSeries(query);
      if (!mock.ok) throw new Error('the engine refused the series');
      expect(got.coverage).toEqual(mock.value.coverage);
      expect(got.series.map((s) => s.points.length)).toEqual(mock.value.series.map((s) => s.points.length));
      for (const [i, series] of got.series.entries()) {
        const want = mock.value.series[i];
        for (const [j, point] of series.points.entries()) {
          const w = want?.points[j];
          expect(point.t).toBe(w?.t);
          for (const key of ['value', 'compareValue'] as const) {
            if (w?.[key] === null || point[key] === null) expect(point[key]).toBe(w?.[key]);
            else expect(Math.abs((point[key] ?? 0) - (w?.[key] ?? 0))).toBeLessThanOrEqual(0.01);
          }
        }
      }
    });
  }
});

describe('the branch ranking from SQL equals the engine', () => {
  const cases: Array<Record<string, string>> = [
    {},
    { sortBy: 'visitors', orderBy: 'desc' },
    { sortBy: 'sales', orderBy: 'asc', page: '2', itemsPerPage: '5' },
    { sortBy: 'occupancy', from: '2025-06-01', to: '2025-12-31' },
    { sortBy: 'conversion', orderBy: 'desc', from: '2026-03-30', to: '2026-03-30' },
    { q: 'united', sortBy: 'name' },
    { status: 'renovating' },
    { country: 'DE', from: '2026-03-01', to: '2026-03-30' },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      expect(await answer(INSIGHTS_PATHS.branches, query)).toEqual(expected(listInsightsBranches(query)));
    });
  }
});

describe('heatmap from SQL equals the engine', () => {
  const cases: Array<Record<string, string | string[]>> = [
    {},
    { metric: 'conversion', from: '2025-12-01', to: '2026-03-30' },
    { metric: 'sales', branchIds: ['tyo-01', 'nyc-01'] },
    { metric: 'occupancyRate', branchIds: ['lon-01'], from: '2026-03-30', to: '2026-03-30' },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      expect(await answer(INSIGHTS_PATHS.heatmap, query)).toEqual(expected(getHeatmap(query)));
    });
  }
});

describe('visitors from SQL equals the engine', () => {
  const cases: Array<Record<string, string | string[]>> = [{}, { from: '2025-04-01', to: '2026-03-30' }, { branchIds: ['dxb-01'], from: '2026-03-30' }];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      expect(await answer(INSIGHTS_PATHS.visitors, query)).toEqual(expected(getVisitors(query)));
    });
  }
});

describe('zones and queues from SQL equal the engine', () => {
  const zoneCases: Array<[string, Record<string, string>]> = [
    ['lon-01', {}],
    ['ber-01', { compare: 'lastYear', zoneId: 'ber-01-z2', granularity: 'week', from: '2025-12-01', to: '2026-03-30' }],
    ['tlv-01', { zoneId: 'tlv-01-z1', granularity: 'hour', from: '2026-03-29', to: '2026-03-30', compare: 'previous' }],
    ['par-01', { zoneId: 'par-01-z3', granularity: '15min', from: '2026-03-30', to: '2026-03-30' }],
    ['nyc-01', { zoneId: 'nyc-01-z1', granularity: 'month', from: '2025-03-01', to: '2026-03-30' }],
    ['lon-01', { zoneId: 'lon-01-z99' }],
  ];
  for (const [id, query] of zoneCases) {
    it(`zones ${id} ${JSON.stringify(query)}`, async () => {
      expect(await answer(`/api/insights/branches/${id}/zones`, query)).toEqual(expected(getZones(id, query)));
    });
  }
  const queueCases: Array<[string, Record<string, string>]> = [
    ['lon-01', {}],
    ['dxb-01', { granularity: 'hour', from: '2026-03-29', to: '2026-03-30' }],
    ['tyo-01', { granularity: '15min', from: '2026-03-30', to: '2026-03-30' }],
    ['chi-01', { granularity: 'month', from: '2025-03-01', to: '2026-03-30' }],
    ['man-01', { granularity: 'week', from: '2026-01-01', to: '2026-03-30' }],
  ];
  for (const [id, query] of queueCases) {
    it(`queues ${id} ${JSON.stringify(query)}`, async () => {
      expect(await answer(`/api/insights/branches/${id}/queues`, query)).toEqual(expected(getQueues(id, query)));
    });
  }
});

describe('anomalies from SQL equal the engine', () => {
  // the list judges every branch (a move at most of them is seasonal), so the answers are one JSON
  // whatever the filters: the default four weeks, a filtered page, the planted weeks of two branches
  const cases: Array<Record<string, string | string[]>> = [
    {},
    { branchIds: ['muc-01', 'lon-01'], from: '2026-03-01', metric: ['visitors', 'queueWait'], perPage: '5', page: '2' },
    { branchIds: ['tyo-01', 'chi-01'], from: '2026-03-09', to: '2026-03-29', kind: ['data', 'dip'] },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      const got = await answer(INSIGHTS_PATHS.anomalies, query);
      expect(got.status).toBe(200);
      expect((got.body as { total: number }).total).toBeGreaterThan(0);
      expect(got).toEqual(expected(getAnomalies(query)));
    });
  }
  it('one detail: the same explanation by id; an unknown id is 404 on both', async () => {
    const list = await answer(INSIGHTS_PATHS.anomalies, { branchIds: 'lon-01', from: '2026-03-09', to: '2026-03-29', metric: 'queueWait', perPage: '200' });
    const item = (list.body as { anomalies: Array<{ id: string; kind: string; causes: Array<{ kind: string }> }> }).anomalies.find((a) => a.causes[0]?.kind === 'queueCapacity');
    if (!item) throw new Error('no queue-capacity anomaly at lon-01 in the planted weeks');
    const got = await answer(buildPath(INSIGHTS_PATHS.anomaly, { id: item.id }));
    expect(got.status).toBe(200);
    expect(got).toEqual(expected(getAnomaly(item.id)));
    const missing = await answer(buildPath(INSIGHTS_PATHS.anomaly, { id: 'lon-01-visitors-hour-2026-03-20T03:00' }));
    expect(missing).toEqual({ status: 404, body: { error: 'Anomaly not found' } });
    expect(getAnomaly('lon-01-visitors-hour-2026-03-20T03:00')).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('events (the calendar a store holds) from SQL equal the engine', () => {
  const cases: Array<Record<string, string | string[]>> = [
    {},
    { branchIds: ['ber-01', 'lon-01'], from: '2026-03-01', to: '2026-04-05' },
    { type: ['outage', 'hours-change'], from: '2025-12-01' },
    { branchIds: 'par-01', type: 'holiday', from: '2025-01-01', to: '2026-03-30' },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      const got = await answer(INSIGHTS_PATHS.events, query);
      expect(got.status).toBe(200);
      expect((got.body as { total: number }).total).toBeGreaterThan(0);
      expect(got).toEqual(expected(getEvents(query)));
    });
  }
});

describe('explained findings from SQL equal the engine', () => {
  // the seed day is 2026-03-30: its six planted incidents lie in the three weeks before it
  const range = { fromDay: Math.floor(NOW / 86_400_000) - 21, toDay: Math.floor(NOW / 86_400_000) - 1 };
  for (const id of ['lon-01', 'ber-01', 'nyc-01', 'tyo-01', 'man-01', 'chi-01']) {
    it(`${id}, the three weeks before the seed day`, async () => {
      const seed = getChain(NOW).byId.get(id);
      if (!seed) throw new Error(id);
      const mock = JSON.parse(JSON.stringify(explainedFindingsOf(seed, range, NOW))) as Array<{ causes: Array<{ kind: string }> }>;
      const server = JSON.parse(JSON.stringify(await explainedFindings({ db: connection.db, now: () => new Date(NOW) }, id, range))) as unknown;
      expect(server).toEqual(mock);
      // the branch's planted incident is among them, with a named cause
      expect(mock.some((f) => f.causes[0]?.kind !== 'unexplained')).toBe(true);
    });
  }
});

describe('the live board from SQL equals the engine', () => {
  it('at the pinned instant', async () => {
    const got = await answer(INSIGHTS_PATHS.live);
    expect((got.body as { branches: Array<{ open: boolean }> }).branches.some((b) => b.open)).toBe(true);
    expect(got).toEqual(expected(getLive({})));
  });
  it('25 minutes later, for two branches, the numbers move with the clock', async () => {
    const later = NOW + 25 * 60_000;
    const moved = new Hono();
    mountInsightsRoutes(moved, { db: connection.db, now: () => new Date(later) });
    setInsightsClock(later);
    try {
      const response = await moved.request(`http://localhost${INSIGHTS_PATHS.live}?branchIds=lon-01&branchIds=dxb-01`);
      const body: unknown = await response.json();
      expect({ status: response.status, body }).toEqual(expected(getLive({ branchIds: ['lon-01', 'dxb-01'] })));
      expect(body).not.toEqual((await answer(INSIGHTS_PATHS.live, { branchIds: ['lon-01', 'dxb-01'] })).body);
    } finally {
      setInsightsClock(NOW);
    }
  });
});

describe('the live board pushed as server-sent events', () => {
  it('sends the same board as the plain call, as a `live` event', async () => {
    const controller = new AbortController();
    const response = await app.request(`http://localhost${INSIGHTS_PATHS.live}?branchIds=lon-01`, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('\n\n')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader.cancel();
    controller.abort();
    expect(text).toMatch(/^event: live\n/);
    const data = text.split('\n').find((line) => line.startsWith('data: '))?.slice('data: '.length) ?? '';
    expect(JSON.parse(data)).toEqual(expected(getLive({ branchIds: ['lon-01'] })).body);
  });
});

describe('CSV export from SQL equals the engine', () => {
  const cases: Array<Record<string, string | string[]>> = [
    { call: 'summary', compare: 'previous' },
    { call: 'series', metric: ['visitors', 'sales'], granularity: 'day' },
    { call: 'branches', sortBy: 'visitors' },
    { call: 'heatmap', metric: 'visitors' },
    { call: 'live' },
    { call: 'zones', branchId: 'lon-01' },
    { call: 'queues', branchId: 'ber-01', granularity: 'day' },
    { call: 'visitors' },
    { call: 'anomalies' },
  ];
  for (const query of cases) {
    it(JSON.stringify(query), async () => {
      const response = await app.request(`http://localhost${INSIGHTS_PATHS.export}${searchOf(query)}`);
      const mock = exportCsv(query);
      if (!mock.ok) throw new Error('the engine refused the export');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${mock.value.filename}"`);
      // bytes, not text(): decoding would drop the BOM the writer puts first
      expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(mock.value.body);
    });
  }
});

describe('branch detail', () => {
  it('answers a branch with its zones and queues', async () => {
    expect(await answer('/api/insights/branches/lon-01')).toEqual(expected(getInsightsBranch('lon-01')));
  });
});

describe('bad input → 400 with field errors, as the engine answers', () => {
  const cases: Array<[string, Record<string, string | string[]>, (q: unknown) => InsightsOutcome<unknown>]> = [
    [INSIGHTS_PATHS.summary, { from: '2026-03-10', to: '2026-03-01' }, getSummary],
    [INSIGHTS_PATHS.summary, { from: 'yesterday' }, getSummary],
    [INSIGHTS_PATHS.summary, { branchIds: ['lon-01', 'atlantis-01'] }, getSummary],
    [INSIGHTS_PATHS.series, { metric: 'footfall' }, getSeries],
    [INSIGHTS_PATHS.series, {}, getSeries],
    [INSIGHTS_PATHS.series, { metric: 'visitors', granularity: '15min' }, getSeries],
    [INSIGHTS_PATHS.series, { metric: 'visitors', granularity: 'hour', from: '2025-03-01', to: '2026-03-29' }, getSeries],
    [INSIGHTS_PATHS.branches, { sortBy: 'height' }, listInsightsBranches],
    [INSIGHTS_PATHS.branches, { page: '0' }, listInsightsBranches],
    [INSIGHTS_PATHS.heatmap, { metric: ['visitors', 'sales'] }, getHeatmap],
    [INSIGHTS_PATHS.visitors, { to: '2026-13-01' }, getVisitors],
    [INSIGHTS_PATHS.anomalies, { branchIds: 'nowhere-99' }, getAnomalies],
    [INSIGHTS_PATHS.anomalies, { cause: 'aliens', perPage: '500' }, getAnomalies],
    [INSIGHTS_PATHS.anomalies, { from: '2025-06-01', to: '2026-03-29' }, getAnomalies],
    [INSIGHTS_PATHS.events, { type: 'earthquake' }, getEvents],
    [INSIGHTS_PATHS.events, { from: '2026-03-10', to: '2026-03-01' }, getEvents],
    [INSIGHTS_PATHS.live, { branchIds: 'nowhere-99' }, getLive],
  ];
  for (const [path, query, mock] of cases) {
    it(`${path} ${JSON.stringify(query)}`, async () => {
      const got = await answer(path, query);
      expect(got.status).toBe(400);
      expect(got).toEqual(expected(mock(query)));
    });
  }
});
