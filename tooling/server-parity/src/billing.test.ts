// Billing (decision 0021) answers what the mock answers over the same seed: the list under every
// sort, filter and page, its stats, clients and details; and an existing database's invoice
// documents, moved by migration 0024, list as the mock lists them. Moved from apps/server/test
// (decision 0033).
import { API_PATHS, buildPath, invoicesQuerySchema, type InvoicesResponse } from '@atrium/api';
import { parseQuery } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { getInvoice as mockInvoice, invoiceStats as mockStats, listInvoiceClients as mockClients, listInvoices as mockList } from '@atrium/mock-api';
import type { AtriumServer } from '@atrium/server';
import { listInvoices as serverList } from '@atrium/server/internal/billing/queries';
import { BASE, call, connect, login, migrate, migrationsBefore, rowsOf, SEED_NOW, sql, stageDocuments, startTestServer } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
const list = async (query: string) => {
  const res = await call(server, 'GET', `${API_PATHS.invoices}?${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body as InvoicesResponse;
};

/** A list answer as both backends must agree on it: the cursor is each backend's own (its sort value), only whether one is due is shared. */
function sameRows(answer: unknown) {
  const { nextCursor, ...rest } = answer as InvoicesResponse;
  return { ...rest, more: nextCursor !== undefined };
}

describe('the same answers as the mock', () => {
  it('the seed\'s list under every sort, filter and page, its stats, clients and details answer what the mock answers', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const queries = [
      '',
      'itemsPerPage=7&page=3',
      'page=4',
      'itemsPerPage=100',
      ...['client', 'total', 'id', 'date', 'balance'].flatMap((key) => [`sortBy=${key}&orderBy=asc&itemsPerPage=100`, `sortBy=${key}&orderBy=desc&itemsPerPage=5&page=2`]),
      'sortBy=nonsense&orderBy=desc',
      ...['a', 'AN', '50', '@', seed.invoices[3]?.client.name.split(' ')[0] ?? 'x', ' x '].map((q) => `q=${encodeURIComponent(q)}&itemsPerPage=100`),
      ...['Paid', 'sent', 'Partial Payment', 'Nope'].map((status) => `status=${encodeURIComponent(status)}&itemsPerPage=100`),
      `selectedDateRange[start]=${seed.invoices[10]?.issuedDate}&selectedDateRange[end]=${seed.invoices[25]?.issuedDate}&sortBy=balance&itemsPerPage=100`,
      'selectedDateRange[start]=garbage&status=paid&sortBy=client&orderBy=desc',
    ];
    for (const query of queries) {
      const expected = mockList(seed, parseQuery(invoicesQuerySchema, new Request(`${BASE}${API_PATHS.invoices}?${query}`)));
      expect(sameRows(await list(query)), query).toEqual(sameRows(expected));
    }
    expect((await call(server, 'GET', API_PATHS.invoiceStats, { token: admin })).body).toEqual(mockStats(seed));
    expect((await call(server, 'GET', API_PATHS.invoiceClients, { token: admin })).body).toEqual(mockClients(seed));
    for (const id of [4987, seed.invoices[17]?.id ?? 0, 5036]) expect((await call(server, 'GET', invoicePath(id), { token: admin })).body).toEqual(mockInvoice(seed, id));
  });
});
describe('an existing database', () => {
  it('keeps its invoices: 0024 moves the documents the previous server wrote into the tables', async () => {
    const staged = migrationsBefore('0023_billing.sql');
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      // the previous server's documents: invoices without a version, one from before the editor (service and total only)
      const seed = createSeed({ now: SEED_NOW });
      const [legacy] = seed.invoices;
      if (!legacy) throw new Error('seed invoices');
      delete legacy.items;
      delete legacy.discountBasisPoints;
      delete legacy.taxBasisPoints;
      delete legacy.note;
      delete legacy.salesperson;
      const documents = { ...seed, invoices: seed.invoices.map(({ version: _v, ...invoice }) => invoice) };
      await connection.db.transaction((tx) => stageDocuments(tx, documents as unknown as typeof seed));
      staged.add(['0023_billing.sql', '0024_billing_from_documents.sql']);
      expect(await migrate(connection, staged.dir)).toEqual(['0023_billing.sql', '0024_billing_from_documents.sql']);
      for (const query of ['itemsPerPage=100', 'sortBy=balance&orderBy=desc&itemsPerPage=100', 'q=a&status=paid']) {
        const parsed = parseQuery(invoicesQuerySchema, new Request(`${BASE}${API_PATHS.invoices}?${query}`));
        expect(sameRows(await serverList(connection.db, parsed)), query).toEqual(sameRows(mockList(seed, parsed)));
      }
      const left = rowsOf<{ n: number }>(await connection.db.execute(sql`select (select count(*) from documents where collection = 'invoices') + (select count(*) from id_counters where name = 'invoices') as n`));
      expect(Number(left[0]?.n)).toBe(0);
      // new invoices continue after the moved ones
      const [next] = rowsOf<{ id: number }>(
        await connection.db.execute(sql`insert into invoices (client_id, client_name, client_email, issued_date, due_date, total_minor, balance_minor, status) select id, name, email, date '2025-06-01', date '2025-06-02', 0, 0, 'Draft' from clients limit 1 returning id`),
      );
      expect(next?.id).toBe(5037);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
