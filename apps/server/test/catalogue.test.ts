// The catalogue on its tables (decision 0027): products, categories, reviews and the store settings
// answered as the mock answers over the same seed (byte for byte), the unique constraints (one 201
// and one 400 for two simultaneous creates), a stale product edit's 409, the lists served by their
// indexes, and an existing database's catalogue moved from the documents by the migration.
import { API_PATHS, buildPath, STALE_WRITE_MESSAGE, type EcommerceStats, type Product, type ProductEdit, type ProductsQuery } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFilters, productOrder } from '../src/catalogue/queries';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, PRODUCT_BODY, startTestServer } from './helpers';

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


describe('the same answers as the mock', () => {

  it('a client without the E-commerce permission is refused, and nobody signed out gets in', async () => {
    const client = await login(server, 'client@demo.com', 'client');
    for (const path of [API_PATHS.products, API_PATHS.productCategories, API_PATHS.reviews, API_PATHS.ecommerceSettings]) {
      expect((await call(server, 'GET', path)).status, path).toBe(401);
      expect((await call(server, 'GET', path, { token: client })).status, path).toBe(403);
    }
  });
});

describe('uniqueness from the constraints', () => {
  it('a SKU in use, and an unknown category with it, answer the mock\'s 400; two simultaneous creates of one SKU give one 201 and one 400', async () => {
    const taken = await call(server, 'POST', API_PATHS.products, { token: admin, body: { ...PRODUCT_BODY, sku: 77_100 } });
    expect(taken.status).toBe(201);
    const again = await call(server, 'POST', API_PATHS.products, { token: admin, body: { ...PRODUCT_BODY, sku: 77_100, category: 'Nope' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: { category: ['Unknown category'], sku: ['This SKU is already in use'] } });
    const answers = await Promise.all(['One', 'Two'].map((n) => call(server, 'POST', API_PATHS.products, { token: admin, body: { ...PRODUCT_BODY, productName: `Race ${n}`, sku: 77_101 } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({ errors: { sku: ['This SKU is already in use'] } });
    expect(await count(sql`select count(*)::int as n from products where sku = 77101`)).toBe(1);
    // an edit may keep its own SKU, not take another's
    const mine = (taken.body as Product).id;
    expect((await call(server, 'PUT', productPath(mine), { token: admin, body: { ...PRODUCT_BODY, sku: 77_100 } })).status).toBe(200);
    const stolen = await call(server, 'PUT', productPath(mine), { token: admin, body: { ...PRODUCT_BODY, sku: 77_101 } });
    expect(stolen.body).toEqual({ errors: { sku: ['This SKU is already in use'] } });
  });

  it('a category name is unique whatever its case; two simultaneous creates of one name give one 201 and one 400', async () => {
    const body = { name: 'Garden', description: 'Outdoor things', status: 'Published' };
    const answers = await Promise.all([call(server, 'POST', API_PATHS.productCategories, { token: admin, body }), call(server, 'POST', API_PATHS.productCategories, { token: admin, body: { ...body, name: 'GARDEN' } })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({ errors: { name: ['A category with this name already exists'] } });
    const rename = await call(server, 'PUT', buildPath(API_PATHS.productCategory, { id: 1 }), { token: admin, body: { ...body, name: 'garden' } });
    expect(rename.body).toEqual({ errors: { name: ['A category with this name already exists'] } });
    await expect(server.db.execute(sql`insert into product_categories (name, slug) values ('gArDeN', 'x')`)).rejects.toThrow();
  });

  it('a renamed category carries its products by the foreign key; the checks refuse what the API refuses', async () => {
    const before = await count(sql`select count(*)::int as n from products where category_id = 3`);
    const renamed = await call(server, 'PUT', buildPath(API_PATHS.productCategory, { id: 3 }), { token: admin, body: { name: 'Footwear', description: 'Shoes.', status: 'Published' } });
    expect(renamed.status).toBe(200);
    const listed = (await call(server, 'GET', `${API_PATHS.products}?category=footwear&itemsPerPage=100`, { token: admin })).body as { products: Product[]; total: number };
    expect(listed.total).toBe(before);
    expect(listed.products.every((p) => p.category === 'Footwear')).toBe(true);
    await call(server, 'PUT', buildPath(API_PATHS.productCategory, { id: 3 }), { token: admin, body: { name: 'Shoes', description: 'Running, casual and outdoor footwear.', status: 'Published' } });
    await expect(server.db.execute(sql`update reviews set rating = 6 where id = 1`)).rejects.toThrow();
    await expect(server.db.execute(sql`update products set status = 'Sold' where id = 1`)).rejects.toThrow();
    await expect(server.db.execute(sql`update products set price_minor = 0 where id = 1`)).rejects.toThrow();
    await expect(server.db.execute(sql`delete from product_categories where id = 1`)).rejects.toThrow();
  });
});

describe('a stale product edit', () => {
  it('answers 409 with the version now when the edit started from an older one, and writes nothing', async () => {
    const read = (await call(server, 'GET', productPath(5), { token: admin })).body as ProductEdit;
    const version = read.product.version ?? 0;
    const values = { ...read.values, qty: 3, stock: true };
    const mine = await call(server, 'PUT', productPath(5), { token: admin, body: { ...values, productName: 'First Editor', version } });
    expect(mine.status).toBe(200);
    expect((mine.body as Product).version).toBe(version + 1);
    const theirs = await call(server, 'PUT', productPath(5), { token: admin, body: { ...values, productName: 'Second Editor', version } });
    expect(theirs.status).toBe(409);
    expect(theirs.body).toEqual({ message: STALE_WRITE_MESSAGE, version: version + 1 });
    expect(((await call(server, 'GET', productPath(5), { token: admin })).body as ProductEdit).values.productName).toBe('First Editor');
    // without a version the edit applies (last write wins)
    const blind = await call(server, 'PUT', productPath(5), { token: admin, body: { ...values, productName: 'Blind Editor' } });
    expect((blind.body as Product).version).toBe(version + 2);
    // two simultaneous edits from one version: one 200, one 409
    const both = await Promise.all(['A', 'B'].map((n) => call(server, 'PUT', productPath(5), { token: admin, body: { ...values, productName: `Racer ${n}`, version: version + 2 } })));
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('the details are one row per product, gone with it; its reviews stay without the link', async () => {
    const created = await call(server, 'POST', API_PATHS.products, { token: admin, body: { ...PRODUCT_BODY, productName: 'Doomed Lamp', sku: 77_200, discountedPrice: 7.5, weightKg: 1.25 } });
    const id = (created.body as Product).id;
    const edit = (await call(server, 'GET', productPath(id), { token: admin })).body as ProductEdit;
    expect(edit.values).toMatchObject({ discountedPrice: 7.5, weightKg: 1.25, price: 10 });
    expect(await count(sql`select discounted_price_minor::int as n from product_details where product_id = ${id}`)).toBe(750);
    await server.db.execute(sql`update reviews set product_id = ${id} where id = 2`);
    expect((await call(server, 'DELETE', productPath(id), { token: admin })).status).toBe(204);
    expect(await count(sql`select count(*)::int as n from product_details where product_id = ${id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from reviews where id = 2 and product_id is null`)).toBe(1);
    const missing = await call(server, 'DELETE', productPath(id), { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('');
  });
});

describe('the lists, answered by SQL', () => {
  async function planOf(query: Partial<ProductsQuery>, part: 'page' | 'count' = 'page'): Promise<string> {
    const full = { ...query } as ProductsQuery;
    const statement =
      part === 'page'
        ? sql`explain select products.id from products where ${productFilters(full)} order by ${productOrder(full)} limit 10`
        : sql`explain select 1 from products where ${productFilters(full)} limit 10001`;
    return server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(statement))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
  }

  it('each product sort and filter has an index the plan uses; q uses the trigram index', async () => {
    expect(await planOf({ sortBy: 'product', orderBy: 'asc' })).toContain('products_by_name');
    expect(await planOf({ sortBy: 'price', orderBy: 'desc' })).toContain('products_by_price');
    expect(await planOf({ sortBy: 'qty', orderBy: 'asc' })).toContain('products_by_qty');
    expect(await planOf({ sortBy: 'sku', orderBy: 'asc' })).toContain('products_sku_key');
    expect(await planOf({ sortBy: 'status', orderBy: 'asc' })).toContain('products_by_status');
    expect(await planOf({ q: 'lamp' }, 'count')).toContain('products_search');
    expect(await planOf({ status: 'Published' }, 'count')).toContain('products_by_status');
  });

  it('no document holds the catalogue (the documents are gone); a review deleted counts at once in the stats, read from the tables', async () => {
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
    const before = (await call(server, 'GET', API_PATHS.ecommerceStats, { token: admin })).body as EcommerceStats;
    expect((await call(server, 'DELETE', buildPath(API_PATHS.review, { id: 3 }), { token: admin })).status).toBe(204);
    const stats = (await call(server, 'GET', API_PATHS.ecommerceStats, { token: admin })).body as EcommerceStats;
    expect(stats.reviews.total).toBe(await count(sql`select count(*)::int as n from reviews`));
    expect(stats.reviews.total).toBe(before.reviews.total - 1);
  });
});
