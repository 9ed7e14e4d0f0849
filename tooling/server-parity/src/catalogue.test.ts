// The catalogue on its tables (decision 0027): products, categories, reviews and the store settings
// answered as the mock answers over the same seed (byte for byte), the unique constraints (one 201
// and one 400 for two simultaneous creates), a stale product edit's 409, the lists served by their
// indexes, and an existing database's catalogue moved from the documents by the migration.
import { parseQuery } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { API_PATHS, buildPath, categoriesQuerySchema, productsQuerySchema, reviewsQuerySchema, type EcommerceStats, type OrderDetail } from '@atrium/api';
import { getEcommerceStats, getProductForEdit, getStoreSettings, listCategories as mockCategories, listProducts as mockProducts, listReviews as mockReviews, updateStoreSettings as mockUpdateSettings } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories, listProducts, listReviews, productForEdit, readStoreSettings } from '@atrium/server/internal/catalogue/queries';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import type { AtriumServer } from '@atrium/server';
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

const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);
const productPath = (id: number) => buildPath(API_PATHS.product, { id });
const request = (path: string, query: string) => new Request(`${BASE}${path}?${query}`);

const PRODUCT_QUERIES = [
  '',
  'page=2&itemsPerPage=7',
  'page=99',
  'itemsPerPage=100',
  'sortBy=nope&orderBy=desc',
  ...['product', 'category', 'status', 'price', 'qty', 'sku'].flatMap((key) => [`sortBy=${key}&orderBy=asc&itemsPerPage=100`, `sortBy=${key}&orderBy=desc&itemsPerPage=8&page=2`]),
  ...['a', 'PRO', 'nike', ' x ', '%', 'zzz'].map((q) => `q=${encodeURIComponent(q)}&itemsPerPage=100`),
  'stock=true&itemsPerPage=100',
  'stock=false&sortBy=price&orderBy=desc',
  'category=shoes&itemsPerPage=100',
  'category=Home%20Decor&status=published&sortBy=qty',
  'status=Scheduled&itemsPerPage=100',
  'status=nope',
  'category=nope',
];
const CATEGORY_QUERIES = ['', 'itemsPerPage=2&page=2', 'q=o', 'q=GAMES', ...['name', 'products', 'value'].flatMap((key) => [`sortBy=${key}&orderBy=asc`, `sortBy=${key}&orderBy=desc`])];
const REVIEW_QUERIES = [
  '',
  'page=3&itemsPerPage=15',
  'itemsPerPage=100',
  ...['product', 'reviewer', 'date', 'status'].flatMap((key) => [`sortBy=${key}&orderBy=asc&itemsPerPage=100`, `sortBy=${key}&orderBy=desc&itemsPerPage=10&page=3`]),
  ...['a', 'AN', '@', 'gift'].map((q) => `q=${encodeURIComponent(q)}&itemsPerPage=100`),
  ...['All', 'published', 'Pending', 'nope', ''].map((status) => `status=${encodeURIComponent(status)}&itemsPerPage=100`),
];

describe('the same answers as the mock', () => {
  it('the lists of products, categories and reviews under every sort, filter and page answer the mock\'s bytes over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const query of PRODUCT_QUERIES) {
      const res = await call(server, 'GET', `${API_PATHS.products}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, `products ${query}`).toBe(JSON.stringify(mockProducts(seed, parseQuery(productsQuerySchema, request(API_PATHS.products, query)))));
    }
    for (const query of CATEGORY_QUERIES) {
      const res = await call(server, 'GET', `${API_PATHS.productCategories}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, `categories ${query}`).toBe(JSON.stringify(mockCategories(seed, parseQuery(categoriesQuerySchema, request(API_PATHS.productCategories, query)))));
    }
    for (const query of REVIEW_QUERIES) {
      const res = await call(server, 'GET', `${API_PATHS.reviews}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, `reviews ${query}`).toBe(JSON.stringify(mockReviews(seed, parseQuery(reviewsQuerySchema, request(API_PATHS.reviews, query)))));
    }
  });

  it('a product\'s editor values and the store settings answer the mock\'s bytes; the document-served stats and order detail read the tables', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const id of [1, 17, 50]) {
      const res = await call(server, 'GET', productPath(id), { token: admin });
      expect(res.text, String(id)).toBe(JSON.stringify(getProductForEdit(seed, id)));
    }
    expect((await call(server, 'GET', productPath(999), { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', API_PATHS.ecommerceSettings, { token: admin })).text).toBe(JSON.stringify(getStoreSettings(seed)));
    // the stats and the order detail read the catalogue from its tables (products, reviews)
    const stats = (await call(server, 'GET', API_PATHS.ecommerceStats, { token: admin })).body as EcommerceStats;
    expect(stats).toEqual(getEcommerceStats(seed));
    const order = seed.orders[0]?.order ?? 0;
    const detail = (await call(server, 'GET', buildPath(API_PATHS.order, { id: order }), { token: admin })).body as OrderDetail;
    expect(detail.items.length).toBeGreaterThan(0);
  });

  it('a settings edit answers what the mock answers for the same edit, and a repeated location id is the mock\'s 400', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const edit = {
      shipping: { domesticRate: 7.5, internationalRate: 30.25, freeShippingOver: null, processingDays: 3 },
      locations: [{ id: 'loc-9', name: 'Haifa store', address: '1 Port Road, Haifa', fulfilsOnlineOrders: true }],
      notifications: { ...getStoreSettings(seed).notifications, newCustomer: { email: true, app: true } },
    };
    const res = await call(server, 'PUT', API_PATHS.ecommerceSettings, { token: admin, body: edit });
    expect(res.status).toBe(200);
    const expected = mockUpdateSettings(seed, edit);
    if (!expected.ok) throw new Error('mock refused the edit');
    expect(res.text).toBe(JSON.stringify(expected.value));
    expect(JSON.stringify(await readStoreSettings(server.db))).toBe(JSON.stringify(expected.value));
    expect(await count(sql`select count(*)::int as n from store_locations`)).toBe(1);
    const twice = await call(server, 'PUT', API_PATHS.ecommerceSettings, { token: admin, body: { locations: [edit.locations[0], edit.locations[0]] } });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ errors: { 'locations.1.id': ['Duplicate location id'] } });
    // money is stored in cents
    expect(await count(sql`select domestic_rate_minor::int as n from store_settings`)).toBe(750);
    await call(server, 'PUT', API_PATHS.ecommerceSettings, { token: admin, body: getStoreSettings(createSeed({ now: SEED_NOW })) });
  });
});

describe('an existing database', () => {
  it('keeps its catalogue: the custom migration moves the previous server\'s documents into the tables', async () => {
    const staged = migrationsBefore('_catalogue.sql');
    const [first, moving] = [staged.named('_catalogue.sql'), staged.named('_catalogue_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      // the previous server: the catalogue in the documents, products without a version, one with
      // the editor's details, a category added since the seed and a changed store settings page
      const seed = createSeed({ now: SEED_NOW });
      seed.productCategories.push({ id: 7, name: 'Garden', slug: 'garden', description: 'Outdoor things', status: 'Inactive' });
      const [first0] = seed.products;
      if (!first0) throw new Error('seed products');
      first0.category = 'Garden';
      seed.productDetails.push({ id: first0.id, barcode: '12345678', description: '<p>kept</p>', images: [], discountedPrice: 1.5, chargeTax: false, shippingType: 'company', weightKg: 0.25, tags: ['a', 'b'] });
      seed.storeSettings.shipping.freeShippingOver = null;
      const documents = { ...seed, products: seed.products.map(({ version: _v, ...p }) => p), users: [], loginUsers: [], invoices: [], vehicles: [], courses: [], courseDetails: [], calendarEventsByAccount: {} };
      await connection.db.transaction(async (tx) => {
        await stageDocuments(tx, documents);
        // this server's store no longer writes products and reviews as documents: written as the previous server did
        for (const [collection, list] of [['products', documents.products], ['reviews', documents.reviews]] as const) {
          for (const [position, data] of list.entries()) await tx.execute(sql`insert into documents (collection, key, position, data) values (${collection}, ${String(data.id)}, ${position}, ${JSON.stringify(data)})`);
        }
      });
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      for (const query of ['itemsPerPage=100', 'sortBy=category&orderBy=desc&itemsPerPage=100', 'q=a&stock=true']) {
        const parsed = parseQuery(productsQuerySchema, request(API_PATHS.products, query));
        // the migrated products carry version 1 (the documents had none; the mock's seed says 1)
        expect(JSON.stringify(await listProducts(connection.db, parsed)), query).toBe(JSON.stringify(mockProducts(seed, parsed)));
      }
      for (const query of ['', 'sortBy=value&orderBy=desc']) {
        const parsed = parseQuery(categoriesQuerySchema, request(API_PATHS.productCategories, query));
        expect(JSON.stringify(await listCategories(connection.db, parsed)), query).toBe(JSON.stringify(mockCategories(seed, parsed)));
      }
      const reviewsQuery = parseQuery(reviewsQuerySchema, request(API_PATHS.reviews, 'itemsPerPage=100&sortBy=date'));
      expect(JSON.stringify(await listReviews(connection.db, reviewsQuery))).toBe(JSON.stringify(mockReviews(seed, reviewsQuery)));
      expect(JSON.stringify(await productForEdit(connection.db, first0.id))).toBe(JSON.stringify(getProductForEdit(seed, first0.id)));
      expect(JSON.stringify(await readStoreSettings(connection.db))).toBe(JSON.stringify(getStoreSettings(seed)));
      // every review points at a product of its name
      const [linked] = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from reviews r join products p on p.id = r.product_id and p.name = r.product_name`));
      expect(linked?.n).toBe(seed.reviews.length);
      // the documents are gone; new ids continue after the highest
      const [left] = rowsOf<{ n: number }>(
        await connection.db.execute(
          sql`select (select count(*) from documents where collection in ('products', 'productDetails', 'productCategories', 'reviews', 'storeSettings')) + (select count(*) from id_counters where name in ('products', 'reviews', 'productCategories', 'productDetails')) as n`,
        ),
      );
      expect(Number(left?.n)).toBe(0);
      const [next] = rowsOf<{ id: number }>(await connection.db.execute(sql`insert into product_categories (name, slug) values ('Next', 'next') returning id`));
      expect(next?.id).toBe(8);
      const [nextProduct] = rowsOf<{ id: number }>(await connection.db.execute(sql`insert into products (name, brand, category_id, stock, sku, price_minor, status) values ('n', 'b', 8, false, 1, 100, 'Inactive') returning id`));
      expect(nextProduct?.id).toBe(51);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
