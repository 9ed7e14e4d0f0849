import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed';
import { addCategory, getEcommerceStats, getOrderDetail, listCategories, updateStoreSettings } from './ecommerce-extra';

describe('@atrium/mock-api/services/ecommerce-extra', () => {
  it('every seeded product belongs to a seeded category', () => {
    const db = createSeed();
    const summary = listCategories(db, { page: 1, itemsPerPage: 100, q: '' });
    expect(summary.categories.reduce((sum, c) => sum + c.productCount, 0)).toBe(db.products.length);
  });

  it('order detail amounts add up for every order', () => {
    const db = createSeed();
    for (const order of db.orders) {
      const detail = getOrderDetail(db, order.id);
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
