// fast-check properties of SPEC §5/§9's list rules and of "bad input never hurts".
import { PRODUCT_SORT_KEYS, itemsPerPageParamSchema, pageParamSchema, productsQuerySchema, usersQuerySchema, type Product } from '@atrium/api';
import { parseAmount, parsePageRequest } from '@atrium/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@atrium/fixtures';
import { listProducts } from './services/ecommerce';
import { listUsers } from './services/users';
import { resetDemoData } from './store/store';
import { call, snapshotDb, useMockServer } from './test/server';

useMockServer();

const db = createSeed({ now: new Date('2025-06-15T00:00:00Z') });
const words = [...new Set(db.products.flatMap((p) => `${p.productName} ${p.productBrand}`.toLowerCase().split(/\s+/)))];
const queryArb = fc.oneof(fc.constant(''), fc.constantFrom(...words), fc.string({ maxLength: 3 }));

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
const productKey: Record<(typeof PRODUCT_SORT_KEYS)[number], (p: Product) => string | number> = {
  product: (p) => p.productName,
  category: (p) => p.category,
  status: (p) => p.status,
  price: (p) => parseAmount(p.price),
  qty: (p) => p.qty,
  sku: (p) => p.sku,
};

describe('@atrium/mock-api/properties', () => {
  it('the contract reads page and itemsPerPage exactly as @atrium/core does', () => {
    const raw = fc.oneof(fc.string({ maxLength: 25 }), fc.integer().map(String), fc.double().map(String), fc.constant(undefined));
    fc.assert(
      fc.property(raw, raw, (page, size) => {
        expect({ page: pageParamSchema.parse(page), itemsPerPage: itemsPerPageParamSchema.parse(size) }).toEqual(parsePageRequest(page, size));
      }),
      { numRuns: 300 },
    );
  });

  it('paging covers the filtered set exactly once', () => {
    fc.assert(
      fc.property(queryArb, fc.option(fc.boolean(), { nil: undefined }), fc.integer({ min: 1, max: 30 }), (q, stock, itemsPerPage) => {
        const base = productsQuerySchema.parse({ q, stock, itemsPerPage });
        const first = listProducts(db, base);
        const pages = Math.max(1, Math.ceil(first.total / itemsPerPage));
        const seen = Array.from({ length: pages }, (_, i) => listProducts(db, { ...base, page: i + 1 }).products).flat();
        expect(seen).toHaveLength(first.total);
        expect(new Set(seen.map((p) => p.id)).size).toBe(first.total);
        const expected = db.products.filter(
          (p) => (q.trim() === '' || `${p.productName}\n${p.productBrand}`.toLowerCase().includes(q.trim().toLowerCase())) && (stock === undefined || p.stock === stock),
        );
        expect(new Set(seen.map((p) => p.id))).toEqual(new Set(expected.map((p) => p.id)));
        expect(listProducts(db, { ...base, page: pages + 1 }).products).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('sorting is ordered and stable (ties keep the newest-first order)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_SORT_KEYS), fc.constantFrom('asc' as const, 'desc' as const), queryArb, (sortBy, orderBy, q) => {
        const { products } = listProducts(db, { ...productsQuerySchema.parse({ q, sortBy, orderBy }), itemsPerPage: 100 });
        const key = productKey[sortBy];
        for (let i = 1; i < products.length; i += 1) {
          const prev = products[i - 1];
          const cur = products[i];
          if (!prev || !cur) continue;
          const a = key(prev);
          const b = key(cur);
          const cmp = typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a), String(b));
          expect(orderBy === 'asc' ? cmp <= 0 : cmp >= 0).toBe(true);
          if (cmp === 0) expect(prev.id).toBeGreaterThan(cur.id);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('search results all match, and nothing that matches is missed', () => {
    const names = db.users.flatMap((u) => [u.fullName, u.email, u.username]);
    const q = fc.oneof(
      fc.constantFrom(...names).chain((n) => fc.tuple(fc.nat(n.length), fc.nat(6)).map(([s, l]) => n.slice(s, s + l + 1))),
      fc.string({ maxLength: 4 }),
      fc.constantFrom('ş', 'É', '😀', ' A '),
    );
    fc.assert(
      fc.property(q, (term) => {
        const res = listUsers(db, usersQuerySchema.parse({ q: term, itemsPerPage: 100 }));
        const needle = term.trim().toLowerCase();
        const expected = db.users.filter((u) => needle === '' || [u.fullName, u.username, u.email].some((f) => f.toLowerCase().includes(needle)));
        expect(res.totalUsers).toBe(expected.length);
        expect(new Set(res.users.map((u) => u.id))).toEqual(new Set(expected.map((u) => u.id)));
      }),
      { numRuns: 200 },
    );
  });

  it('bad input never gives a 5xx, and a rejected request never changes the store', async () => {
    const listPaths = [
      '/api/app-bar/search',
      '/api/apps/academy/courses',
      '/api/apps/calendar',
      '/api/apps/chat/chats-and-contacts',
      '/api/apps/ecommerce/products',
      '/api/apps/ecommerce/orders',
      '/api/apps/ecommerce/customers',
      '/api/apps/ecommerce/reviews',
      '/api/apps/ecommerce/referrals',
      '/api/apps/email',
      '/api/apps/invoice',
      '/api/apps/logistics/vehicles',
      '/api/apps/permissions',
      '/api/apps/users',
      '/api/dashboard/analytics/projects',
      '/api/pages/faq',
      '/api/pages/profile',
    ];
    const paramNames = ['q', 'page', 'itemsPerPage', 'sortBy', 'orderBy', 'label', 'hideCompleted', 'stock', 'status', 'filter', 'calendars', 'tab', 'selectedDateRange[start]', 'role', '__proto__', 'constructor[x]'];
    const idArb = fc.oneof(fc.integer({ min: -5, max: 6000 }).map(String), fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/));
    const bodyArb = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 40 }),
      fc.record({ title: fc.jsonValue(), start: fc.jsonValue(), ids: fc.jsonValue(), message: fc.jsonValue(), email: fc.jsonValue(), fullName: fc.jsonValue() }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
    );
    const requestArb = fc.oneof(
      fc.record({
        method: fc.constant('GET' as const),
        path: fc.constantFrom(...listPaths),
        query: fc.array(fc.tuple(fc.constantFrom(...paramNames), fc.string({ maxLength: 30 })), { maxLength: 6 }),
        body: fc.constant(undefined),
      }),
      fc.record({
        method: fc.constantFrom('POST' as const),
        path: fc.constantFrom('/api/apps/calendar', '/api/apps/email', '/api/apps/users', '/api/auth/login', '/api/apps/chat/chats/1', '/api/apps/chat/chats/9'),
        query: fc.constant([]),
        body: bodyArb,
      }),
      fc.record({
        method: fc.constantFrom('PUT' as const),
        path: idArb.map((id) => `/api/apps/calendar/${id}`),
        query: fc.constant([]),
        body: bodyArb,
      }),
      fc
        .tuple(
          fc.constantFrom(
            ['GET', 'ecommerce/customers'],
            ['GET', 'invoice'],
            ['GET', 'users'],
            ['GET', 'chat/chats'],
            ['DELETE', 'calendar'],
            ['DELETE', 'ecommerce/products'],
            ['DELETE', 'ecommerce/orders'],
            ['DELETE', 'ecommerce/reviews'],
            ['DELETE', 'invoice'],
            ['DELETE', 'users'],
          ),
          idArb,
        )
        .map(([[method, prefix], id]) => ({ method, path: `/api/apps/${prefix}/${id}`, query: [] as Array<[string, string]>, body: undefined })),
    );
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ method, path, query, body }) => {
        resetDemoData();
        const before = snapshotDb();
        const search = new URLSearchParams(query.map(([k, v]) => [k, v])).toString();
        const res = await call(method, `${path}${search ? `?${search}` : ''}`, undefined, body === undefined ? {} : { rawBody: body });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(snapshotDb()).toBe(before);
      }),
      { numRuns: 250 },
    );
  });
});
