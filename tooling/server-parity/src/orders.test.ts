// Commerce orders on their tables (decision 0028): the lists, an order's page, a customer and the
// store dashboard answered as the mock answers over the same seed; a past order keeps its lines
// when the catalogue changes; customers' counts and totals are their orders'; the order state
// machine and the version on both backends; the tables' CHECKs; checkout; and an existing
// database's documents moved by the migration.
import { catalogueAggregatesOf, parseQuery } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { API_PATHS, CUSTOMER_SORT_KEYS, customersQuerySchema, ORDER_SORT_KEYS, ordersQuerySchema, REFERRAL_SORT_KEYS, referralsQuerySchema } from '@atrium/api';
import { getCustomer, getEcommerceStats, getOrderDetail, listCustomers as mockCustomers, listOrders as mockOrders, listReferrals as mockReferrals, updateOrder as mockUpdate } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import type { AtriumServer } from '@atrium/server';
import { ecommerceStats, listCustomers, listOrders, listReferrals } from '@atrium/server/internal/orders/queries';
import { stageDocuments } from '@atrium/server/testing';
import { BASE, call, login, migrationsBefore, SEED_NOW, startTestServer } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const rows = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await server.db.execute(statement));

function listQueries(keys: readonly string[], extra: string[]): string[] {
  const queries = ['', 'page=2&itemsPerPage=7', 'page=99', 'itemsPerPage=500', 'sortBy=nope&orderBy=desc', 'page=abc&itemsPerPage=-3', ...extra];
  for (const key of keys) for (const order of ['asc', 'desc']) for (const page of [1, 3]) queries.push(`sortBy=${key}&orderBy=${order}&page=${page}&itemsPerPage=10`);
  return queries;
}

describe('the same answers as the mock', () => {
  it("the orders, customers and referrals lists answer the mock's bytes over the same seed", async () => {
    const seed = createSeed({ now: SEED_NOW });
    const lists = [
      [API_PATHS.orders, listQueries(ORDER_SORT_KEYS, ['q=a', 'q=%40', 'q=54', 'q=zzzz', 'q=%25', 'q=a&sortBy=spent&orderBy=desc'])],
      [API_PATHS.customers, listQueries(CUSTOMER_SORT_KEYS, ['q=uni', 'q=%40example', 'q=zzzz', 'q=e&sortBy=orders&orderBy=desc'])],
      [API_PATHS.referrals, listQueries(REFERRAL_SORT_KEYS, [])],
    ] as const;
    for (const [path, queries] of lists) {
      for (const query of queries) {
        const res = await call(server, 'GET', `${path}?${query}`, { token: admin });
        expect(res.status, `${path}?${query}`).toBe(200);
        const request = new Request(`${BASE}${path}?${query}`);
        const expected =
          path === API_PATHS.orders
            ? mockOrders(seed, parseQuery(ordersQuerySchema, request))
            : path === API_PATHS.customers
              ? mockCustomers(seed, parseQuery(customersQuerySchema, request))
              : mockReferrals(seed, parseQuery(referralsQuerySchema, request));
        expect(res.text, `${path}?${query}`).toBe(JSON.stringify(expected));
      }
    }
  });

  it("an order's page (by number and by an old link's id), a customer and the dashboard answer the mock's bytes", async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const order of seed.orders.filter((_, i) => i % 9 === 0)) {
      for (const key of [order.order, order.id]) {
        const res = await call(server, 'GET', `/api/apps/ecommerce/orders/${key}`, { token: admin });
        expect(res.status, String(key)).toBe(200);
        expect(res.text, String(key)).toBe(JSON.stringify(getOrderDetail(seed, key)));
      }
    }
    expect((await call(server, 'GET', '/api/apps/ecommerce/orders/999999', { token: admin })).status).toBe(404);
    for (const customer of seed.customers.filter((_, i) => i % 11 === 0)) {
      const res = await call(server, 'GET', `/api/apps/ecommerce/customers/${customer.customerId}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.text).toBe(JSON.stringify(getCustomer(seed, customer.customerId)));
    }
    const stats = await call(server, 'GET', API_PATHS.ecommerceStats, { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.text).toBe(JSON.stringify(getEcommerceStats(seed)));
  });

  it("the dashboard follows the tables: over changed orders it equals the mock's over the same orders", async () => {
    const seed = createSeed({ now: SEED_NOW });
    await server.db
      .transaction(async (tx) => {
        // rolled back: this statement's view only
        await tx.execute(sql`update orders set spent_minor = spent_minor * 3 + 7, placed_at = placed_at - interval '40 days' where id % 5 = 0`);
        await tx.execute(sql`delete from orders where id % 7 = 0`);
        seed.orders = seed.orders.filter((o) => o.id % 7 !== 0);
        // the mock's orders changed the same way: the spent and the date text
        for (const o of seed.orders) {
          if (o.id % 5 !== 0) continue;
          o.spent = (Math.round(o.spent * 100) * 3 + 7) / 100;
          const [m = 1, d = 1, y = 1970] = o.date.split('/').map(Number);
          const moved = new Date(Date.UTC(y, m - 1, d) - 40 * 86_400_000);
          o.date = `${moved.getUTCMonth() + 1}/${moved.getUTCDate()}/${moved.getUTCFullYear()}`;
        }
        expect(JSON.stringify(await ecommerceStats(tx, catalogueAggregatesOf(seed)))).toBe(JSON.stringify(getEcommerceStats(seed)));
        const parsed = parseQuery(customersQuerySchema, new Request(`${BASE}${API_PATHS.customers}?sortBy=totalSpent&orderBy=desc&itemsPerPage=100`));
        expect(JSON.stringify(await listCustomers(tx, parsed))).toBe(JSON.stringify(mockCustomers(seed, parsed)));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
    expect(Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]?.n)).toBe(100);
  });
});

describe('orders keep what they sold, customers count their orders', () => {
  it('the state machine refuses a bad step (400) and a stale version answers 409, as the mock does', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const delivered = seed.orders.find((o) => o.status === 'Delivered');
    const pending = seed.orders.find((o) => o.payment === 2 && o.status === 'Dispatched' && o.id % 7 !== 0);
    if (!delivered || !pending) throw new Error('no such orders');
    const bad = await call(server, 'PUT', `/api/apps/ecommerce/orders/${delivered.order}`, { token: admin, body: { status: 'Dispatched' } });
    expect(bad.status).toBe(400);
    const mockBad = mockUpdate(seed, delivered.order, { status: 'Dispatched' });
    expect(mockBad.ok).toBe(false);
    expect(bad.body).toEqual({ errors: mockBad.ok ? {} : 'errors' in mockBad ? mockBad.errors : {} });

    const first = await call(server, 'PUT', `/api/apps/ecommerce/orders/${pending.order}`, { token: admin, body: { payment: 1, version: 1 } });
    expect(first.status).toBe(200);
    const mockFirst = mockUpdate(seed, pending.order, { payment: 1, version: 1 });
    expect(first.text).toBe(JSON.stringify(mockFirst.ok ? mockFirst.value : null));
    const stale = await call(server, 'PUT', `/api/apps/ecommerce/orders/${pending.order}`, { token: admin, body: { status: 'Ready to Pickup', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 2 });
    expect(mockUpdate(seed, pending.order, { status: 'Ready to Pickup', version: 1 })).toMatchObject({ ok: false, reason: 'stale', version: 2 });
    // field errors, malformed JSON and an unknown order answer as the mock's handlers do
    expect((await call(server, 'PUT', `/api/apps/ecommerce/orders/${pending.order}`, { token: admin, body: { status: 'Lost' } })).status).toBe(400);
    expect((await call(server, 'PUT', `/api/apps/ecommerce/orders/${pending.order}`, { token: admin, raw: '{' })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/apps/ecommerce/orders/999999', { token: admin, body: { payment: 1 } })).status).toBe(404);
    const [row] = await rows<{ status: string; payment: number; version: number }>(sql`select status, payment, version from orders where order_number = ${pending.order}`);
    expect(row).toEqual({ status: 'Dispatched', payment: 1, version: 2 });
  });

  it('checkout writes an order with its lines at the catalogue price now, answered as the mock answers', async () => {
    const body = {
      items: [
        { productId: 3, quantity: 2 },
        { productId: 7, quantity: 1 },
      ],
      address: { fullName: 'Dana Levi', phone: '+972 50 123 4567', address: '1 Herzl St', city: 'Haifa', zipCode: '31000', country: 'Israel', delivery: 'express' },
      payment: { method: 'card', cardNumber: '4242 4242 4242 4242', cardName: 'Dana Levi', expiry: '12/30', cvv: '123' },
    };
    const res = await call(server, 'POST', API_PATHS.checkoutOrders, { body });
    expect(res.status, res.text).toBe(201);
    const answer = res.body as { orderNumber: string; lines: Array<{ productId: number; unitPrice: number; quantity: number }>; total: number; placedAt: string };
    const products = (await call(server, 'GET', `${API_PATHS.products}?itemsPerPage=100`, { token: admin })).body as { products: Array<{ id: number; price: string }> };
    for (const line of answer.lines) expect(`$${line.unitPrice.toFixed(2)}`).toBe(products.products.find((p) => p.id === line.productId)?.price.replace(/,/g, ''));
    const { placeCheckoutOrder } = await import('@atrium/mock-api');
    const seed = createSeed({ now: SEED_NOW });
    seed.products = seed.products.map((p) => products.products.find((q) => q.id === p.id) as typeof p);
    const mock = placeCheckoutOrder(seed, body, new Date(answer.placedAt));
    expect(res.text).toBe(JSON.stringify(mock.ok ? mock.value : null));
    const stored = await rows<{ n: number; card: string }>(
      sql`select (select count(*)::int from checkout_order_lines l where l.checkout_order_id = c.id) as n, c.card_last4 as card from checkout_orders c where c.id = ${Number(answer.orderNumber) - 100_000}`,
    );
    expect(stored).toEqual([{ n: 2, card: '4242' }]);
    // the administrators hear of it (the demo admin's bell); a client sign-in does not
    const bell = (await call(server, 'GET', API_PATHS.notifications, { token: admin })).body as { notifications: Array<{ kind: string; params: Record<string, unknown>; createdAt: string }> };
    expect(bell.notifications[0]).toMatchObject({ kind: 'orderPlaced', params: { order: answer.orderNumber, customer: 'Dana Levi' }, createdAt: answer.placedAt });
    const client = await login(server, 'client@demo.com', 'client');
    const theirs = (await call(server, 'GET', API_PATHS.notifications, { token: client })).body as { notifications: Array<{ kind: string }> };
    expect(theirs.notifications.filter((n) => n.kind === 'orderPlaced')).toEqual([]);
    expect(mock.ok && seed.notificationsByAccount['login:1']?.at(-1)).toMatchObject({ kind: 'orderPlaced', params: { order: answer.orderNumber, customer: 'Dana Levi' } });
    const unknown = await call(server, 'POST', API_PATHS.checkoutOrders, { body: { ...body, items: [{ productId: 9999, quantity: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ errors: { 'items.0.productId': ['Unknown product'] } });
  });
});

describe('an existing database', () => {
  it("keeps its orders: the custom migration moves the previous server's documents, with the seed's lines", async () => {
    const staged = migrationsBefore('_orders.sql');
    const [first, moving] = [staged.named('_orders.sql'), staged.named('_orders_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = createSeed({ now: SEED_NOW });
      // the previous server's documents: no stored lines, and orders drawn apart from the customers
      const previous = { ...seed, users: [], loginUsers: [], invoices: [], calendarEventsByAccount: {}, vehicles: [], courses: [], courseDetails: [], academyProgressByAccount: {} };
      const { orderLines: _lines, ...withoutLines } = previous;
      const stranger = seed.orders[3];
      if (stranger) Object.assign(stranger, { customer: 'Walk In', email: 'walk.in@example.com' });
      await connection.db.transaction((tx) => stageDocuments(tx, withoutLines as typeof previous));
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      // the stranger's order made a customer (no country, its order counted)
      const taken = new Set(seed.customers.map((c) => c.customerId));
      let free = 100_000;
      while (taken.has(free)) free += 1;
      seed.customers.push({ id: 101, customer: 'Walk In', customerId: free, email: 'walk.in@example.com', country: '', countryFlag: '', countryCode: '', order: 1, totalSpent: 0, avatar: stranger?.avatar ?? '', status: 'Active', contact: '' });
      for (const query of ['', 'sortBy=date&orderBy=desc&itemsPerPage=25', 'q=walk']) {
        const parsed = parseQuery(ordersQuerySchema, new Request(`${BASE}${API_PATHS.orders}?${query}`));
        expect(JSON.stringify(await listOrders(connection.db, parsed)), query).toBe(JSON.stringify(mockOrders(seed, parsed)));
      }
      for (const query of ['itemsPerPage=200', 'sortBy=totalSpent&orderBy=desc']) {
        const parsed = parseQuery(customersQuerySchema, new Request(`${BASE}${API_PATHS.customers}?${query}`));
        expect(JSON.stringify(await listCustomers(connection.db, parsed)), query).toBe(JSON.stringify(mockCustomers(seed, parsed)));
      }
      const referralsQuery = parseQuery(referralsQuerySchema, new Request(`${BASE}${API_PATHS.referrals}?sortBy=earning&itemsPerPage=50`));
      expect(JSON.stringify(await listReferrals(connection.db, referralsQuery))).toBe(JSON.stringify(mockReferrals(seed, referralsQuery)));
      expect(JSON.stringify(await ecommerceStats(connection.db, catalogueAggregatesOf(seed)))).toBe(JSON.stringify(getEcommerceStats(seed)));
      // every order has the seed's lines
      const [lines] = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from order_lines`));
      expect(lines?.n).toBe(seed.orderLines.length);
      const [left] = rowsOf<{ n: number }>(
        await connection.db.execute(sql`select (select count(*) from documents where collection in ('customers', 'orders', 'referrals', 'checkoutOrders')) + (select count(*) from id_counters where name in ('customers', 'orders', 'referrals')) as n`),
      );
      expect(Number(left?.n)).toBe(0);
    } finally {
      await connection.close();
      staged.remove();
    }
  }, 240_000);
});
