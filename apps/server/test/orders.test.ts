// Commerce orders on their tables (decision 0028): the lists, an order's page, a customer and the
// store dashboard answered as the mock answers over the same seed; a past order keeps its lines
// when the catalogue changes; customers' counts and totals are their orders'; the order state
// machine and the version on both backends; the tables' CHECKs; checkout; and an existing
// database's documents moved by the migration.
import { API_PATHS, CUSTOMER_SORT_KEYS, customersQuerySchema, ORDER_SORT_KEYS, ordersQuerySchema, REFERRAL_SORT_KEYS, referralsQuerySchema, type OrderDetail } from '@atrium/api';
import {
  createSeed,
  getCustomer,
  getEcommerceStats,
  getOrderDetail,
  listCustomers as mockCustomers,
  listOrders as mockOrders,
  listReferrals as mockReferrals,
  parseQuery,
  updateOrder as mockUpdate,
} from '@atrium/mock-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { AtriumServer } from '../src/index';
import { ecommerceStats, listCustomers, listOrders, listReferrals } from '../src/orders/queries';
import { stageDocuments } from './documents';
import { BASE, call, login, migrationsBefore, SEED_NOW, startTestServer } from './helpers';

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
        expect(JSON.stringify(await ecommerceStats(tx, seed))).toBe(JSON.stringify(getEcommerceStats(seed)));
        const parsed = parseQuery(customersQuerySchema, new Request(`${BASE}${API_PATHS.customers}?sortBy=totalSpent&orderBy=desc&itemsPerPage=100`));
        expect(JSON.stringify(await listCustomers(tx, parsed))).toBe(JSON.stringify(mockCustomers(seed, parsed)));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
    expect(Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders`))[0]?.n)).toBe(100);
  });

  it('a client without the Ecommerce permission is refused, and nobody signed out gets in', async () => {
    const client = await login(server, 'client@demo.com', 'client');
    for (const path of [API_PATHS.orders, API_PATHS.customers, API_PATHS.referrals, API_PATHS.ecommerceStats]) {
      expect((await call(server, 'GET', path)).status, path).toBe(401);
      expect((await call(server, 'GET', path, { token: client })).status, path).toBe(403);
    }
  });
});

describe('orders keep what they sold, customers count their orders', () => {
  it('a past order keeps its lines and prices when the product changes', async () => {
    const [line] = await rows<{ order_number: number; product_id: number }>(sql`select o.order_number, l.product_id from order_lines l join orders o on o.id = l.order_id order by o.id limit 1`);
    if (!line) throw new Error('no line');
    const before = await call(server, 'GET', `/api/apps/ecommerce/orders/${line.order_number}`, { token: admin });
    expect(before.status).toBe(200);
    // the product's row is renamed and repriced directly (decision 0027's table; every call reads it on the request)
    await server.db.execute(sql`update products set name = 'Renamed', price_minor = 100 where id = ${line.product_id}`);
    const products = await call(server, 'GET', `${API_PATHS.products}?q=Renamed`, { token: admin });
    expect((products.body as { total: number }).total).toBe(1);
    const after = await call(server, 'GET', `/api/apps/ecommerce/orders/${line.order_number}`, { token: admin });
    expect(after.text).toBe(before.text);
    expect((after.body as OrderDetail).items.map((i) => i.productName)).not.toContain('Renamed');
  });

  it("a customer's order count and total spent are the sum of their orders, and move when an order goes", async () => {
    const sums = await rows<{ customer_number: number; n: number; spent: number }>(
      sql`select c.customer_number, count(o.id)::int as n, coalesce(sum(o.spent_minor), 0)::bigint as spent from customers c left join orders o on o.customer_id = c.id group by c.id`,
    );
    const res = await call(server, 'GET', `${API_PATHS.customers}?itemsPerPage=100`, { token: admin });
    const listed = (res.body as { customers: Array<{ customerId: number; order: number; totalSpent: number }> }).customers;
    expect(listed).toHaveLength(sums.length);
    for (const c of listed) {
      const sum = sums.find((s) => s.customer_number === c.customerId);
      expect(c.order).toBe(sum?.n);
      expect(Math.round(c.totalSpent * 100)).toBe(Number(sum?.spent));
    }
    const [order] = await rows<{ id: number; spent_minor: number; customer_number: number }>(
      sql`select o.id, o.spent_minor, c.customer_number from orders o join customers c on c.id = o.customer_id order by o.id desc limit 1`,
    );
    if (!order) throw new Error('no order');
    const before = (await call(server, 'GET', `/api/apps/ecommerce/customers/${order.customer_number}`, { token: admin })).body as { order: number; totalSpent: number };
    expect((await call(server, 'DELETE', `/api/apps/ecommerce/orders/${order.id}`, { token: admin })).status).toBe(204);
    const after = (await call(server, 'GET', `/api/apps/ecommerce/customers/${order.customer_number}`, { token: admin })).body as { order: number; totalSpent: number };
    expect(after.order).toBe(before.order - 1);
    expect(Math.round(after.totalSpent * 100)).toBe(Math.round(before.totalSpent * 100) - Number(order.spent_minor));
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from order_lines where order_id = ${order.id}`))[0]?.n).toBe(0);
    // deleting a missing order is not an error
    expect((await call(server, 'DELETE', `/api/apps/ecommerce/orders/${order.id}`, { token: admin })).status).toBe(204);
  });

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

  it('the tables refuse a status, payment or method the contract lacks, a line of no quantity or a negative price', async () => {
    const [o] = await rows<{ id: number; customer_id: number }>(sql`select id, customer_id from orders order by id limit 1`);
    if (!o) throw new Error('no order');
    const insert = (status: string, payment: number, method: string) =>
      server.db.execute(sql`insert into orders (order_number, customer_id, customer_name, customer_email, payment, status, spent_minor, method, method_number, placed_at)
        values (1, ${o.customer_id}, 'x', 'x@x', ${payment}, ${status}, 100, ${method}, 1234, now())`);
    await expect(insert('Lost', 1, 'paypal')).rejects.toThrow();
    await expect(insert('Delivered', 5, 'paypal')).rejects.toThrow();
    await expect(insert('Delivered', 1, 'cash')).rejects.toThrow();
    const line = (quantity: number, price: number) =>
      server.db.execute(sql`insert into order_lines (order_id, position, product_name, unit_price_minor, quantity) values (${o.id}, 99, 'x', ${price}, ${quantity})`);
    await expect(line(0, 100)).rejects.toThrow();
    await expect(line(1, -1)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into customers (customer_number, name, email) values (123456, 'x', upper((select email from customers limit 1)))`)).rejects.toThrow();
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
      expect(JSON.stringify(await ecommerceStats(connection.db, seed))).toBe(JSON.stringify(getEcommerceStats(seed)));
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
