// Billing on its tables (decision 0021): the list as one SQL statement served by its indexes, a
// stale edit's 409, the delete rule, a client's invoices, and the capped count. The same answers as
// the mock, and the documents an existing database moves: tooling/server-parity (decision 0033).
import { API_PATHS, buildPath, LIST_TOTAL_EXACT_LIMIT, STALE_WRITE_MESSAGE, type Invoice, type InvoiceDetailResponse, type InvoicesQuery, type InvoicesResponse, type InvoiceStats } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAfterCursor, invoiceFilters, invoiceOrder, invoicePageStatement } from '../src/billing/queries';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, INVOICE_BODY, login, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const invoicePath = (id: number) => buildPath(API_PATHS.invoice, { id });
const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);
const list = async (query: string) => {
  const res = await call(server, 'GET', `${API_PATHS.invoices}?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body as InvoicesResponse;
};
const create = async (client: Partial<typeof INVOICE_BODY.client> = {}, body: Record<string, unknown> = {}) => {
  const res = await call(server, 'POST', API_PATHS.invoices, { token: admin, body: { ...INVOICE_BODY, ...body, client: { ...INVOICE_BODY.client, ...client } } });
  expect(res.status).toBe(201);
  return res.body as Invoice;
};

/**
 * The plan PostgreSQL picks for the list's page, or (`count`) for its capped count, which reads
 * by the filter alone (sequential scans off: 36 rows would always be read whole).
 */
async function planOf(query: Partial<InvoicesQuery>, part: 'page' | 'count' = 'page'): Promise<string> {
  const full: InvoicesQuery = { selectedDateRange: {}, ...query } as InvoicesQuery;
  const statement =
    part === 'page'
      ? sql`explain select id from invoices where ${invoiceFilters(full)} order by ${invoiceOrder(full)} limit 10`
      : sql`explain select 1 from invoices where ${invoiceFilters(full)} limit ${LIST_TOTAL_EXACT_LIMIT + 1}`;
  return server.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(statement));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}


describe('the invoices left the documents', () => {
  it('the billing migrations ran after identity, the tables hold the seed and no document holds an invoice', async () => {
    const names = rowsOf<{ name: string }>(await server.db.execute(sql`select name from schema_migrations order by version`)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['0023_billing.sql', '0024_billing_from_documents.sql']));
    expect(names.indexOf('0023_billing.sql')).toBeGreaterThan(names.indexOf('0022_identity_from_documents.sql'));
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from invoices`)).toBe(36);
    // every seeded invoice keeps its lines, and its total is their sum in cents
    expect(await count(sql`select count(*)::int as n from invoices i where total_minor <> (select sum(unit_price_minor * quantity) from invoice_lines l where l.invoice_id = i.id)`)).toBe(0);
  });

  it('a created invoice is rows (lines, client), not a document', async () => {
    const created = await create({ companyEmail: 'rows@billing.example' });
    expect(await count(sql`select count(*)::int as n from invoice_lines where invoice_id = ${created.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from clients where lower(email) = 'rows@billing.example'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
    // read back with its lines, as the list and the detail answer them
    const detail = ((await call(server, 'GET', invoicePath(created.id), { token: admin })).body as InvoiceDetailResponse).invoice;
    expect(detail.items).toEqual([{ details: '', ...INVOICE_BODY.items[0] }]);
    expect((await list(`q=rows@billing`)).invoices[0]?.items).toEqual(detail.items);
    const seeded = ((await call(server, 'GET', invoicePath(4987), { token: admin })).body as InvoiceDetailResponse).invoice;
    expect(seeded.items?.length).toBeGreaterThan(0);
  });
});

describe('a stale write', () => {
  it('answers 409 with the version now when the edit started from an older one, and writes nothing', async () => {
    const read = ((await call(server, 'GET', invoicePath(4987), { token: admin })).body as InvoiceDetailResponse).invoice;
    const mine = await call(server, 'PUT', invoicePath(4987), { token: admin, body: { ...INVOICE_BODY, note: 'first editor', version: read.version } });
    expect(mine.status).toBe(200);
    expect((mine.body as Invoice).version).toBe(read.version + 1);
    const theirs = await call(server, 'PUT', invoicePath(4987), { token: admin, body: { ...INVOICE_BODY, note: 'second editor', version: read.version } });
    expect(theirs.status).toBe(409);
    expect(theirs.body).toEqual({ message: STALE_WRITE_MESSAGE, version: read.version + 1 });
    expect(((await call(server, 'GET', invoicePath(4987), { token: admin })).body as InvoiceDetailResponse).invoice.note).toBe('first editor');
    // without a version the edit applies (last write wins); a payment moves the version too
    const blind = await call(server, 'PUT', invoicePath(4987), { token: admin, body: { ...INVOICE_BODY, note: 'blind' } });
    expect((blind.body as Invoice).version).toBe(read.version + 2);
    const paid = await call(server, 'POST', buildPath(API_PATHS.invoicePayments, { id: 4987 }), { token: admin, body: { amountMinor: 100, date: '2026-11-02', method: 'Cash' } });
    expect((paid.body as Invoice).version).toBe(read.version + 3);
  });

  it('two simultaneous edits from one version: one 200, one 409', async () => {
    const created = await create({ companyEmail: 'race@billing.example' });
    const answers = await Promise.all(
      ['one', 'two'].map((note) => call(server, 'PUT', invoicePath(created.id), { token: admin, body: { ...INVOICE_BODY, client: { ...INVOICE_BODY.client, companyEmail: 'race@billing.example' }, note, version: created.version } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('an edit written in one statement (decision 0034)', () => {
  const linesOf = async (id: number) =>
    rowsOf<{ position: number; description: string; quantity: number }>(await server.db.execute(sql`select position, description, quantity from invoice_lines where invoice_id = ${id} order by position`));
  const clientOf = async (email: string) => rowsOf<{ id: number; name: string; version: number }>(await server.db.execute(sql`select id, name, version from clients where lower(email) = lower(${email})`));

  it('replaces the lines, more then fewer, keeps what was paid, and moves the client only when its details change', async () => {
    const email = 'one-statement@billing.example';
    const created = await create({ companyEmail: email });
    const before = await clientOf(email);
    const three = [
      { description: 'Design', details: '', unitPriceMinor: 50_000, quantity: 1 },
      { description: 'Build', details: 'two weeks', unitPriceMinor: 100_000, quantity: 2 },
      { description: 'Support', details: '', unitPriceMinor: 10_000, quantity: 3 },
    ];
    const client = { ...INVOICE_BODY.client, companyEmail: email };
    const grown = await call(server, 'PUT', invoicePath(created.id), { token: admin, body: { ...INVOICE_BODY, client, items: three } });
    expect(grown.status).toBe(200);
    expect((grown.body as Invoice).total).toBe(2_800);
    expect(await linesOf(created.id)).toEqual([
      { position: 1, description: 'Design', quantity: 1 },
      { position: 2, description: 'Build', quantity: 2 },
      { position: 3, description: 'Support', quantity: 3 },
    ]);
    // the same client details: the client row is read, not rewritten (its version stays)
    expect(await clientOf(email)).toEqual(before);
    const paid = await call(server, 'POST', buildPath(API_PATHS.invoicePayments, { id: created.id }), { token: admin, body: { amountMinor: 30_000, date: '2026-11-02', method: 'Cash' } });
    expect((paid.body as Invoice).balance).toBe(2_500);
    // one line left, the client renamed: the lines past the first go, the client row follows, the payment stays paid
    const shrunk = await call(server, 'PUT', invoicePath(created.id), { token: admin, body: { ...INVOICE_BODY, client: { ...client, name: 'Renamed Client' }, items: [three[1]] } });
    expect(shrunk.status).toBe(200);
    expect(shrunk.body).toMatchObject({ total: 2_000, balance: 1_700, invoiceStatus: 'Partial Payment', items: [three[1]], client: { name: 'Renamed Client' } });
    expect(await linesOf(created.id)).toEqual([{ position: 1, description: 'Build', quantity: 2 }]);
    expect(await clientOf(email)).toEqual([{ id: before[0]?.id, name: 'Renamed Client', version: (before[0]?.version ?? 0) + 1 }]);
    const read = ((await call(server, 'GET', invoicePath(created.id), { token: admin })).body as InvoiceDetailResponse).invoice;
    expect(read).toEqual(shrunk.body);
  });

  it('a new billing email on an edit makes its client row', async () => {
    const created = await create({ companyEmail: 'first-owner@billing.example' });
    const moved = await call(server, 'PUT', invoicePath(created.id), { token: admin, body: { ...INVOICE_BODY, client: { ...INVOICE_BODY.client, companyEmail: 'New-Owner@billing.example' } } });
    expect(moved.status).toBe(200);
    const [owner] = await clientOf('new-owner@billing.example');
    expect(owner).toBeDefined();
    expect(await count(sql`select count(*)::int as n from invoices where id = ${created.id} and client_id = ${owner?.id}`)).toBe(1);
  });

  it('answers a missing invoice 404 before the body\'s field errors, and an existing one\'s field errors 400', async () => {
    const missing = await call(server, 'PUT', invoicePath(999_999), { token: admin, body: { ...INVOICE_BODY, items: [] } });
    expect(missing.status).toBe(404);
    expect((await call(server, 'PUT', invoicePath(999_999), { token: admin, body: INVOICE_BODY })).status).toBe(404);
    const invalid = await call(server, 'PUT', invoicePath(4987), { token: admin, body: { ...INVOICE_BODY, items: [] } });
    expect(invalid.status).toBe(400);
    expect(await call(server, 'POST', buildPath(API_PATHS.invoiceSend, { id: 999_999 }), { token: admin, body: {} })).toMatchObject({ status: 404 });
  });
});

describe('the list, answered by SQL', () => {
  it('filters, sorts with the id as tiebreaker and pages: three invoices of one client name', async () => {
    const name = 'Zz Tiebreak Client';
    const made = [await create({ name, companyEmail: 'tie@billing.example' }), await create({ name, companyEmail: 'tie@billing.example' }), await create({ name, companyEmail: 'tie@billing.example' })];
    const newestFirst = made.map((i) => i.id).sort((a, b) => b - a);
    // equal sort keys keep the newest first, both ways
    for (const orderBy of ['asc', 'desc']) {
      const res = await list(`q=tiebreak&sortBy=client&orderBy=${orderBy}`);
      expect(res.invoices.map((i) => i.id)).toEqual(newestFirst);
      expect(res.totalInvoices).toBe(3);
    }
    const page2 = await list('q=tiebreak&itemsPerPage=2&page=2');
    expect(page2.invoices.map((i) => i.id)).toEqual(newestFirst.slice(2));
    expect(page2.totalInvoices).toBe(3);
    // a page past the last is empty and still counts the matches
    const past = await list('q=tiebreak&itemsPerPage=2&page=9');
    expect(past).toEqual({ invoices: [], totalInvoices: 3 });
    // q: the id as text, the email in another case; a LIKE wildcard is a literal character
    expect((await list(`q=${made[0]?.id}`)).invoices.map((i) => i.id)).toContain(made[0]?.id);
    expect((await list('q=TIE@BILLING')).totalInvoices).toBe(3);
    expect((await list('q=tie%25billing')).totalInvoices).toBe(0);
    // the status filter matches any case; the date range is inclusive
    const drafts = await list('status=draft&itemsPerPage=100');
    expect(drafts.invoices.every((i) => i.invoiceStatus === 'Draft')).toBe(true);
    expect(drafts.totalInvoices).toBe(await count(sql`select count(*)::int as n from invoices where status = 'Draft'`));
    const day = await list(`selectedDateRange[start]=${INVOICE_BODY.issuedDate}&selectedDateRange[end]=${INVOICE_BODY.issuedDate}&itemsPerPage=100`);
    expect(day.totalInvoices).toBe(await count(sql`select count(*)::int as n from invoices where issued_date = ${INVOICE_BODY.issuedDate}`));
    expect(day.invoices.every((i) => i.issuedDate === INVOICE_BODY.issuedDate)).toBe(true);
  });

  it('every sort key and filter has an index the plan uses; q uses the trigram index', async () => {
    expect(await planOf({ sortBy: 'total', orderBy: 'asc' })).toContain('invoices_by_total');
    expect(await planOf({ sortBy: 'balance', orderBy: 'desc' })).toContain('invoices_by_balance');
    expect(await planOf({ sortBy: 'date', orderBy: 'asc' })).toContain('invoices_by_issued');
    expect(await planOf({ sortBy: 'client', orderBy: 'asc' })).toContain('invoices_by_client_name');
    expect(await planOf({ status: 'Paid' })).toContain('invoices_by_status');
    // a status with a sort reads one index range already in order (not the sort key's whole index, filtered)
    expect(await planOf({ status: 'Paid', sortBy: 'total', orderBy: 'desc' })).toContain('invoices_by_status_total');
    expect(await planOf({ status: 'Sent', sortBy: 'balance', orderBy: 'asc' })).toContain('invoices_by_status_balance');
    expect(await planOf({ status: 'Paid', sortBy: 'date', orderBy: 'desc' })).toContain('invoices_by_status_issued');
    expect(await planOf({ status: 'Draft', sortBy: 'client', orderBy: 'asc' })).toContain('invoices_by_status_client_name');
    // the page of a search may walk the id index newest first and stop at 10 (PostgreSQL's choice);
    // the count, which reads every match up to the cap, looks the term up in the trigram index
    expect(await planOf({ q: 'smith' }, 'count')).toContain('invoices_search');
    expect(await planOf({ status: 'Paid' }, 'count')).toContain('invoices_by_status');
    expect(await planOf({ selectedDateRange: { start: '2025-01-01', end: '2025-02-01' } })).toMatch(/invoices_by_issued|invoices_pkey/);
  });

  it('stats are the aggregates of the rows', async () => {
    const stats = (await call(server, 'GET', API_PATHS.invoiceStats, { token: admin })).body as InvoiceStats;
    const [row] = rowsOf<{ n: number; clients: number; paid: string; unpaid: string }>(
      await server.db.execute(sql`select count(*)::int as n, count(distinct lower(client_email))::int as clients, sum(total_minor - balance_minor)::text as paid, sum(greatest(balance_minor, 0))::text as unpaid from invoices`),
    );
    expect(stats).toEqual({ invoices: row?.n, clients: row?.clients, paid: Number(row?.paid) / 100, unpaid: Number(row?.unpaid) / 100 });
  });
});

describe('the keyset cursor (after)', () => {
  /** Every invoice id of a sort, walked by nextCursor at `size` a page. */
  async function walk(query: string, size: number): Promise<number[]> {
    const ids: number[] = [];
    let after = '';
    for (let pages = 0; pages < 200; pages += 1) {
      const res = await list(`${query}&itemsPerPage=${size}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      ids.push(...res.invoices.map((i) => i.id));
      if (res.nextCursor === undefined) return ids;
      after = res.nextCursor;
    }
    throw new Error('the walk did not end');
  }

  it('walks every sort, both ways, through the same rows in the same order as one big page', async () => {
    for (const sortBy of ['', 'client', 'total', 'id', 'date', 'balance']) {
      for (const orderBy of ['asc', 'desc']) {
        const query = `sortBy=${sortBy}&orderBy=${orderBy}`;
        const all = (await list(`${query}&itemsPerPage=100`)).invoices.map((i) => i.id);
        expect(all.length).toBeGreaterThan(30);
        expect(await walk(query, 7), query).toEqual(all);
      }
    }
    // filters hold across pages, and the last page has no cursor
    const paid = (await list('status=paid&sortBy=total&itemsPerPage=100')).invoices.map((i) => i.id);
    expect(await walk('status=paid&sortBy=total', 3)).toEqual(paid);
    expect((await list('status=paid&itemsPerPage=100')).nextCursor).toBeUndefined();
  });

  it('a row written behind the cursor is neither read twice nor lets another slip past the page boundary', async () => {
    const first = await list('sortBy=total&orderBy=asc&itemsPerPage=5');
    const lastSeen = first.invoices.at(-1);
    if (!first.nextCursor || !lastSeen) throw new Error('no cursor');
    // an invoice sorting before the cursor appears meanwhile: offset paging would repeat a row
    await create({ name: 'Before The Cursor' }, { items: [{ description: 'Tiny', details: '', unitPriceMinor: 1, quantity: 1 }] });
    const next = await list(`sortBy=total&orderBy=asc&itemsPerPage=5&after=${encodeURIComponent(first.nextCursor)}`);
    const seen = new Set(first.invoices.map((i) => i.id));
    expect(next.invoices.some((i) => seen.has(i.id))).toBe(false);
    expect(next.invoices.every((i) => i.total >= lastSeen.total)).toBe(true);
  });

  it('refuses a cursor that is not one, or was made for another sort, with a field error', async () => {
    const { nextCursor } = await list('sortBy=total&orderBy=desc&itemsPerPage=2');
    for (const query of ['after=garbage', `sortBy=total&orderBy=asc&after=${encodeURIComponent(nextCursor ?? '')}`, `sortBy=client&orderBy=desc&after=${encodeURIComponent(nextCursor ?? '')}`]) {
      const res = await call(server, 'GET', `${API_PATHS.invoices}?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ errors: { after: ['Invalid cursor'] } });
    }
  });

  it('a page deep by OFFSET aggregates the lines of its own rows only, not of every row it skips', async () => {
    const query = { sortBy: 'total', orderBy: 'asc', q: '', selectedDateRange: {} } as InvoicesQuery;
    const total = await count(sql`select count(*)::int as n from invoices`);
    const itemsPerPage = 10;
    const page = Math.max(2, Math.floor(total / itemsPerPage) - 1);
    const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await server.db.execute(sql`explain (analyze, format json) ${invoicePageStatement(server.db, query, undefined, page, itemsPerPage).statement}`),
    );
    const json = typeof plan?.['QUERY PLAN'] === 'string' ? (JSON.parse(plan['QUERY PLAN']) as unknown) : plan?.['QUERY PLAN'];
    // every sub-plan over invoice_lines runs once per row of the page (and the one extra), however deep
    const loops: number[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Parent Relationship'] === 'SubPlan' && JSON.stringify(node).includes('invoice_lines')) loops.push(Number(node['Actual Loops']));
      for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
    };
    walk(((json as Array<{ Plan: Record<string, unknown> }>)[0] ?? { Plan: {} }).Plan);
    expect(total).toBeGreaterThan(3 * itemsPerPage);
    expect(loops.length).toBeGreaterThan(0);
    expect(Math.max(...loops)).toBeLessThanOrEqual(itemsPerPage + 1);
  });

  it('a deep page by cursor starts in the sort key\'s index at the cursor, not by skipping rows', async () => {
    const cursor = { sortBy: 'total', orderBy: 'asc' as const, value: '100000', id: 5000 };
    const query = { sortBy: 'total', orderBy: 'asc' } as InvoicesQuery;
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from invoices where ${invoiceAfterCursor(query, cursor)} order by ${invoiceOrder(query)} limit 10`));
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('invoices_by_total');
    expect(plan).toMatch(/Index Cond: \(total_minor >= /);
  });
});

describe('a billing write that fails half-way', () => {
  it('is rolled back whole: 500 without a stack, no invoice, no client row', async () => {
    const before = await count(sql`select count(*)::int as n from invoices`);
    // the database refuses the lines, after the client and the invoice rows were written
    await server.db.execute(sql.raw(`create function atrium_billing_fail() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`));
    await server.db.execute(sql.raw(`create trigger atrium_billing_fail before insert on invoice_lines for each row execute function atrium_billing_fail()`));
    try {
      const res = await call(server, 'POST', API_PATHS.invoices, { token: admin, body: { ...INVOICE_BODY, client: { ...INVOICE_BODY.client, companyEmail: 'half-way@billing.example' } } });
      expect(res.status).toBe(500);
      expect(Object.keys(res.body as object).sort()).toEqual(['message', 'requestId']);
      expect(res.text).not.toMatch(/refused by test|at .*\.ts/);
    } finally {
      await server.db.execute(sql.raw('drop trigger atrium_billing_fail on invoice_lines'));
      await server.db.execute(sql.raw('drop function atrium_billing_fail()'));
    }
    expect(await count(sql`select count(*)::int as n from invoices`)).toBe(before);
    expect(await count(sql`select count(*)::int as n from clients where email = 'half-way@billing.example'`)).toBe(0);
  });
});

describe('clients and the delete rule', () => {
  it("a client's invoices: one client row per billing email whatever its case, each invoice keeping the details it was billed with", async () => {
    const first = await create({ companyEmail: 'Same.Client@Billing.example', address: '1 Old Street' });
    const second = await create({ companyEmail: 'same.client@billing.example', address: '2 New Street' });
    const clientRows = rowsOf<{ id: number; address: string }>(await server.db.execute(sql`select id, address from clients where lower(email) = 'same.client@billing.example'`));
    expect(clientRows).toHaveLength(1);
    expect(clientRows[0]?.address).toBe('2 New Street');
    const theirs = rowsOf<{ id: number }>(await server.db.execute(sql`select id from invoices where client_id = ${clientRows[0]?.id} order by id`)).map((r) => r.id);
    expect(theirs).toEqual([first.id, second.id]);
    expect(((await call(server, 'GET', invoicePath(first.id), { token: admin })).body as InvoiceDetailResponse).invoice.client.address).toBe('1 Old Street');
  });

  it('deleting an invoice deletes its lines and payments and keeps its client; a client with invoices cannot be deleted', async () => {
    const invoice = await create({ companyEmail: 'delete-rule@billing.example' });
    await call(server, 'POST', buildPath(API_PATHS.invoicePayments, { id: invoice.id }), { token: admin, body: { amountMinor: 1_000, date: '2026-11-02', method: 'Paypal' } });
    expect(await count(sql`select count(*)::int as n from payments where invoice_id = ${invoice.id}`)).toBe(1);
    const clientId = await count(sql`select client_id as n from invoices where id = ${invoice.id}`);
    // the client still has an invoice: the foreign key refuses (ON DELETE RESTRICT)
    await expect(server.db.execute(sql`delete from clients where id = ${clientId}`)).rejects.toThrow();
    expect((await call(server, 'DELETE', invoicePath(invoice.id), { token: admin })).status).toBe(204);
    expect(await count(sql`select count(*)::int as n from invoice_lines where invoice_id = ${invoice.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from payments where invoice_id = ${invoice.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from clients where id = ${clientId}`)).toBe(1);
    // without invoices the client row may go
    await server.db.execute(sql`delete from clients where id = ${clientId}`);
    expect(await count(sql`select count(*)::int as n from clients where id = ${clientId}`)).toBe(0);
  });
});

describe('the count rule', () => {
  it(`counts exactly up to ${LIST_TOTAL_EXACT_LIMIT}, then answers the limit marked totalExact: false`, async () => {
    const [client] = rowsOf<{ id: number }>(await server.db.execute(sql`select id from clients order by id limit 1`));
    await server.db.execute(sql`
      insert into invoices (client_id, client_name, client_email, issued_date, due_date, total_minor, balance_minor, status)
      select ${client?.id}, 'Bulk Client ' || n, 'bulk' || n || '@bulk.example', date '2024-01-01', date '2024-02-01', 1000, 1000, 'Sent'
      from generate_series(1, ${LIST_TOTAL_EXACT_LIMIT + 50}) as n`);
    try {
      const all = await list('itemsPerPage=5');
      expect(all.totalInvoices).toBe(LIST_TOTAL_EXACT_LIMIT);
      expect(all.totalExact).toBe(false);
      expect(all.invoices).toHaveLength(5);
      // a page that starts past the limit answers the same total without counting again (a row
      // there proves it), and its rows are the ones the order puts there
      const deepPage = LIST_TOTAL_EXACT_LIMIT / 5 + 1;
      const deep = await list(`itemsPerPage=5&page=${deepPage}`);
      expect(deep.totalInvoices).toBe(LIST_TOTAL_EXACT_LIMIT);
      expect(deep.totalExact).toBe(false);
      const expected = rowsOf<{ id: number }>(await server.db.execute(sql`select id from invoices order by id desc offset ${LIST_TOTAL_EXACT_LIMIT} limit 5`)).map((r) => r.id);
      expect(deep.invoices.map((i) => i.id)).toEqual(expected);
      expect(invoicePageStatement(server.db, { selectedDateRange: {} } as InvoicesQuery, undefined, deepPage, 5).statement.toSQL().sql).not.toContain('count(');
      const firstText = invoicePageStatement(server.db, { selectedDateRange: {} } as InvoicesQuery, undefined, 1, 5).statement.toSQL().sql;
      expect(firstText).toContain('count(');
      // the first page has no OFFSET at all (db/shaped.ts, offsetOf: a generic plan would assume a long one)
      expect(firstText).not.toMatch(/ offset /i);
      expect(invoicePageStatement(server.db, { selectedDateRange: {} } as InvoicesQuery, undefined, 2, 5).statement.toSQL().sql).toMatch(/ offset /i);
      // past the last page: empty, and the total is counted alone
      const past = await list(`itemsPerPage=5&page=${LIST_TOTAL_EXACT_LIMIT}`);
      expect(past.invoices).toHaveLength(0);
      expect(past.totalInvoices).toBe(LIST_TOTAL_EXACT_LIMIT);
      expect(past.totalExact).toBe(false);
      const few = await list('status=Paid');
      expect(few.totalExact).toBeUndefined();
      expect(few.totalInvoices).toBe(await count(sql`select count(*)::int as n from invoices where status = 'Paid'`));
    } finally {
      await server.db.execute(sql`delete from invoices where client_email like '%@bulk.example'`);
    }
  });
});
