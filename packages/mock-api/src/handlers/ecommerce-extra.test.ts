import { parseAmount } from '@atrium/core';
import { STALE_WRITE_MESSAGE, type NewProduct } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

const validProduct: NewProduct = {
  productName: 'Trail Runner X',
  productBrand: 'Nike',
  sku: 77_001,
  barcode: '4006381333931',
  description: '<p>Light and grippy.</p>',
  images: [],
  price: 129.99,
  discountedPrice: 99,
  chargeTax: true,
  qty: 12,
  stock: true,
  shippingType: 'company',
  weightKg: 0.8,
  category: 'Shoes',
  status: 'Published',
  tags: ['running'],
};

describe('@atrium/mock-api/ecommerce-extra (HTTP)', () => {
  describe('POST /products', () => {
    it('creates the product (201) and the list then finds it', async () => {
      const res = await call('POST', '/api/apps/ecommerce/products', validProduct);
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ id: 51, productName: 'Trail Runner X', price: '$129.99', category: 'Shoes', qty: 12 });
      const found = await client.getProducts({ q: 'trail runner' });
      expect(found.products.map((p) => p.id)).toEqual([51]);
      expect((await client.getProducts()).total).toBe(51);
    });

    it('answers 400 with field errors and changes nothing', async () => {
      const before = snapshotDb();
      const res = await call('POST', '/api/apps/ecommerce/products', { ...validProduct, productName: 'x', price: -1, discountedPrice: 500, qty: 0 });
      expect(res.status).toBe(400);
      const { errors } = res.json as { errors: Record<string, string[]> };
      expect(Object.keys(errors).sort()).toEqual(expect.arrayContaining(['price', 'productName']));
      expect(snapshotDb()).toBe(before);
    });

    it('rejects a cross-field rule (discount not below price) on its field', async () => {
      const res = await call('POST', '/api/apps/ecommerce/products', { ...validProduct, discountedPrice: 200 });
      expect(res.status).toBe(400);
      expect((res.json as { errors: Record<string, string[]> }).errors.discountedPrice).toEqual(['Must be below the price']);
    });

    it('rejects an unknown category and a SKU in use', async () => {
      const taken = (await client.getProducts()).products[0]?.sku;
      const res = await call('POST', '/api/apps/ecommerce/products', { ...validProduct, category: 'Nope', sku: taken });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ errors: { category: ['Unknown category'], sku: ['This SKU is already in use'] } });
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await call('POST', '/api/apps/ecommerce/products', undefined, { rawBody: '{nope' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ errors: { body: ['Malformed JSON'] } });
    });
  });

  describe('GET /orders/{id}', () => {
    it('answers a detail whose amounts add up to the order', async () => {
      const { orders } = await client.getOrders();
      const order = orders[0];
      if (!order) throw new Error('no orders');
      const detail = await client.getOrder(order.order);
      expect(detail.order).toEqual(order);
      expect(detail.items.length).toBeGreaterThan(0);
      const lines = detail.items.reduce((sum, i) => sum + i.unitPrice * i.qty, 0);
      expect(lines).toBeCloseTo(detail.totals.subtotal, 2);
      expect(detail.totals.subtotal + detail.totals.shipping + detail.totals.tax).toBeCloseTo(order.spent, 2);
      expect(detail.timeline[0]?.step).toBe('Placed');
      expect(await client.getOrder(order.order)).toEqual(detail);
    });

    it('answers 404 for an unknown id', async () => {
      const res = await call('GET', '/api/apps/ecommerce/orders/9999');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Order not found' });
    });
  });

  describe('PUT /orders/{order}', () => {
    it('takes an allowed step of the state machine and answers the new detail', async () => {
      const { orders } = await client.getOrders({ itemsPerPage: 100 });
      const order = orders.find((o) => o.payment === 2 && o.status === 'Dispatched');
      if (!order) throw new Error('no pending dispatched order');
      const detail = await client.updateOrder(order.order, { payment: 1, status: 'Out for Delivery' });
      expect(detail.order).toMatchObject({ order: order.order, payment: 1, status: 'Out for Delivery' });
      expect((await client.getOrder(order.order)).order.status).toBe('Out for Delivery');
    });

    it('answers 400 to a step the state machine does not allow, and changes nothing', async () => {
      const { orders } = await client.getOrders({ itemsPerPage: 100 });
      const order = orders.find((o) => o.payment === 4);
      if (!order) throw new Error('no failed order');
      const before = snapshotDb();
      const res = await call('PUT', `/api/apps/ecommerce/orders/${order.order}`, { status: 'Delivered' });
      expect(res.status).toBe(400);
      expect(Object.keys((res.json as { errors: Record<string, string[]> }).errors)).toEqual(['status']);
      expect((await call('PUT', `/api/apps/ecommerce/orders/${order.order}`, { status: 'Lost' })).status).toBe(400);
      expect(snapshotDb()).toBe(before);
    });

    it('answers 404 for an unknown order', async () => {
      expect((await call('PUT', '/api/apps/ecommerce/orders/9999', { payment: 1 })).status).toBe(404);
    });
  });

  describe('GET and PUT /products/{id}', () => {
    it('opens a product with its form values and saves an edit (200), the list shows it', async () => {
      const edit = await client.getProduct(3);
      expect(edit.product.id).toBe(3);
      const saved = await client.updateProduct(3, { ...edit.values, productName: 'Edited Lamp', qty: 7, stock: true });
      expect(saved).toMatchObject({ id: 3, productName: 'Edited Lamp', qty: 7 });
      expect((await client.getProducts({ q: 'edited lamp' })).products.map((p) => p.id)).toEqual([3]);
      expect((await client.getProduct(3)).values.productName).toBe('Edited Lamp');
    });

    it('answers 400 with field errors and 404 for an unknown product', async () => {
      const edit = await client.getProduct(3);
      const res = await call('PUT', '/api/apps/ecommerce/products/3', { ...edit.values, productName: 'x' });
      expect(res.status).toBe(400);
      expect(Object.keys((res.json as { errors: Record<string, string[]> }).errors)).toEqual(['productName']);
      expect((await call('GET', '/api/apps/ecommerce/products/999')).status).toBe(404);
      expect((await call('PUT', '/api/apps/ecommerce/products/999', validProduct)).status).toBe(404);
    });

    it('answers 409 with the version now to an edit from an older version, and changes nothing (decision 0027)', async () => {
      const edit = await client.getProduct(4);
      expect(edit.product.version).toBe(1);
      const first = await call('PUT', '/api/apps/ecommerce/products/4', { ...edit.values, productName: 'First Editor', version: 1 });
      expect(first.status).toBe(200);
      expect((first.json as { version: number }).version).toBe(2);
      const before = snapshotDb();
      const stale = await call('PUT', '/api/apps/ecommerce/products/4', { ...edit.values, productName: 'Second Editor', version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.json).toEqual({ message: STALE_WRITE_MESSAGE, version: 2 });
      expect(snapshotDb()).toEqual(before);
    });
  });

  describe('GET /stats', () => {
    it('agrees with the lists', async () => {
      const stats = await client.getEcommerceStats();
      const orders = await client.getOrders({ itemsPerPage: 100 });
      expect(stats.kpis.orders).toBe(orders.total);
      expect(stats.kpis.revenue).toBeCloseTo(orders.orders.reduce((s, o) => s + o.spent, 0), 2);
      expect(stats.kpis.products).toBe((await client.getProducts()).total);
      expect(stats.products.inStock).toBe((await client.getProducts({ stock: true })).total);
      expect(stats.kpis.customers).toBe((await client.getCustomers()).total);
      expect(stats.reviews.pending).toBe((await client.getReviews({ status: 'Pending' })).total);
      expect(stats.reviews.byRating.reduce((a, b) => a + b, 0)).toBe(stats.reviews.total);
      expect(stats.ordersByStatus.reduce((s, r) => s + r.count, 0)).toBe(orders.total);
      expect(stats.monthly).toHaveLength(12);
      const referrals = await client.getReferrals({ itemsPerPage: 100 });
      expect(stats.referrals.earnings).toBeCloseTo(referrals.referrals.reduce((s, r) => s + parseAmount(r.earning), 0), 2);
    });

    it('follows a deletion', async () => {
      await call('DELETE', '/api/apps/ecommerce/orders/1');
      expect((await client.getEcommerceStats()).kpis.orders).toBe(99);
    });
  });

  describe('categories', () => {
    it('lists the six seed categories with counts that match the product filter', async () => {
      const res = await client.getCategories({ itemsPerPage: 100 });
      expect(res.total).toBe(6);
      for (const category of res.categories) {
        expect(category.productCount).toBe((await client.getProducts({ category: category.name })).total);
      }
      const sorted = await client.getCategories({ sortBy: 'value', orderBy: 'desc' });
      const values = sorted.categories.map((c) => c.stockValue);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });

    it('creates (201), rejects a duplicate (400), and a new product can use it', async () => {
      const created = await call('POST', '/api/apps/ecommerce/categories', { name: 'Garden', description: 'Outdoor', status: 'Published' });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ id: 7, name: 'Garden', slug: 'garden' });
      const dup = await call('POST', '/api/apps/ecommerce/categories', { name: 'garden ', description: '', status: 'Published' });
      expect(dup.status).toBe(400);
      expect(dup.json).toEqual({ errors: { name: ['A category with this name already exists'] } });
      expect((await call('POST', '/api/apps/ecommerce/products', { ...validProduct, category: 'Garden' })).status).toBe(201);
      const garden = (await client.getCategories({ q: 'garden' })).categories[0];
      expect(garden?.productCount).toBe(1);
    });

    it('PUT renames and carries the products along; 404 unknown; 400 bad body', async () => {
      const before = (await client.getCategories({ q: 'shoes' })).categories[0];
      const res = await call('PUT', `/api/apps/ecommerce/categories/${before?.id}`, { name: 'Footwear', description: 'All shoes', status: 'Inactive' });
      expect(res.status).toBe(200);
      const after = (await client.getCategories({ q: 'footwear' })).categories[0];
      expect(after?.productCount).toBe(before?.productCount);
      expect((await client.getProducts({ category: 'Shoes' })).total).toBe(0);
      expect((await call('PUT', '/api/apps/ecommerce/categories/99', { name: 'Xy', description: '', status: 'Published' })).status).toBe(404);
      const bad = await call('PUT', `/api/apps/ecommerce/categories/${before?.id}`, { name: '', description: '', status: 'Nope' });
      expect(bad.status).toBe(400);
      expect(Object.keys((bad.json as { errors: object }).errors).sort()).toEqual(['name', 'status']);
    });
  });

  describe('settings', () => {
    it('GET answers the stored settings; PUT merges a section and persists it', async () => {
      const initial = await client.getStoreSettings();
      expect(initial.store.currency).toBe('USD');
      const updated = await client.updateStoreSettings({ checkout: { ...initial.checkout, guestCheckout: false } });
      expect(updated.checkout.guestCheckout).toBe(false);
      expect(updated.store).toEqual(initial.store);
      expect((await client.getStoreSettings()).checkout.guestCheckout).toBe(false);
    });

    it('PUT answers 400 with field paths and changes nothing', async () => {
      const before = snapshotDb();
      const res = await call('PUT', '/api/apps/ecommerce/settings', { store: { name: 'A', email: 'nope', phone: 'x', currency: 'XXX', address: '', supportEmail: '' }, locations: [] });
      expect(res.status).toBe(400);
      const keys = Object.keys((res.json as { errors: object }).errors);
      expect(keys).toEqual(expect.arrayContaining(['store.name', 'store.email', 'store.phone', 'store.currency', 'locations']));
      expect((await call('PUT', '/api/apps/ecommerce/settings', { unknown: true })).status).toBe(400);
      expect(snapshotDb()).toBe(before);
    });
  });
});
