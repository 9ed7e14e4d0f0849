import {
  anomaliesResponseSchema,
  branchDetailSchema,
  branchesResponseSchema,
  heatmapResponseSchema,
  liveResponseSchema,
  queuesResponseSchema,
  seriesResponseSchema,
  summaryResponseSchema,
  visitorsResponseSchema,
  zonesResponseSchema,
} from '@atrium/api';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInForTests } from '../node';
import { setInsightsClock } from './clock';
import { insightsHandlers } from './handlers';

const NOW = Date.parse('2025-06-15T10:00:00Z');
const server = setupServer(...insightsHandlers);
let clock = NOW;

beforeAll(() => {
  setInsightsClock(() => clock);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
  setInsightsClock(null);
});

const BASE = 'http://localhost/api/insights';
const auth = { headers: { Authorization: `Bearer ${signInForTests('admin')}` } };

async function getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
  const response = await fetch(`${BASE}${path}`, auth);
  expect(response.status).toBe(200);
  return schema.parse(await response.json());
}

async function errorOf(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${BASE}${path}`, auth);
  return { status: response.status, body: await response.json() };
}

describe('@atrium/mock-api/insights handlers', () => {
  it('GET /branches filters, sorts by a KPI server-side and pages', async () => {
    const page = await getJson('/branches?sortBy=visitors&orderBy=desc&itemsPerPage=5&from=2025-05-01&to=2025-05-31', branchesResponseSchema);
    expect(page.total).toBe(12);
    expect(page.branches).toHaveLength(5);
    const visitors = page.branches.map((b) => b.kpis.visitors ?? 0);
    expect(visitors).toEqual([...visitors].sort((a, b) => b - a));
    const israel = await getJson('/branches?country=IL', branchesResponseSchema);
    expect(israel.branches.map((b) => b.code)).toEqual(['TLV-01', 'HFA-01']);
    const search = await getJson('/branches?q=tokyo', branchesResponseSchema);
    expect(search.branches.map((b) => b.id)).toEqual(['tyo-01']);
  });

  it('GET /branches/{id} answers the branch with zones and queues, or 404', async () => {
    const detail = await getJson('/branches/lon-01', branchDetailSchema);
    expect(detail.branch.code).toBe('LON-01');
    expect(detail.zones.length).toBeGreaterThanOrEqual(6);
    expect(await errorOf('/branches/nowhere')).toEqual({ status: 404, body: { error: 'Branch not found' } });
  });

  it('GET /summary answers every KPI with compare values and deltas', async () => {
    const s = await getJson('/summary?from=2025-06-01&to=2025-06-07&compare=lastYear&branchIds=lon-01&branchIds=man-01', summaryResponseSchema);
    expect(s.currency).toBe('GBP');
    expect(s.compareRange).toEqual({ from: '2024-06-02', to: '2024-06-08', days: 7 });
    expect(s.kpis.visitors.value).toBeGreaterThan(0);
    expect(s.kpis.visitors.compareValue).toBeGreaterThan(0);
    expect(typeof s.kpis.conversion.delta).toBe('number');
    const chain = await getJson('/summary?compare=previous', summaryResponseSchema);
    expect(chain.currency).toBe('USD');
    expect(chain.branchIds).toHaveLength(12);
  });

  it('GET /series answers points per metric and per branch when grouped', async () => {
    const s = await getJson('/series?metric=visitors&metric=conversion&granularity=day&from=2025-05-01&to=2025-05-14&groupBy=branch&branchIds=tlv-01&branchIds=nyc-01&compare=previous', seriesResponseSchema);
    expect(s.series.map((x) => `${x.metric}/${x.branchId ?? ''}`)).toEqual(['visitors/tlv-01', 'conversion/tlv-01', 'visitors/nyc-01', 'conversion/nyc-01']);
    expect(s.series[0]?.points).toHaveLength(14);
    // Tel Aviv is closed on Saturdays: a gap, not a zero
    expect(s.series[0]?.points.find((p) => p.t === '2025-05-03')?.value).toBeNull();
  });

  it('GET /heatmap answers 7 weekdays × 24 local hours', async () => {
    const h = await getJson('/heatmap?metric=visitors&branchIds=ber-01', heatmapResponseSchema);
    expect(h.cells).toHaveLength(7);
    expect(h.cells.every((row) => row.length === 24)).toBe(true);
    // Berlin is closed on Sundays and at night
    expect(h.cells[6]?.every((v) => v === null)).toBe(true);
    expect(h.cells[0]?.[3]).toBeNull();
    expect(h.cells[0]?.[12]).toBeGreaterThan(0);
  });

  it('GET /live moves with the clock', async () => {
    const first = await getJson('/live?branchIds=lon-01&branchIds=tlv-01', liveResponseSchema);
    expect(first.branches).toHaveLength(2);
    expect(first.branches[0]?.lastHour).toHaveLength(60);
    clock = NOW + 25 * 60_000;
    const later = await getJson('/live?branchIds=lon-01&branchIds=tlv-01', liveResponseSchema);
    clock = NOW;
    expect(later.at).not.toBe(first.at);
    expect(later.branches.map((b) => b.occupancy)).not.toEqual(first.branches.map((b) => b.occupancy));
  });

  it('GET /branches/{id}/zones and /queues answer per zone and per queue', async () => {
    const zones = await getJson('/branches/lon-01/zones?from=2025-05-01&to=2025-05-31&compare=previous', zonesResponseSchema);
    expect(zones.zones.length).toBeGreaterThanOrEqual(6);
    expect(zones.zones.find((z) => z.zone.kind === 'entrance')?.visitRate).toBeGreaterThan(80);
    const queues = await getJson('/branches/lon-01/queues?from=2025-06-01&to=2025-06-02&granularity=hour', queuesResponseSchema);
    expect(queues.queues.length).toBeGreaterThanOrEqual(2);
    expect(queues.queues[0]?.series.length).toBeGreaterThan(0);
    expect((await errorOf('/branches/nowhere/zones')).status).toBe(404);
    expect((await errorOf('/branches/nowhere/queues')).status).toBe(404);
  });

  it('GET /visitors and /anomalies answer their shapes', async () => {
    const v = await getJson('/visitors?from=2025-05-01&to=2025-05-31', visitorsResponseSchema);
    expect(v.newVisits + v.returningVisits).toBe(v.identifiedVisits);
    expect(v.dwellHistogram.reduce((s, b) => s + b.visits, 0)).toBe(v.visitors);
    const a = await getJson('/anomalies?from=2025-05-01&to=2025-05-31&branchIds=lon-01', anomaliesResponseSchema);
    expect(a.anomalies.some((x) => x.kind === 'spike')).toBe(true);
    expect(a.anomalies.some((x) => x.kind === 'outage')).toBe(true);
  });

  it('GET /export answers RFC 4180 CSV with a header row', async () => {
    const response = await fetch(`${BASE}/export?call=series&metric=visitors&granularity=day&from=2025-05-01&to=2025-05-07&branchIds=lon-01`, auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('metric,unit,branchId,t,value,compareValue');
    expect(lines).toHaveLength(1 + 7 + 1);
    const branches = await (await fetch(`${BASE}/export?call=branches`, auth)).text();
    // "Aisle A — apparel" has no comma, but a name with one is quoted
    expect(branches.split('\r\n')[0]?.startsWith('id,code,name')).toBe(true);
    expect(branches).toContain('"United Arab Emirates"'.replace(/"/g, ''));
  });

  it('answers 400 with field errors for bad input', async () => {
    expect(await errorOf('/summary?from=2025-06-10&to=2025-06-01')).toEqual({ status: 400, body: { errors: { from: ['from must not be after to'] } } });
    const metric = await errorOf('/series?metric=happiness');
    expect(metric.status).toBe(400);
    expect(Object.keys((metric.body as { errors: object }).errors)).toContain('metric.0');
    const points = await errorOf('/series?metric=visitors&granularity=hour&from=2025-01-01&to=2025-06-01');
    expect(points.status).toBe(400);
    expect((points.body as { errors: Record<string, string[]> }).errors.granularity?.[0]).toMatch(/at most 2000/);
    const quarter = await errorOf('/series?metric=visitors&granularity=15min&from=2025-06-01&to=2025-06-02');
    expect(quarter.status).toBe(400);
    expect(await errorOf('/summary?branchIds=atlantis')).toEqual({ status: 400, body: { errors: { branchIds: ['Unknown branch "atlantis"'] } } });
    expect((await errorOf('/heatmap?from=yesterday')).status).toBe(400);
    expect((await errorOf('/export?call=zones')).status).toBe(400);
    expect((await errorOf('/export?call=nothing')).status).toBe(400);
  });
});
