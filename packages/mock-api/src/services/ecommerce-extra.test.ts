import { isAllowedOrderState, paymentState } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@atrium/fixtures';
import { addCategory, getEcommerceStats, getOrderDetail, getProductForEdit, listCategories, updateOrder, updateProduct, updateStoreSettings } from './ecommerce-extra';

describe('@atrium/mock-api/services/ecommerce-extra', () => {
  it('every seeded product belongs to a seeded category', () => {
    const db = createSeed();
    const summary = listCategories(db, { page: 1, itemsPerPage: 100, q: '' });
    expect(summary.categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(db.products.length);
  });

  it('the seed draws only allowed order states: no cancelled or failed order is out for delivery or delivered', () => {
    const db = createSeed();
    for (const order of db.orders) expect(isAllowedOrderState(order.payment, order.status), `#${order.order}`).toBe(true);
    const stuck = db.orders.filter((o) => ['cancelled', 'failed'].includes(paymentState(o.payment)) && ['Out for Delivery', 'Delivered'].includes(o.status));
    expect(stuck).toEqual([]);
    // still a believable mix: every payment state and every delivery status occurs
    expect(new Set(db.orders.map((o) => o.payment)).size).toBe(4);
    expect(new Set(db.orders.map((o) => o.status)).size).toBe(4);
  });

  it('an order detail is found by the order number a person reads, and by the old internal id', () => {
    const db = createSeed();
    const order = db.orders[99];
    if (!order) throw new Error('no order');
    expect(getOrderDetail(db, order.order)?.order.id).toBe(order.id);
    expect(getOrderDetail(db, order.id)?.order.order).toBe(order.order);
  });

  it('updateOrder takes allowed steps only; anything else is invalid and changes nothing', () => {
    const db = createSeed();
    const order = db.orders.find((o) => o.payment === 3);
    if (!order) throw new Error('no cancelled order');
    const before = { ...order };
    expect(updateOrder(db, order.order, { status: 'Delivered' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(order).toEqual(before);
    const paid = db.orders.find((o) => o.payment === 1 && o.status === 'Dispatched');
    if (!paid) throw new Error('no paid dispatched order');
    expect(updateOrder(db, paid.order, { status: 'Out for Delivery' })).toMatchObject({ ok: true });
    expect(paid.status).toBe('Out for Delivery');
    expect(updateOrder(db, 1_000_000, { status: 'Delivered' })).toEqual({ ok: false, reason: 'not-found' });
  });

  it('a seeded product opens filled in and saves through updateProduct', () => {
    const db = createSeed();
    const product = db.products[0];
    if (!product) throw new Error('no product');
    const edit = getProductForEdit(db, product.id);
    if (!edit) throw new Error('no edit');
    expect(edit.values).toMatchObject({ productName: product.productName, sku: product.sku, qty: product.qty, category: product.category, images: [] });
    const saved = updateProduct(db, product.id, { ...edit.values, productName: 'Renamed product', price: 12.5 });
    expect(saved).toMatchObject({ ok: true, value: { id: product.id, productName: 'Renamed product', price: '$12.50', image: product.image } });
    expect(getProductForEdit(db, product.id)?.values.productName).toBe('Renamed product');
    const other = db.products[1];
    expect(updateProduct(db, product.id, { ...edit.values, sku: other?.sku })).toMatchObject({ ok: false, errors: { sku: ['This SKU is already in use'] } });
    expect(updateProduct(db, 9_999, edit.values)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('order detail amounts add up for every order', () => {
    const db = createSeed();
    for (const order of db.orders) {
      const detail = getOrderDetail(db, order.order);
      if (!detail) throw new Error(`no detail for ${order.id}`);
      const { subtotal, shipping, tax, total } = detail.totals;
      expect(Math.abs(subtotal + shipping + tax - total)).toBeLessThan(0.005);
      expect(tax).toBeGreaterThanOrEqual(0);
    }
    expect(getOrderDetail(db, 12345)).toBeUndefined();
  });

  it('stats deltas compare the newest order month with the month before', () => {
    const db = createSeed();
    const stats = getEcommerceStats(db);
    const last = stats.monthly.at(-1);
    const prev = stats.monthly.at(-2);
    expect(last?.month).toBe(stats.currentMonth);
    if (last && prev && prev.revenue > 0) expect(stats.kpis.revenueDelta).toBeCloseTo(((last.revenue - prev.revenue) / prev.revenue) * 100, 1);
    db.orders = [];
    expect(getEcommerceStats(db).kpis).toMatchObject({ orders: 0, revenue: 0, averageOrderValue: 0, revenueDelta: null });
  });

  it('a rejected category or settings body leaves the store as it was', () => {
    const db = createSeed();
    const before = JSON.stringify(db);
    expect(addCategory(db, { name: 1 }).ok).toBe(false);
    expect(updateStoreSettings(db, { shipping: { domesticRate: -1 } }).ok).toBe(false);
    const dupLocations = [
      { id: 'a', name: 'One place', address: 'Somewhere 1', fulfilsOnlineOrders: true },
      { id: 'a', name: 'Two place', address: 'Somewhere 2', fulfilsOnlineOrders: true },
    ];
    expect(updateStoreSettings(db, { locations: dupLocations })).toEqual({ ok: false, reason: 'invalid', errors: { 'locations.1.id': ['Duplicate location id'] } });
    expect(JSON.stringify(db)).toBe(before);
  });
});
