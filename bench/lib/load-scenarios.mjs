// The scenarios of bench/load.mjs: what each one requests, built against a running server (it
// signs in and picks real ids first). Paths are the contract's (packages/api/src/paths.ts and
// packages/api/src/insights/paths.ts).
import { createServer } from 'node:net';

export const ADMIN = { email: 'admin@demo.com', password: 'admin' };

const DAY_MS = 86_400_000;
/** 13 months as the mock's engine benchmark counts them: 396 days ending yesterday (UTC). */
const SERIES_DAYS = 396;
/** The hourly series the contract allows at most: 2,000 points per series → 83 whole days. */
const HOURLY_MAX_DAYS = 83;

/** The back office's list and write scenarios (issue 32's benchmark), without the analytics ones. */
export const BACK_OFFICE = ['list', 'list-filtered', 'list-deep-offset', 'list-deep-cursor', 'orders', 'user-search', 'detail', 'write', 'write-rows', 'login'];
/** How many invoices `write-rows` edits: one per connection up to 50 (issue 32's connection count). */
const WRITE_ROWS = 50;
/** The filtered, sorted invoice list the deep-page scenarios read 10,000 rows into. */
const FILTERED = { status: 'Paid', sortBy: 'total', orderBy: 'desc', page: 1, itemsPerPage: 10 };
const DEEP_ROWS = 10_000;

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The date ranges the analytics scenarios use, ending yesterday (UTC). */
export function seriesRange(now = Date.now()) {
  const yesterday = Math.floor(now / DAY_MS) * DAY_MS - DAY_MS;
  return {
    summary: { from: isoDay(yesterday - 27 * DAY_MS), to: isoDay(yesterday) },
    /** issue 33's target: the anomaly list of every branch over 90 days */
    days90: { from: isoDay(yesterday - 89 * DAY_MS), to: isoDay(yesterday) },
    months13: { from: isoDay(yesterday - (SERIES_DAYS - 1) * DAY_MS), to: isoDay(yesterday) },
    hourlyMax: { from: isoDay(yesterday - (HOURLY_MAX_DAYS - 1) * DAY_MS), to: isoDay(yesterday) },
  };
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function json(base, path, init = {}) {
  const res = await fetch(base + path, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export async function signIn(base) {
  const body = await json(base, '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (typeof body.accessToken !== 'string') throw new Error('the login answer has no accessToken');
  return body.accessToken;
}

/** The PUT body that states an invoice as it is (its lines, or one line for a seeded invoice). */
function invoiceInput(invoice) {
  const items =
    invoice.items && invoice.items.length > 0
      ? invoice.items
      : [{ description: invoice.service || 'Service', details: '', unitPriceMinor: Math.max(0, Math.round(invoice.total * 100)), quantity: 1 }];
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate >= invoice.issuedDate ? invoice.dueDate : invoice.issuedDate,
    client: invoice.client,
    items,
    discountBasisPoints: invoice.discountBasisPoints ?? 0,
    taxBasisPoints: invoice.taxBasisPoints ?? 0,
    note: invoice.note ?? '',
    salesperson: invoice.salesperson ?? '',
  };
}

const query = (params) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]]))).toString();

/**
 * The scenarios, in order. `only` filters by id. Each: { id, what, method, path, headers, body,
 * requests?, check? }: `requests`, when given, are what each connection cycles through under load
 * (the single request is still the first, lone probe); check() runs after the load.
 */
export async function scenarioList(base, only) {
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  const list = await json(base, `/api/apps/invoice?${query({ page: 1, itemsPerPage: 10 })}`, { headers: auth });
  const [first] = list.invoices;
  const last = list.invoices.at(-1);
  if (!first || !last) throw new Error('the invoice list is empty');
  const target = (await json(base, `/api/apps/invoice/${last.id}`, { headers: auth })).invoice;
  // two states of one invoice that differ only in its note: each connection alternates them, so
  // (nearly) every PUT changes the stored row, and the database holds one invoice all along
  const original = invoiceInput(target);
  const writeBodies = [JSON.stringify({ ...original, note: 'load benchmark: A' }), JSON.stringify({ ...original, note: 'load benchmark: B' })];
  const restoreBody = JSON.stringify(original);
  const branches = await json(base, '/api/insights/branches', { headers: auth });
  // the list is paged (10 a page by default): its total counts the chain
  const branchCount = typeof branches.total === 'number' ? branches.total : branches.branches.length;
  const ranges = seriesRange();
  const anomaliesPath = (params) => `/api/insights/anomalies?${query({ ...ranges.days90, ...params })}`;
  // the lone probe of the list is the first list of the process: what it cost is the cold figure
  const anomalyPages = [{ page: 1 }, { page: 2 }, { page: 3 }, { page: 1, metric: 'visitors' }, { page: 1, kind: 'dip' }, { page: 1, cause: 'promotion' }];
  const anomalyIds = async () => {
    const ids = [];
    for (const page of [1, 2]) ids.push(...(await json(base, anomaliesPath({ page }), { headers: auth })).anomalies.filter((a) => a.kind !== 'outage').map((a) => a.id));
    if (ids.length === 0) throw new Error('no anomaly in the last 90 days');
    return ids;
  };
  const countInvoices = async () => (await json(base, '/api/apps/invoice?itemsPerPage=1', { headers: auth })).totalInvoices;
  const invoicesBefore = await countInvoices();

  const all = [
    {
      id: 'login',
      what: 'POST /api/auth/login with the demo admin (argon2id verify, a session row written); correct credentials, so the failed-login limit never applies',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    },
    {
      id: 'list',
      what: 'invoice list, first page of 10, default sort',
      method: 'GET',
      path: `/api/apps/invoice?${query({ page: 1, itemsPerPage: 10 })}`,
      headers: auth,
    },
    {
      id: 'list-filtered',
      what: 'invoice list filtered by status (Paid) and sorted by total, highest first: page 1 of 10',
      method: 'GET',
      path: `/api/apps/invoice?${query(FILTERED)}`,
      headers: auth,
    },
    {
      id: 'list-deep-offset',
      what: 'the same filtered, sorted list 10,000 rows deep by page number (page 1,001 of 10: OFFSET 10,000)',
      method: 'GET',
      path: `/api/apps/invoice?${query({ ...FILTERED, page: DEEP_ROWS / 10 + 1 })}`,
      headers: auth,
    },
    {
      id: 'list-deep-cursor',
      what: 'the same page 10,000 rows deep by keyset cursor (after = the nextCursor of rows 9,901–10,000): how exports and deep pages read',
      method: 'GET',
      lazy: async () => {
        // page 100 of 100 ends at row 10,000: its nextCursor is where row 10,001 starts
        const at = await json(base, `/api/apps/invoice?${query({ ...FILTERED, page: DEEP_ROWS / 100, itemsPerPage: 100 })}`, { headers: auth });
        if (typeof at.nextCursor !== 'string') return { path: `/api/apps/invoice?${query(FILTERED)}&after=none-fewer-than-${DEEP_ROWS}-rows` };
        return { path: `/api/apps/invoice?${query(FILTERED)}&after=${encodeURIComponent(at.nextCursor)}` };
      },
      headers: auth,
    },
    {
      id: 'orders',
      what: 'order list, first page of 10, newest first',
      method: 'GET',
      path: `/api/apps/ecommerce/orders?${query({ page: 1, itemsPerPage: 10 })}`,
      headers: auth,
    },
    {
      id: 'user-search',
      what: 'user search by name (q = a first name of the list, any case), page 1 of 10',
      method: 'GET',
      lazy: async () => {
        const users = await json(base, `/api/apps/users?${query({ page: 1, itemsPerPage: 10 })}`, { headers: auth });
        const name = (users.users.find((u) => u.fullName.includes(' '))?.fullName ?? 'a').split(' ')[0].toLowerCase();
        return { path: `/api/apps/users?${query({ q: name, page: 1, itemsPerPage: 10 })}` };
      },
      headers: auth,
    },
    {
      id: 'detail',
      what: `one invoice (#${first.id}) with payment details`,
      method: 'GET',
      path: `/api/apps/invoice/${first.id}`,
      headers: auth,
    },
    {
      id: 'write',
      what: `PUT /api/apps/invoice/${target.id}, alternating two notes on the same invoice: each PUT is idempotent (a repeat changes nothing), consecutive ones differ, so the row is really updated (transaction, advisory lock, row upsert, version bump) and no rows are added; the invoice is put back afterwards`,
      method: 'PUT',
      path: `/api/apps/invoice/${target.id}`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: writeBodies[0],
      requests: writeBodies.map((body) => ({ method: 'PUT', path: `/api/apps/invoice/${target.id}`, headers: { ...auth, 'content-type': 'application/json' }, body })),
      check: async () => {
        const restored = await fetch(`${base}/api/apps/invoice/${target.id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: restoreBody });
        return { invoicesBefore, invoicesAfter: await countInvoices(), restoredStatus: restored.status };
      },
    },
    {
      id: 'write-rows',
      what: `PUT /api/apps/invoice/:id on the first ${WRITE_ROWS} invoices of the list, each connection its own invoice (connection k edits invoice k mod ${WRITE_ROWS}), alternating two notes as \`write\` does: writes that do not wait for each other's row lock; the invoices are put back afterwards`,
      method: 'PUT',
      lazy: async () => {
        const page = await json(base, `/api/apps/invoice?${query({ page: 1, itemsPerPage: WRITE_ROWS })}`, { headers: auth });
        const rows = [];
        for (const { id } of page.invoices) {
          const original = invoiceInput((await json(base, `/api/apps/invoice/${id}`, { headers: auth })).invoice);
          rows.push({ id, bodies: [JSON.stringify({ ...original, note: 'load benchmark: A' }), JSON.stringify({ ...original, note: 'load benchmark: B' })], restore: JSON.stringify(original) });
        }
        // a fresh object each time: autocannon writes content-length into the headers it is given
        const headers = () => ({ ...auth, 'content-type': 'application/json' });
        let connections = 0;
        return {
          path: `/api/apps/invoice/${rows[0].id}`,
          body: rows[0].bodies[0],
          // pgbench (bench/load.mjs) captures the even entries: one request per invoice
          requests: rows.flatMap((row) => row.bodies.map((body) => ({ method: 'PUT', path: `/api/apps/invoice/${row.id}`, headers: headers(), body }))),
          // autocannon: each connection keeps its own invoice and alternates its two notes
          load: [
            {
              setupRequest: (request, context) => {
                context.row ??= rows[connections++ % rows.length];
                context.flip = !context.flip;
                return { ...request, method: 'PUT', path: `/api/apps/invoice/${context.row.id}`, headers: headers(), body: context.row.bodies[context.flip ? 0 : 1] };
              },
            },
          ],
          check: async () => {
            const statuses = [];
            for (const row of rows) statuses.push((await fetch(`${base}/api/apps/invoice/${row.id}`, { method: 'PUT', headers: headers(), body: row.restore })).status);
            return { invoicesBefore, invoicesAfter: await countInvoices(), restoredStatuses: [...new Set(statuses)] };
          },
        };
      },
      headers: { ...auth, 'content-type': 'application/json' },
    },
    {
      id: 'summary',
      what: `analytics summary, all ${branchCount} branches, ${ranges.summary.from}..${ranges.summary.to} (28 days) vs the previous period`,
      method: 'GET',
      path: `/api/insights/summary?${query({ ...ranges.summary, compare: 'previous' })}`,
      headers: auth,
    },
    {
      id: 'series-13m-hour',
      what: `series of visitors, all ${branchCount} branches combined, hourly, ${ranges.months13.from}..${ranges.months13.to} (13 months)`,
      method: 'GET',
      path: `/api/insights/series?${query({ ...ranges.months13, metric: 'visitors', granularity: 'hour' })}`,
      headers: auth,
    },
    {
      id: 'series-13m-day',
      what: `series of visitors, all ${branchCount} branches combined, daily, ${ranges.months13.from}..${ranges.months13.to} (13 months, 396 points)`,
      method: 'GET',
      path: `/api/insights/series?${query({ ...ranges.months13, metric: 'visitors', granularity: 'day' })}`,
      headers: auth,
    },
    {
      id: 'series-83d-hour',
      what: `series of visitors, all ${branchCount} branches combined, hourly, ${ranges.hourlyMax.from}..${ranges.hourlyMax.to} (83 days, 1,992 points: the longest hourly series the contract allows)`,
      method: 'GET',
      path: `/api/insights/series?${query({ ...ranges.hourlyMax, metric: 'visitors', granularity: 'hour' })}`,
      headers: auth,
    },
    {
      id: 'anomalies',
      what: `explained anomaly list, all ${branchCount} branches, ${ranges.days90.from}..${ranges.days90.to} (90 days): connections cycle pages 1–3 and a metric, kind and cause filter (issue 33: p95 ≤ 150 ms)`,
      method: 'GET',
      path: anomaliesPath({ page: 1 }),
      headers: auth,
      requests: anomalyPages.map((params) => ({ method: 'GET', path: anomaliesPath(params), headers: auth })),
    },
    {
      id: 'anomaly',
      what: 'one explained anomaly with its decomposition, drill-down, events and causes: connections cycle the first two pages of the 90-day list (issue 33: p95 ≤ 60 ms)',
      method: 'GET',
      lazy: async () => {
        const ids = await anomalyIds();
        return { path: `/api/insights/anomalies/${encodeURIComponent(ids[0])}`, requests: ids.map((id) => ({ method: 'GET', path: `/api/insights/anomalies/${encodeURIComponent(id)}`, headers: auth })) };
      },
      headers: auth,
    },
  ];
  if (!only) return all;
  const unknown = only.filter((id) => !all.some((s) => s.id === id));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${all.map((s) => s.id).join(', ')}`);
  return all.filter((s) => only.includes(s.id));
}
