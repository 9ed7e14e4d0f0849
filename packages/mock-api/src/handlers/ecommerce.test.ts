import { parseAmount } from '@atrium/core';
import type { ProductsResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/ecommerce (HTTP)', () => {
  describe('products', () => {
    it('GET: 50 products, newest first, 10 per page by default', async () => {
      const res = await client.getProducts();
      expect(res.total).toBe(50);
      expect(res.products.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    });

    it('q matches name or brand; stock, category and status filter', async () => {
      const brand = await client.getProducts({ q: 'SONORA', itemsPerPage: 100 });
      expect(brand.products.length).toBeGreaterThan(0);
      expect(brand.products.every((p) => `${p.productName} ${p.productBrand}`.toLowerCase().includes('sonora'))).toBe(true);
      const name = await client.getProducts({ q: 'watch', itemsPerPage: 100 });
      expect(name.products.map((p) => p.productName)).toContain('Halo Smart Watch Series 3');
      const filtered = await client.getProducts({ stock: false, category: 'Shoes', status: 'Published', itemsPerPage: 100 });
      expect(filtered.products.every((p) => !p.stock && p.category === 'Shoes' && p.status === 'Published')).toBe(true);
      const raw = await call('GET', '/api/apps/ecommerce/products?stock=true&itemsPerPage=100');
      expect((raw.json as ProductsResponse).products.every((p) => p.stock)).toBe(true);
    });

    it('price sorts as a number, not as text', async () => {
      const res = await client.getProducts({ sortBy: 'price', orderBy: 'desc', itemsPerPage: 100 });
      const prices = res.products.map((p) => parseAmount(p.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('DELETE removes exactly one product (the original removed three) and answers 204', async () => {
      const res = await call('DELETE', '/api/apps/ecommerce/products/10');
      expect(res.status).toBe(204);
      const after = await client.getProducts({ itemsPerPage: 100 });
      expect(after.total).toBe(49);
      expect(after.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1).filter((id) => id !== 10));
    });

    it('DELETE of a missing product answers 404 with an empty body (§8)', async () => {
      const res = await call('DELETE', '/api/apps/ecommerce/products/999');
      expect(res.status).toBe(404);
      expect(res.text).toBe('');
    });
  });

  describe('orders', () => {
    it('GET: 100 orders; q matches customer, email or order number', async () => {
      const all = await client.getOrders({ itemsPerPage: 100 });
      expect(all.total).toBe(100);
      const target = all.orders[7];
      const byNumber = await client.getOrders({ q: String(target?.order), itemsPerPage: 100 });
      expect(byNumber.orders.map((o) => o.id)).toContain(target?.id);
      const byEmail = await client.getOrders({ q: target?.email.toUpperCase() ?? '' });
      expect(byEmail.orders.map((o) => o.id)).toContain(target?.id);
    });

    it('sorts spent numerically and date chronologically', async () => {
      const spent = (await client.getOrders({ sortBy: 'spent', itemsPerPage: 100 })).orders.map((o) => o.spent);
      expect(spent).toEqual([...spent].sort((a, b) => a - b));
      const dates = (await client.getOrders({ sortBy: 'date', orderBy: 'desc', itemsPerPage: 100 })).orders.map((o) => {
        const [m = 0, d = 0, y = 0] = o.date.split('/').map(Number);
        return Date.UTC(y, m - 1, d);
      });
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('DELETE answers 204, and still 204 when the order is missing (§8)', async () => {
      expect((await call('DELETE', '/api/apps/ecommerce/orders/5')).status).toBe(204);
      expect((await client.getOrders()).total).toBe(99);
      const before = snapshotDb();
      expect((await call('DELETE', '/api/apps/ecommerce/orders/5')).status).toBe(204);
      expect(snapshotDb()).toBe(before);
    });
  });

  describe('customers', () => {
    it('GET: 100 customers; q matches name, country or email', async () => {
      const res = await client.getCustomers({ q: 'germany', itemsPerPage: 100 });
      expect(res.customers.length).toBeGreaterThan(0);
      expect(res.customers.every((c) => [c.customer, c.country, c.email].some((f) => f.toLowerCase().includes('germany')))).toBe(true);
      expect((await client.getCustomers()).total).toBe(100);
    });

    it('sorts totalSpent and customerId numerically', async () => {
      const spent = (await client.getCustomers({ sortBy: 'totalSpent', itemsPerPage: 100 })).customers.map((c) => c.totalSpent);
      expect(spent).toEqual([...spent].sort((a, b) => a - b));
      const ids = (await client.getCustomers({ sortBy: 'customerId', orderBy: 'desc', itemsPerPage: 100 })).customers.map((c) => c.customerId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('GET /customers/{id} looks up by customerId and adds status and contact', async () => {
      const [first] = (await client.getCustomers()).customers;
      const detail = await client.getCustomer(first?.customerId ?? 0);
      expect(detail).toMatchObject({ id: first?.id, customerId: first?.customerId, status: 'Active' });
      expect(detail.contact).toBeTruthy();
    });

    it('customer detail answers 404 when the lookup fails (§8), including by row id', async () => {
      expect((await call('GET', '/api/apps/ecommerce/customers/1')).status).toBe(404);
      expect((await call('GET', '/api/apps/ecommerce/customers/abc')).status).toBe(404);
    });
  });

  describe('reviews', () => {
    it('status All means no filter; Published filters', async () => {
      expect((await client.getReviews({ status: 'All' })).total).toBe(100);
      const published = await client.getReviews({ status: 'Published', itemsPerPage: 100 });
      expect(published.total).toBeLessThan(100);
      expect(published.reviews.every((r) => r.status === 'Published')).toBe(true);
    });

    it('sorts by date and reviewer', async () => {
      const dates = (await client.getReviews({ sortBy: 'date', itemsPerPage: 100 })).reviews.map((r) => r.date);
      expect(dates).toEqual([...dates].sort());
    });

    it('DELETE answers 204, then 404 with an empty body', async () => {
      expect((await call('DELETE', '/api/apps/ecommerce/reviews/3')).status).toBe(204);
      const missing = await call('DELETE', '/api/apps/ecommerce/reviews/3');
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('');
    });
  });

  describe('referrals', () => {
    it('GET: 45 referrals; earning and value sort numerically', async () => {
      expect((await client.getReferrals()).total).toBe(45);
      const earning = (await client.getReferrals({ sortBy: 'earning', orderBy: 'desc', itemsPerPage: 100 })).referrals.map((r) => parseAmount(r.earning));
      expect(earning).toEqual([...earning].sort((a, b) => b - a));
      const referred = (await client.getReferrals({ sortBy: 'referred-id', itemsPerPage: 100 })).referrals.map((r) => r.referredId);
      expect(referred).toEqual([...referred].sort((a, b) => a - b));
    });
  });
});
