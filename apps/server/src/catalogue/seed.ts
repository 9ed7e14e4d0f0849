// An empty database's catalogue: the seed's categories, products (with any details), reviews and
// store settings written into their tables (decision 0027), as
// migrations/*_catalogue_from_documents.sql moves an existing database's. Ids are the seed's; each
// identity sequence then continues after the highest.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { productCategories, productDetails, products, reviews, storeLocations, storeSettings } from '../db/catalogue';
import type { Executor } from '../db/executor';
import { minorOf } from './money';
import { writeStoreSettings } from './queries';
import { toMinor } from '@atrium/api';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The seed without what the catalogue tables hold (what the document store kept before decision 0031). */
export function withoutCatalogue(data: Db): Db {
  const { productCategories: _c, productDetails: _d, storeSettings: _s, ...rest } = data;
  return { ...rest, products: [], reviews: [] } as unknown as Db;
}

/** Removes the whole catalogue (reset to the seed). */
export async function clearCatalogue(ex: Executor): Promise<void> {
  await ex.delete(storeLocations);
  await ex.delete(storeSettings);
  await ex.delete(reviews);
  await ex.delete(productDetails);
  await ex.delete(products);
  await ex.delete(productCategories);
}

/** The product a seeded review names: the one of that name and brand (the first, if the catalogue repeats one). */
function productIdsByName(data: Db): Map<string, number> {
  const byName = new Map<string, number>();
  for (const p of data.products) {
    const key = `${p.productName}\n${p.productBrand}`;
    if (!byName.has(key)) byName.set(key, p.id);
  }
  return byName;
}

export async function seedCatalogue(ex: Executor, data: Db): Promise<void> {
  const categoryIds = new Map<string, number>();
  if (data.productCategories.length > 0) {
    const rows = await ex
      .insert(productCategories)
      .values(data.productCategories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, description: c.description, status: c.status })))
      .returning({ id: productCategories.id, name: productCategories.name });
    for (const row of rows) categoryIds.set(row.name.toLowerCase(), row.id);
  }
  for (const part of chunks(data.products)) {
    await ex.insert(products).values(
      part.map((p) => {
        const categoryId = categoryIds.get(p.category.trim().toLowerCase());
        if (categoryId === undefined) throw new Error(`seed: product ${p.id} names no category (${p.category})`);
        return { id: p.id, name: p.productName, brand: p.productBrand, categoryId, stock: p.stock, sku: p.sku, priceMinor: toMinor(Number(p.price.replace(/[^0-9.-]/g, ''))), qty: p.qty, status: p.status, image: p.image, version: p.version ?? 1 };
      }),
    );
  }
  const known = new Set(data.products.map((p) => p.id));
  const details = data.productDetails.filter((d) => known.has(d.id));
  for (const part of chunks(details)) {
    await ex.insert(productDetails).values(
      part.map((d) => ({
        productId: d.id,
        barcode: d.barcode,
        description: d.description,
        images: d.images,
        discountedPriceMinor: minorOf(d.discountedPrice),
        chargeTax: d.chargeTax,
        shippingType: d.shippingType,
        weightGrams: d.weightKg === null ? null : Math.round(d.weightKg * 1000),
        tags: d.tags,
      })),
    );
  }
  const byName = productIdsByName(data);
  for (const part of chunks(data.reviews)) {
    await ex.insert(reviews).values(
      part.map((r) => ({
        id: r.id,
        productId: byName.get(`${r.product}\n${r.companyName}`) ?? null,
        productName: r.product,
        companyName: r.companyName,
        productImage: r.productImage,
        reviewer: r.reviewer,
        email: r.email,
        avatar: r.avatar,
        reviewedOn: r.date,
        status: r.status,
        rating: r.review,
        head: r.head,
        para: r.para,
      })),
    );
  }
  if (data.storeSettings) await writeStoreSettings(ex, data.storeSettings);
  for (const table of ['product_categories', 'products', 'reviews']) {
    await ex.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`));
  }
}
