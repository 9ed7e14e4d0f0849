// Orders keep their lines as sold, and customers' totals come from their orders (issue 32,
// decision 0028): the mock's side of the rules the server's tables enforce.
import { parseAmount } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api orders (decision 0028)', () => {
  it('a past order keeps its lines and prices when the catalogue changes', async () => {
    const { orders } = await client.getOrders({ itemsPerPage: 1 });
    const order = orders[0];
    if (!order) throw new Error('no order');
    const before = await client.getOrder(order.order);
    expect(before.items.length).toBeGreaterThan(0);
    const first = before.items[0];
    if (!first) throw new Error('no line');
    // the product is renamed and repriced
    const edit = (await call('GET', `/api/apps/ecommerce/products/${first.productId}`)).json as { values: Record<string, unknown> & { price: number } };
    const res = await call('PUT', `/api/apps/ecommerce/products/${first.productId}`, { ...edit.values, productName: 'Renamed in the catalogue', price: edit.values.price + 100 });
    expect(res.status).toBe(200);
    const after = await client.getOrder(order.order);
    expect(after).toEqual(before);
    expect(after.items[0]?.productName).toBe(first.productName);
  });

  it('the lines and the totals add up to what the order cost', async () => {
    const { orders } = await client.getOrders({ itemsPerPage: 10 });
    for (const order of orders) {
      const detail = await client.getOrder(order.order);
      const cents = (n: number) => Math.round(n * 100);
      const lines = detail.items.reduce((sum, item) => sum + cents(item.unitPrice) * item.qty, 0);
      expect(lines).toBe(cents(detail.totals.subtotal));
      expect(cents(detail.totals.subtotal) + cents(detail.totals.shipping) + cents(detail.totals.tax)).toBe(cents(order.spent));
    }
  });

  it("a customer's order count and total spent are their orders'", async () => {
    const { customers } = await client.getCustomers({ itemsPerPage: 100 });
    const orders = getDb().orders;
    let withOrders = 0;
    for (const customer of customers) {
      const mine = orders.filter((o) => o.email.toLowerCase() === customer.email.toLowerCase());
      if (mine.length > 0) withOrders += 1;
      expect(customer.order).toBe(mine.length);
      expect(Math.round(parseAmount(customer.totalSpent) * 100)).toBe(mine.reduce((sum, o) => sum + Math.round(o.spent * 100), 0));
    }
    // every seeded order is one of the customers'
    const emails = new Set(customers.map((c) => c.email.toLowerCase()));
    expect(orders.every((o) => emails.has(o.email.toLowerCase()))).toBe(true);
    expect(withOrders).toBeGreaterThan(10);

    // deleting an order takes it out of its customer's totals
    const order = orders[0];
    if (!order) throw new Error('no order');
    const owner = customers.find((c) => c.email.toLowerCase() === order.email.toLowerCase());
    if (!owner) throw new Error('no owner');
    expect((await call('DELETE', `/api/apps/ecommerce/orders/${order.id}`)).status).toBe(204);
    const after = await client.getCustomer(owner.customerId);
    expect(after.order).toBe(owner.order - 1);
    expect(Math.round(after.totalSpent * 100)).toBe(Math.round(owner.totalSpent * 100) - Math.round(order.spent * 100));
    expect(getDb().orderLines.some((line) => line.orderId === order.id)).toBe(false);
  });

  it('refuses a transition the state machine does not have (400) and a stale version (409)', async () => {
    const delivered = getDb().orders.find((o) => o.status === 'Delivered');
    if (!delivered) throw new Error('no delivered order');
    const bad = await call('PUT', `/api/apps/ecommerce/orders/${delivered.order}`, { status: 'Dispatched' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: { status: [expect.any(String)] } });

    const pending = getDb().orders.find((o) => o.payment === 2 && o.status === 'Dispatched');
    if (!pending) throw new Error('no pending dispatched order');
    const first = await call('PUT', `/api/apps/ecommerce/orders/${pending.order}`, { payment: 1, version: 1 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ order: { payment: 1, version: 2 } });
    const stale = await call('PUT', `/api/apps/ecommerce/orders/${pending.order}`, { status: 'Ready to Pickup', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ version: 2 });
    expect(getDb().orders.find((o) => o.id === pending.id)?.status).toBe('Dispatched');
  });

  it('a checkout tells every administrator sign-in (orderPlaced), nobody else', async () => {
    const body = {
      items: [{ productId: 2, quantity: 1 }],
      address: { fullName: 'Dana Levi', phone: '+972 50 123 4567', address: '1 Herzl St', city: 'Haifa', zipCode: '31000', country: 'Israel', delivery: 'standard' },
      payment: { method: 'cod' },
    };
    const res = await call('POST', '/api/pages/checkout', body, { token: null });
    expect(res.status).toBe(201);
    const { orderNumber } = res.json as { orderNumber: string };
    const db = getDb();
    const admins = db.loginUsers.filter((u) => u.role === 'admin');
    expect(admins.length).toBeGreaterThan(0);
    for (const admin of admins) expect(db.notificationsByAccount[`login:${admin.id}`]?.at(-1)).toMatchObject({ kind: 'orderPlaced', params: { order: orderNumber, customer: 'Dana Levi' } });
    for (const other of db.loginUsers.filter((u) => u.role !== 'admin')) expect((db.notificationsByAccount[`login:${other.id}`] ?? []).some((n) => n.kind === 'orderPlaced')).toBe(false);
  });
});
