// E-commerce: products, orders, customers, reviews, referrals, categories, stats and settings.
import { API_PATHS, buildPath, fieldErrorsSchema, productsResponseSchema, STALE_WRITE_MESSAGE, type NewProduct, type Product } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors, expectSorted, ids, readBack } from './expect';

/** "$1,249.50" → 1249.5 */
const money = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
/** "7/15/2024" → epoch ms */
const usDate = (text: string) => {
  const [m = 0, d = 0, y = 0] = text.split('/').map(Number);
  return Date.UTC(y, m - 1, d);
};

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
const ALL_PRODUCTS = `${API_PATHS.products}?itemsPerPage=100`;

export function ecommerceSuite(api: GetApi): void {
  describe('products', () => {
    startsSeeded(api, ['ecommerce']);
    it('GET: 50 products, newest first, 10 a page; page 5 is the last ten', async () => {
      const c = api().client();
      const res = await c.getProducts();
      expect(res.total).toBe(50);
      expect(ids(res.products)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
      expect(ids((await c.getProducts({ page: 5 })).products)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    });

    it('q matches name or brand; stock, category and status filter', async () => {
      const c = api().client();
      const all = (await c.getProducts({ itemsPerPage: 100 })).products;
      const sample = all[3];
      if (!sample) throw new Error('products');
      const brand = await c.getProducts({ q: sample.productBrand.toUpperCase(), itemsPerPage: 100 });
      expect(ids(brand.products)).toContain(sample.id);
      expect(brand.products.every((p) => `${p.productName} ${p.productBrand}`.toLowerCase().includes(sample.productBrand.toLowerCase()))).toBe(true);
      expect(ids((await c.getProducts({ q: sample.productName, itemsPerPage: 100 })).products)).toContain(sample.id);
      const filtered = await c.getProducts({ stock: sample.stock, category: sample.category, status: sample.status, itemsPerPage: 100 });
      const expected = all.filter((p) => p.stock === sample.stock && p.category === sample.category && p.status === sample.status);
      expect(ids(filtered.products)).toEqual(ids(expected));
      const raw = await api().call('GET', `${API_PATHS.products}?stock=true&itemsPerPage=100`);
      const inStock = productsResponseSchema.parse(raw.json);
      expect(inStock.total).toBe(all.filter((p) => p.stock).length);
    });

    it('sorts by product, category, status, price (as a number), qty and sku', async () => {
      const c = api().client();
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'product' | 'category' | 'status' | 'price' | 'qty' | 'sku') => (await c.getProducts({ sortBy, orderBy, itemsPerPage: 100 })).products;
        expectSorted((await list('product')).map((p) => p.productName), orderBy, 'product');
        expectSorted((await list('category')).map((p) => p.category), orderBy, 'category');
        expectSorted((await list('status')).map((p) => p.status), orderBy, 'status');
        expectSorted((await list('price')).map((p) => money(p.price)), orderBy, 'price');
        expectSorted((await list('qty')).map((p) => p.qty), orderBy, 'qty');
        expectSorted((await list('sku')).map((p) => p.sku), orderBy, 'sku');
      }
    });

    it('POST creates the product (201) and the list then finds it', async () => {
      const total = (await api().client().getProducts()).total;
      const res = await api().call('POST', API_PATHS.products, validProduct);
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ productName: 'Trail Runner X', price: '$129.99', category: 'Shoes', qty: 12, stock: true });
      const found = await api().client().getProducts({ q: 'trail runner x' });
      expect(found.products.map((p) => p.productName)).toEqual(['Trail Runner X']);
      expect((await api().client().getProducts()).total).toBe(total + 1);
    });

    it('POST rejects bad fields, cross-field rules, an unknown category and a SKU in use; nothing is written', async () => {
      const before = await readBack(api(), [ALL_PRODUCTS]);
      expectFieldErrors(await api().call('POST', API_PATHS.products, { ...validProduct, productName: 'x', price: -1 }), ['productName', 'price']);
      const discount = await api().call('POST', API_PATHS.products, { ...validProduct, discountedPrice: 200 });
      expectFieldErrors(discount, ['discountedPrice']);
      const existingSku = (await api().client().getProducts()).products[0]?.sku;
      const res = await api().call('POST', API_PATHS.products, { ...validProduct, category: 'Nope', sku: existingSku });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ errors: { category: ['Unknown category'], sku: ['This SKU is already in use'] } });
      expect((await api().call('POST', API_PATHS.products, undefined, { rawBody: '{' })).json).toEqual({ errors: { body: ['Malformed JSON'] } });
      expect(await readBack(api(), [ALL_PRODUCTS])).toBe(before);
    });

    it('GET one product answers it with its form values; PUT saves an edit the list shows', async () => {
      const c = api().client();
      const edit = await c.getProduct(3);
      expect(edit.product.id).toBe(3);
      expect(edit.values.productName).toBe(edit.product.productName);
      const saved = await c.updateProduct(3, { ...edit.values, productName: 'Edited Lamp', qty: 7, stock: true });
      expect(saved).toMatchObject({ id: 3, productName: 'Edited Lamp', qty: 7, stock: true });
      expect(ids((await c.getProducts({ q: 'edited lamp' })).products)).toEqual([3]);
      expect((await c.getProduct(3)).values.productName).toBe('Edited Lamp');
    });

    it('product PUT from an older version answers 409 with the version now and writes nothing; without a version it applies', async () => {
      const edit = await api().client().getProduct(4);
      const version = edit.product.version ?? 1;
      const path = buildPath(API_PATHS.product, { id: 4 });
      const first = await api().call('PUT', path, { ...edit.values, productName: 'First Editor', version });
      expect(first.status).toBe(200);
      expect((first.json as Product).version).toBe(version + 1);
      const before = await readBack(api(), [path, ALL_PRODUCTS]);
      const stale = await api().call('PUT', path, { ...edit.values, productName: 'Second Editor', version });
      expect(stale.status).toBe(409);
      expect(stale.json).toEqual({ message: STALE_WRITE_MESSAGE, version: version + 1 });
      expect(await readBack(api(), [path, ALL_PRODUCTS])).toBe(before);
      const blind = await api().call('PUT', path, { ...edit.values, productName: 'Blind Editor' });
      expect(blind.status).toBe(200);
      expect((blind.json as Product).version).toBe(version + 2);
    });

    it('two simultaneous creates with one SKU: one 201, one 400 with the field error, one product', async () => {
      const body = { ...validProduct, sku: 77_555 };
      const answers = await Promise.all([api().call('POST', API_PATHS.products, { ...body, productName: 'Race One' }), api().call('POST', API_PATHS.products, { ...body, productName: 'Race Two' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expect(answers.find((a) => a.status === 400)?.json).toEqual({ errors: { sku: ['This SKU is already in use'] } });
      const found = await api().client().getProducts({ q: 'race ', itemsPerPage: 100 });
      expect(found.products.filter((p) => p.sku === 77_555)).toHaveLength(1);
    });

    it('product PUT answers 400 with field errors (nothing written); GET and PUT answer 404 for an unknown product', async () => {
      const edit = await api().client().getProduct(3);
      const path = buildPath(API_PATHS.product, { id: 3 });
      const before = await readBack(api(), [path, ALL_PRODUCTS]);
      const res = await api().call('PUT', path, { ...edit.values, productName: 'x' });
      expectFieldErrors(res, ['productName']);
      expect(Object.keys(fieldErrorsSchema.parse(res.json).errors)).toEqual(['productName']);
      expect(await readBack(api(), [path, ALL_PRODUCTS])).toBe(before);
      expect((await api().call('GET', buildPath(API_PATHS.product, { id: 999 }))).status).toBe(404);
      expect((await api().call('PUT', buildPath(API_PATHS.product, { id: 999 }), validProduct)).status).toBe(404);
    });

    it('DELETE removes exactly one product (204); a missing one is 404 with an empty body (§8)', async () => {
      const before = ids((await api().client().getProducts({ itemsPerPage: 100 })).products);
      expect(before).toContain(10);
      expect((await api().call('DELETE', buildPath(API_PATHS.product, { id: 10 }))).status).toBe(204);
      const after = await api().client().getProducts({ itemsPerPage: 100 });
      expect(after.total).toBe(before.length - 1);
      expect(ids(after.products)).toEqual(before.filter((id) => id !== 10));
      const missing = await api().call('DELETE', buildPath(API_PATHS.product, { id: 10 }));
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('');
    });
  });

  describe('orders', () => {
    // after the products' writes: the seed facts asserted here are of data no earlier block wrote
    startsSeeded(api, []);
    it('GET: 100 orders; q matches customer, email or order number; pages', async () => {
      const c = api().client();
      const all = await c.getOrders({ itemsPerPage: 100 });
      expect(all.total).toBe(100);
      expect(ids(all.orders)).toEqual([...ids(all.orders)].sort((a, b) => b - a));
      const target = all.orders[7];
      if (!target) throw new Error('orders');
      expect(ids((await c.getOrders({ q: String(target.order), itemsPerPage: 100 })).orders)).toContain(target.id);
      expect(ids((await c.getOrders({ q: target.email.toUpperCase() })).orders)).toContain(target.id);
      expect(ids((await c.getOrders({ q: target.customer })).orders)).toContain(target.id);
      expect(ids((await c.getOrders({ page: 3, itemsPerPage: 25 })).orders)).toEqual(ids(all.orders).slice(50, 75));
    });

    it('sorts by order, customers, date (as a date), status and spent (as a number)', async () => {
      const c = api().client();
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'order' | 'customers' | 'date' | 'status' | 'spent') => (await c.getOrders({ sortBy, orderBy, itemsPerPage: 100 })).orders;
        expectSorted((await list('order')).map((o) => o.order), orderBy, 'order');
        expectSorted((await list('customers')).map((o) => o.customer), orderBy, 'customers');
        expectSorted((await list('date')).map((o) => usDate(o.date)), orderBy, 'date');
        expectSorted((await list('status')).map((o) => o.status), orderBy, 'status');
        expectSorted((await list('spent')).map((o) => o.spent), orderBy, 'spent');
      }
    });

    it('GET detail by the order number: amounts add up to the order; an unknown number is 404', async () => {
      const order = (await api().client().getOrders()).orders[0];
      if (!order) throw new Error('orders');
      const detail = await api().client().getOrder(order.order);
      expect(detail.order).toEqual(order);
      expect(detail.items.length).toBeGreaterThan(0);
      expect(detail.items.reduce((s, i) => s + i.unitPrice * i.qty, 0)).toBeCloseTo(detail.totals.subtotal, 2);
      expect(detail.totals.subtotal + detail.totals.shipping + detail.totals.tax).toBeCloseTo(order.spent, 2);
      expect(detail.timeline[0]?.step).toBe('Placed');
      const missing = await api().call('GET', buildPath(API_PATHS.order, { id: 9999 }));
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ error: 'Order not found' });
    });

    it('PUT takes one allowed step of the order state machine and answers the new detail', async () => {
      const c = api().client();
      const order = (await c.getOrders({ itemsPerPage: 100 })).orders.find((o) => o.payment === 2 && o.status === 'Dispatched');
      if (!order) throw new Error('a pending, dispatched order');
      const detail = await c.updateOrder(order.order, { payment: 1, status: 'Out for Delivery' });
      expect(detail.order).toMatchObject({ order: order.order, payment: 1, status: 'Out for Delivery' });
      expect((await c.getOrder(order.order)).order).toMatchObject({ payment: 1, status: 'Out for Delivery' });
    });

    it('PUT answers 400 to a step the state machine does not allow and to bad bodies (nothing written); 404 to an unknown order', async () => {
      const all = `${API_PATHS.orders}?itemsPerPage=100`;
      const order = (await api().client().getOrders({ itemsPerPage: 100 })).orders.find((o) => o.payment === 4);
      if (!order) throw new Error('a failed order');
      const path = buildPath(API_PATHS.order, { id: order.order });
      const before = await readBack(api(), [all]);
      const res = await api().call('PUT', path, { status: 'Delivered' });
      expect(res.status).toBe(400);
      expect(Object.keys(fieldErrorsSchema.parse(res.json).errors)).toEqual(['status']);
      expectFieldErrors(await api().call('PUT', path, { status: 'Lost' }), ['status']);
      expect((await api().call('PUT', path, {})).status).toBe(400);
      expect(await readBack(api(), [all])).toBe(before);
      expect((await api().call('PUT', buildPath(API_PATHS.order, { id: 9999 }), { payment: 1 })).status).toBe(404);
    });

    it('DELETE answers 204, and still 204 when the order is missing (§8)', async () => {
      const total = (await api().client().getOrders()).total;
      expect((await api().call('DELETE', buildPath(API_PATHS.order, { id: 5 }))).status).toBe(204);
      expect((await api().client().getOrders()).total).toBe(total - 1);
      expect((await api().call('DELETE', buildPath(API_PATHS.order, { id: 5 }))).status).toBe(204);
      expect((await api().client().getOrders()).total).toBe(total - 1);
    });
  });

  describe('customers, reviews, referrals', () => {
    // after the products' writes: the seed facts asserted here are of data no earlier block wrote
    startsSeeded(api, []);
    it('customers: 100; q matches name, country or email; sorts by each key', async () => {
      const c = api().client();
      const all = await c.getCustomers({ itemsPerPage: 100 });
      expect(all.total).toBe(100);
      const sample = all.customers[9];
      if (!sample) throw new Error('customers');
      const byCountry = await c.getCustomers({ q: sample.country.toLowerCase(), itemsPerPage: 100 });
      expect(ids(byCountry.customers)).toContain(sample.id);
      expect(byCountry.customers.every((x) => [x.customer, x.country, x.email].some((f) => f.toLowerCase().includes(sample.country.toLowerCase())))).toBe(true);
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'customer' | 'country' | 'customerId' | 'orders' | 'totalSpent') => (await c.getCustomers({ sortBy, orderBy, itemsPerPage: 100 })).customers;
        expectSorted((await list('customer')).map((x) => x.customer), orderBy, 'customer');
        expectSorted((await list('country')).map((x) => x.country), orderBy, 'country');
        expectSorted((await list('customerId')).map((x) => x.customerId), orderBy, 'customerId');
        expectSorted((await list('orders')).map((x) => x.order), orderBy, 'orders');
        expectSorted((await list('totalSpent')).map((x) => x.totalSpent), orderBy, 'totalSpent');
      }
    });

    it('customer detail looks up by customerId, not by id; 404 when the lookup fails (§8)', async () => {
      const first = (await api().client().getCustomers()).customers[0];
      if (!first) throw new Error('customers');
      const detail = await api().client().getCustomer(first.customerId);
      expect(detail).toMatchObject({ id: first.id, customerId: first.customerId, status: 'Active' });
      expect(detail.contact).not.toBe('');
      for (const id of [first.id, 'abc']) expect((await api().call('GET', buildPath(API_PATHS.customer, { id }))).status).toBe(404);
    });

    it('reviews: status All means no filter, Published filters; q; sorts; paging', async () => {
      const c = api().client();
      const all = await c.getReviews({ status: 'All', itemsPerPage: 100 });
      expect(all.total).toBe(100);
      const published = await c.getReviews({ status: 'Published', itemsPerPage: 100 });
      expect(published.total).toBe(all.reviews.filter((r) => r.status === 'Published').length);
      expect(published.total).toBeLessThan(100);
      const sample = all.reviews[2];
      if (!sample) throw new Error('reviews');
      expect(ids((await c.getReviews({ q: sample.reviewer.toUpperCase(), itemsPerPage: 100 })).reviews)).toContain(sample.id);
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'product' | 'reviewer' | 'date' | 'status') => (await c.getReviews({ sortBy, orderBy, itemsPerPage: 100 })).reviews;
        expectSorted((await list('product')).map((r) => r.product), orderBy, 'product');
        expectSorted((await list('reviewer')).map((r) => r.reviewer), orderBy, 'reviewer');
        expectSorted((await list('date')).map((r) => r.date), orderBy, 'date');
        expectSorted((await list('status')).map((r) => r.status), orderBy, 'status');
      }
      expect(ids((await c.getReviews({ page: 2, itemsPerPage: 50 })).reviews)).toEqual(ids(all.reviews).slice(50));
    });

    it('review DELETE answers 204, then 404 with an empty body (§8)', async () => {
      const total = (await api().client().getReviews()).total;
      expect((await api().call('DELETE', buildPath(API_PATHS.review, { id: 3 }))).status).toBe(204);
      expect((await api().client().getReviews()).total).toBe(total - 1);
      const missing = await api().call('DELETE', buildPath(API_PATHS.review, { id: 3 }));
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('');
    });

    it('referrals: 45; sorts users, referred-id, earning and value (as numbers), status', async () => {
      const c = api().client();
      expect((await c.getReferrals()).total).toBe(45);
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'users' | 'referred-id' | 'earning' | 'value' | 'status') => (await c.getReferrals({ sortBy, orderBy, itemsPerPage: 100 })).referrals;
        expectSorted((await list('users')).map((r) => r.user), orderBy, 'users');
        expectSorted((await list('referred-id')).map((r) => r.referredId), orderBy, 'referred-id');
        expectSorted((await list('earning')).map((r) => money(r.earning)), orderBy, 'earning');
        expectSorted((await list('value')).map((r) => money(r.value)), orderBy, 'value');
        expectSorted((await list('status')).map((r) => r.status), orderBy, 'status');
      }
      const all = await c.getReferrals({ itemsPerPage: 100 });
      expect(ids((await c.getReferrals({ page: 5, itemsPerPage: 10 })).referrals)).toEqual(ids(all.referrals).slice(40));
    });
  });

  describe('categories, stats, settings', () => {
    // after the products' writes: the seed facts asserted here are of data no earlier block wrote
    startsSeeded(api, []);
    it('stats agree with the lists', async () => {
      const c = api().client();
      const stats = await c.getEcommerceStats();
      const orders = await c.getOrders({ itemsPerPage: 100 });
      expect(stats.kpis.orders).toBe(orders.total);
      expect(stats.kpis.revenue).toBeCloseTo(orders.orders.reduce((s, o) => s + o.spent, 0), 2);
      expect(stats.kpis.products).toBe((await c.getProducts()).total);
      expect(stats.products.inStock).toBe((await c.getProducts({ stock: true })).total);
      expect(stats.kpis.customers).toBe((await c.getCustomers()).total);
      expect(stats.reviews.pending).toBe((await c.getReviews({ status: 'Pending' })).total);
      expect(stats.reviews.byRating.reduce((a, b) => a + b, 0)).toBe(stats.reviews.total);
      expect(stats.ordersByStatus.reduce((s, r) => s + r.count, 0)).toBe(orders.total);
      expect(stats.monthly).toHaveLength(12);
      const referrals = await c.getReferrals({ itemsPerPage: 100 });
      expect(stats.referrals.earnings).toBeCloseTo(referrals.referrals.reduce((s, r) => s + money(r.earning), 0), 2);
    });

    it('stats follow a deletion', async () => {
      const before = (await api().client().getEcommerceStats()).kpis.orders;
      const order = (await api().client().getOrders()).orders[0];
      await api().client().deleteOrder(order?.id ?? 0);
      expect((await api().client().getEcommerceStats()).kpis.orders).toBe(before - 1);
    });

    it('categories: the six seed ones with counts that match the product filter; q; sorted by value', async () => {
      const c = api().client();
      const res = await c.getCategories({ itemsPerPage: 100 });
      expect(res.total).toBe(6);
      for (const category of res.categories) expect(category.productCount).toBe((await c.getProducts({ category: category.name })).total);
      expect((await c.getCategories({ q: 'SHOE' })).categories.map((x) => x.name)).toEqual(['Shoes']);
      for (const orderBy of ['asc', 'desc'] as const) {
        expectSorted((await c.getCategories({ sortBy: 'value', orderBy })).categories.map((x) => x.stockValue), orderBy, 'value');
        expectSorted((await c.getCategories({ sortBy: 'name', orderBy })).categories.map((x) => x.name), orderBy, 'name');
      }
    });

    it('category POST creates (201), a duplicate is 400 (nothing written), and a product can use it', async () => {
      const created = await api().call('POST', API_PATHS.productCategories, { name: 'Garden', description: 'Outdoors', status: 'Published' });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ name: 'Garden', slug: 'garden' });
      const path = `${API_PATHS.productCategories}?itemsPerPage=100`;
      const before = await readBack(api(), [path]);
      const dup = await api().call('POST', API_PATHS.productCategories, { name: 'garden', description: '', status: 'Published' });
      expect(dup.status).toBe(400);
      expect(dup.json).toEqual({ errors: { name: ['A category with this name already exists'] } });
      expectFieldErrors(await api().call('POST', API_PATHS.productCategories, { name: 'x', description: '', status: 'Nope' }), ['name', 'status']);
      expect(await readBack(api(), [path])).toBe(before);
      expect((await api().call('POST', API_PATHS.products, { ...validProduct, productName: 'Garden Hose', sku: 77_002, category: 'Garden' })).status).toBe(201);
      expect((await api().client().getCategories({ q: 'garden' })).categories[0]?.productCount).toBe(1);
    });

    it('two simultaneous category creates of one name in different cases: one 201, one 400 with the field error', async () => {
      const answers = await Promise.all(['Patio', 'PATIO'].map((name) => api().call('POST', API_PATHS.productCategories, { name, description: '', status: 'Published' })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expect(answers.find((a) => a.status === 400)?.json).toEqual({ errors: { name: ['A category with this name already exists'] } });
      expect((await api().client().getCategories({ q: 'patio' })).total).toBe(1);
    });

    it('category PUT renames and carries the products along; 404 unknown; 400 bad body', async () => {
      const c = api().client();
      const before = (await c.getCategories({ q: 'shoes' })).categories[0];
      if (!before) throw new Error('Shoes category');
      const updated = await c.updateCategory(before.id, { name: 'Footwear', description: 'All shoes', status: 'Inactive' });
      expect(updated).toMatchObject({ id: before.id, name: 'Footwear', status: 'Inactive' });
      expect((await c.getCategories({ q: 'footwear' })).categories[0]?.productCount).toBe(before.productCount);
      expect((await c.getProducts({ category: 'Shoes' })).total).toBe(0);
      expect((await api().call('PUT', buildPath(API_PATHS.productCategory, { id: 9999 }), { name: 'Xy', description: '', status: 'Published' })).status).toBe(404);
      expectFieldErrors(await api().call('PUT', buildPath(API_PATHS.productCategory, { id: before.id }), { name: '', description: '', status: 'Nope' }), ['name', 'status']);
    });

    it('settings: GET, PUT merges a section and keeps it; bad bodies are 400 with field paths and write nothing', async () => {
      const c = api().client();
      const initial = await c.getStoreSettings();
      expect(initial.store.currency).toBe('USD');
      const before = await readBack(api(), [API_PATHS.ecommerceSettings]);
      const res = await api().call('PUT', API_PATHS.ecommerceSettings, { store: { name: 'A', email: 'nope', phone: 'x', currency: 'XXX', address: '', supportEmail: '' }, locations: [] });
      expectFieldErrors(res, ['store.name', 'store.email', 'store.phone', 'store.currency', 'locations']);
      expect((await api().call('PUT', API_PATHS.ecommerceSettings, { unknown: true })).status).toBe(400);
      expect(await readBack(api(), [API_PATHS.ecommerceSettings])).toBe(before);
      const updated = await c.updateStoreSettings({ checkout: { ...initial.checkout, guestCheckout: !initial.checkout.guestCheckout } });
      expect(updated.checkout.guestCheckout).toBe(!initial.checkout.guestCheckout);
      expect(updated.store).toEqual(initial.store);
      expect((await c.getStoreSettings()).checkout.guestCheckout).toBe(!initial.checkout.guestCheckout);
    });
  });

  describe('orders keep what they sold; customers count their orders (decision 0028)', () => {
    startsSeeded(api, ['ecommerce']);
    it('a past order keeps its lines and prices when the product is renamed and repriced', async () => {
      const c = api().client();
      const order = (await c.getOrders()).orders[0];
      if (!order) throw new Error('orders');
      const before = await c.getOrder(order.order);
      const line = before.items[0];
      if (!line) throw new Error('an order line');
      const edit = await c.getProduct(line.productId);
      const res = await api().call('PUT', buildPath(API_PATHS.product, { id: line.productId }), { ...edit.values, productName: 'Renamed Since', price: edit.values.price + 100 });
      expect(res.status).toBe(200);
      expect((await c.getProducts({ q: 'Renamed Since' })).total).toBe(1);
      const after = await c.getOrder(order.order);
      expect(after).toEqual(before);
      expect(after.items.map((i) => i.productName)).not.toContain('Renamed Since');
    });

    it("a customer's order count and total spent are the sum of their orders, and follow a deletion", async () => {
      const c = api().client();
      const orders = (await c.getOrders({ itemsPerPage: 100 })).orders;
      const customers = (await c.getCustomers({ itemsPerPage: 100 })).customers;
      const cents = (n: number) => Math.round(n * 100);
      for (const customer of customers) {
        const mine = orders.filter((o) => o.email.toLowerCase() === customer.email.toLowerCase());
        expect(customer.order, customer.email).toBe(mine.length);
        expect(cents(customer.totalSpent), customer.email).toBe(mine.reduce((sum, o) => sum + cents(o.spent), 0));
      }
      // every order is one of the customers'
      expect(orders.every((o) => customers.some((x) => x.email.toLowerCase() === o.email.toLowerCase()))).toBe(true);
      const order = orders[0];
      const owner = customers.find((x) => x.email.toLowerCase() === order?.email.toLowerCase());
      if (!order || !owner) throw new Error('an order and its customer');
      expect((await api().call('DELETE', buildPath(API_PATHS.order, { id: order.id }))).status).toBe(204);
      const after = await c.getCustomer(owner.customerId);
      expect(after.order).toBe(owner.order - 1);
      expect(cents(after.totalSpent)).toBe(cents(owner.totalSpent) - cents(order.spent));
    });

    it('PUT with the version it read saves once; the same version again answers 409 and writes nothing', async () => {
      const c = api().client();
      const order = (await c.getOrders({ itemsPerPage: 100 })).orders.find((o) => o.payment === 2 && o.status === 'Dispatched');
      if (!order?.version) throw new Error('a pending, dispatched order with a version');
      const path = buildPath(API_PATHS.order, { id: order.order });
      const first = await api().call('PUT', path, { payment: 1, version: order.version });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ order: { payment: 1, version: order.version + 1 } });
      const stale = await api().call('PUT', path, { status: 'Ready to Pickup', version: order.version });
      expect(stale.status).toBe(409);
      expect(stale.json).toMatchObject({ version: order.version + 1 });
      expect((await c.getOrder(order.order)).order).toMatchObject({ payment: 1, status: 'Dispatched' });
    });
  });
}
