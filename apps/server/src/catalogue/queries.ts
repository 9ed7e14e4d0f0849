// The catalogue tables' queries (src/db/catalogue.ts, decision 0027): each list one SQL statement
// (filters in WHERE, ORDER BY the sort key then the id newest first, LIMIT/OFFSET, the capped
// total beside the page), the category summaries one aggregate, and each write touching only its
// rows under PostgreSQL's row locks. Uniqueness (a product's SKU, a category's name whatever its
// case) comes from the constraints; the lookups before a write only put the mock's messages in the
// mock's order, and a race past them still ends on the constraint (400, never a duplicate).
import {
  NOTIFICATION_EVENTS,
  PRODUCT_STATUSES,
  REVIEW_STATUS_FILTER_ALL,
  REVIEW_STATUSES,
  type CategoriesQuery,
  type CategoriesResponse,
  type Category,
  type CategoryInput,
  type CategorySummary,
  type NewProduct,
  type Product,
  type ProductEdit,
  type ProductsQuery,
  type ProductsResponse,
  type Review,
  type ReviewsQuery,
  type ReviewsResponse,
  type StoreSettings,
  type StoreSettingsUpdate,
} from '@atrium/api';
import { normalizeQuery, parsePageRequest } from '@atrium/core';
import { slugify, thumbnail, TOP_PRODUCTS, type CatalogueAggregates } from '@atrium/domain';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { jsonOf, rowsOf } from '../db/client';
import { productCategories, productDetails, products, reviews, storeLocations, storeSettings } from '../db/catalogue';
import { textSortKey } from '../db/logistics';
import { cappedCount, pageTotal } from '../db/list-total';
import type { Executor } from '../db/executor';
import { dollarsOf, minorOf, priceText } from './money';

export const SKU_TAKEN_MESSAGE = 'This SKU is already in use';
export const CATEGORY_TAKEN_MESSAGE = 'A category with this name already exists';
export const UNKNOWN_CATEGORY_MESSAGE = 'Unknown category';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` over fields joined by a line break, as their trigram index is; a term holding one matches nothing. */
function searchCondition(term: string, joined: SQL): SQL | undefined {
  if (term === '') return undefined;
  return term.includes('\n') ? sql`false` : sql`lower(${joined}) like ${`%${escapeLike(term)}%`}`;
}

/** `value` as one of `allowed` whatever its case, '' when the filter is unset, undefined when it names none. */
function enumFilter(value: string | undefined, allowed: readonly string[]): string | undefined {
  if (value === undefined || value === '') return '';
  return allowed.find((a) => a.toLowerCase() === value.toLowerCase());
}

const direction = (orderBy: string | undefined) => (orderBy === 'desc' ? sql`desc` : sql`asc`);
const whereOf = (conditions: Array<SQL | undefined>): SQL => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? sql.join(present, sql` and `) : sql`true`;
};
const totalFields = ({ total, exact }: { total: number; exact: boolean }) => ({ total, ...(exact ? {} : { totalExact: false }) });

// --- products --------------------------------------------------------------------------------

const productColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: productCategories.name,
  stock: products.stock,
  sku: products.sku,
  priceMinor: products.priceMinor,
  qty: products.qty,
  status: products.status,
  image: products.image,
  version: products.version,
};
type ProductRow = { id: number; name: string; brand: string; category: string; stock: boolean; sku: number; priceMinor: number | string; qty: number; status: string; image: string; version: number };

/** The contract's Product from its row (the fields in the mock's order). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    productName: row.name,
    productBrand: row.brand,
    category: row.category,
    stock: row.stock,
    sku: row.sku,
    price: priceText(Number(row.priceMinor)),
    qty: row.qty,
    status: row.status as Product['status'],
    image: row.image,
    version: row.version,
  };
}

/** The list's filters as one WHERE condition over `products` alone (the category by a subquery on its name). */
export function productFilters(query: ProductsQuery): SQL {
  const status = enumFilter(query.status, PRODUCT_STATUSES);
  return whereOf([
    searchCondition(normalizeQuery(query.q), sql`${products.name} || E'\\n' || ${products.brand}`),
    query.stock === undefined ? undefined : sql`${products.stock} = ${query.stock}`,
    query.category === undefined || query.category === '' ? undefined : sql`${products.categoryId} in (select c.id from ${productCategories} c where lower(c.name) = lower(${query.category}))`,
    status === '' ? undefined : status === undefined ? sql`false` : sql`${products.status} = ${status}`,
  ]);
}

/** ORDER BY: the sort key, then the id newest first (the unique tiebreaker, and the mock's order among equals). */
export function productOrder(query: Pick<ProductsQuery, 'sortBy' | 'orderBy'>): SQL {
  const keys: Record<NonNullable<ProductsQuery['sortBy']>, SQL> = {
    product: textSortKey(products.name),
    category: textSortKey(productCategories.name),
    status: sql`${products.status}`,
    price: sql`${products.priceMinor}`,
    qty: sql`${products.qty}`,
    sku: sql`${products.sku}`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  return key === undefined ? sql`${products.id} desc` : sql`${key} ${direction(query.orderBy)}, ${products.id} desc`;
}

/** GET /api/apps/ecommerce/products as one statement; a page past the last is empty (SPEC §9). */
export async function listProducts(ex: Executor, query: ProductsQuery): Promise<ProductsResponse> {
  const where = productFilters(query);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const counted = cappedCount(products, where);
  const rows = await ex
    .select({ ...productColumns, matched: counted })
    .from(products)
    .innerJoin(productCategories, eq(products.categoryId, productCategories.id))
    .where(where)
    .orderBy(productOrder(query))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  return { products: rows.map(toProduct), ...totalFields(await pageTotal(ex, rows, counted)) };
}

/** Every product, oldest first: what the e-commerce stats and the checkout's price lookup read. */
export async function loadProducts(ex: Executor, ids?: readonly number[]): Promise<Product[]> {
  const query = ex.select(productColumns).from(products).innerJoin(productCategories, eq(products.categoryId, productCategories.id));
  // `ids`: only those (a checkout's products, by the primary key), not the whole catalogue
  const rows = await (ids === undefined ? query : query.where(inArray(products.id, ids.length > 0 ? [...ids] : [-1]))).orderBy(asc(products.id));
  return rows.map(toProduct);
}

/**
 * The store dashboard's catalogue part (domain's CatalogueAggregates) in SQL: the product and
 * review counts in one aggregate statement (the statuses in the order of their first product, as the
 * mock counts them), and the top products by stock value (price × quantity
 * in cents, the lower id first among equals) as one ordered page. Nothing loads the whole catalogue.
 */
export async function catalogueAggregates(ex: Executor): Promise<CatalogueAggregates> {
  const [counts, top] = await Promise.all([
    ex.execute(sql`
      select
        (select count(*)::int from ${products}) as products,
        (select count(*)::int from ${products} where stock) as in_stock,
        (select coalesce(json_object_agg(status, n order by first_id), '{}') from (select status, count(*)::int as n, min(id) as first_id from ${products} group by status) s) as by_status,
        (select json_build_array(count(*)::int, (count(*) filter (where status = 'Published'))::int, (count(*) filter (where status = 'Pending'))::int,
          coalesce(sum(rating), 0)::int, (count(*) filter (where rating = 1))::int, (count(*) filter (where rating = 2))::int,
          (count(*) filter (where rating = 3))::int, (count(*) filter (where rating = 4))::int, (count(*) filter (where rating = 5))::int) from ${reviews}) as reviews`),
    ex
      .select(productColumns)
      .from(products)
      .innerJoin(productCategories, eq(products.categoryId, productCategories.id))
      .orderBy(sql`${products.priceMinor} * ${products.qty} desc`, asc(products.id))
      .limit(TOP_PRODUCTS),
  ]);
  const [row] = rowsOf<{ products: number; in_stock: number; by_status: unknown; reviews: unknown }>(counts);
  const [total = 0, published = 0, pending = 0, ratingSum = 0, ...byRating] = jsonOf<number[]>(row?.reviews ?? '[]').map(Number);
  return {
    products: Number(row?.products ?? 0),
    inStock: Number(row?.in_stock ?? 0),
    byStatus: jsonOf<Record<string, number>>(row?.by_status ?? '{}'),
    topProducts: top.map(toProduct),
    reviews: { total, published, pending, ratingSum, byRating },
  };
}

async function findProductRow(ex: Executor, id: number, { lock = false } = {}): Promise<ProductRow | undefined> {
  const query = ex.select(productColumns).from(products).innerJoin(productCategories, eq(products.categoryId, productCategories.id)).where(eq(products.id, id));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  return row;
}

export async function productExists(ex: Executor, id: number): Promise<boolean> {
  return (await ex.select({ id: products.id }).from(products).where(eq(products.id, id))).length > 0;
}

/** GET one product: its list row and the editor's values (a product without a details row gets the form's defaults, as the mock's). */
export async function productForEdit(ex: Executor, id: number): Promise<ProductEdit | undefined> {
  const [row] = await ex
    .select({ ...productColumns, detail: productDetails })
    .from(products)
    .innerJoin(productCategories, eq(products.categoryId, productCategories.id))
    .leftJoin(productDetails, eq(productDetails.productId, products.id))
    .where(eq(products.id, id));
  if (!row) return undefined;
  const { detail, ...fields } = row;
  const product = toProduct(fields);
  return {
    product,
    values: {
      productName: product.productName,
      productBrand: product.productBrand,
      sku: product.sku,
      barcode: detail?.barcode ?? '',
      description: detail?.description ?? '',
      images: detail?.images ?? [],
      price: dollarsOf(fields.priceMinor),
      discountedPrice: detail ? dollarsOf(detail.discountedPriceMinor) : null,
      chargeTax: detail?.chargeTax ?? true,
      qty: product.qty,
      stock: product.stock,
      shippingType: (detail?.shippingType ?? 'seller') as ProductEdit['values']['shippingType'],
      weightKg: detail?.weightGrams === null || detail?.weightGrams === undefined ? null : detail.weightGrams / 1000,
      category: product.category,
      status: product.status,
      tags: detail?.tags ?? [],
    },
  };
}

export type ProductWrite =
  | { ok: true; product: Product }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> }
  | { ok: false; reason: 'stale'; version: number }
  | { ok: false; reason: 'missing' };

/** The category a product names (any case), and the mock's field errors when it names none or its SKU is another product's. */
async function checkProduct(ex: Executor, input: NewProduct, self?: number): Promise<{ categoryId: number; category: string } | { errors: Record<string, string[]> }> {
  const [category] = await ex.select({ id: productCategories.id, name: productCategories.name }).from(productCategories).where(sql`lower(${productCategories.name}) = lower(${input.category.trim()})`);
  const [skuTaken] = await ex
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, input.sku), self === undefined ? undefined : ne(products.id, self)))
    .limit(1);
  const errors: Record<string, string[]> = {};
  if (!category) errors.category = [UNKNOWN_CATEGORY_MESSAGE];
  if (skuTaken) errors.sku = [SKU_TAKEN_MESSAGE];
  if (!category || Object.keys(errors).length > 0) return { errors };
  return { categoryId: category.id, category: category.name };
}

const detailValues = (productId: number, input: NewProduct) => ({
  productId,
  barcode: input.barcode,
  description: input.description,
  images: input.images,
  discountedPriceMinor: minorOf(input.discountedPrice),
  chargeTax: input.chargeTax,
  shippingType: input.shippingType,
  weightGrams: input.weightKg === null ? null : Math.round(input.weightKg * 1000),
  tags: input.tags,
});

const listValues = (input: NewProduct, categoryId: number) => ({
  name: input.productName,
  brand: input.productBrand,
  categoryId,
  stock: input.stock,
  sku: input.sku,
  priceMinor: minorOf(input.price),
  qty: input.qty,
  status: input.status,
});

/** POST: the product's row and its details row, in the caller's transaction. */
export async function createProduct(ex: Executor, input: NewProduct): Promise<ProductWrite> {
  const checked = await checkProduct(ex, input);
  if ('errors' in checked) return { ok: false, reason: 'invalid', errors: checked.errors };
  const [row] = await ex
    .insert(products)
    .values({ ...listValues(input, checked.categoryId), image: input.images[0] ?? thumbnail(input.productName) })
    .returning();
  if (!row) throw new Error('products: no row');
  await ex.insert(productDetails).values(detailValues(row.id, input));
  return { ok: true, product: toProduct({ ...row, category: checked.category }) };
}

/** PUT: the row locked, the rules checked, a stale version refused, then the row and its details written. */
export async function updateProduct(ex: Executor, id: number, input: NewProduct): Promise<ProductWrite> {
  const current = await findProductRow(ex, id, { lock: true });
  if (!current) return { ok: false, reason: 'missing' };
  const checked = await checkProduct(ex, input, id);
  if ('errors' in checked) return { ok: false, reason: 'invalid', errors: checked.errors };
  if (input.version !== undefined && input.version !== current.version) return { ok: false, reason: 'stale', version: current.version };
  const [row] = await ex
    .update(products)
    .set({ ...listValues(input, checked.categoryId), image: input.images[0] ?? current.image, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.version, current.version)))
    .returning();
  if (!row) throw new Error('products: the locked row did not update');
  const detail = detailValues(id, input);
  const { productId: _id, ...changes } = detail;
  await ex.insert(productDetails).values(detail).onConflictDoUpdate({ target: productDetails.productId, set: changes });
  return { ok: true, product: toProduct({ ...row, category: checked.category }) };
}

/** DELETE: exactly one product (its details go with it; its reviews stay, without the link). */
export async function deleteProduct(ex: Executor, id: number): Promise<boolean> {
  const gone = await ex.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return gone.length > 0;
}

// --- categories ------------------------------------------------------------------------------

type CategoryRow = typeof productCategories.$inferSelect;
const toCategory = (row: Pick<CategoryRow, 'id' | 'name' | 'slug' | 'description' | 'status'>): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  status: row.status as Category['status'],
});

export function categoryFilters(query: CategoriesQuery): SQL {
  return whereOf([searchCondition(normalizeQuery(query.q), sql`${productCategories.name} || E'\\n' || ${productCategories.description}`)]);
}

/**
 * GET /api/apps/ecommerce/categories as one statement: each category of the page with its product
 * count, in-stock count and stock value (price × qty in cents) aggregated from its products by the
 * foreign key, sorted by the name (indexed) or by an aggregate (sorted in memory: one row per
 * category), then the id newest first; the capped total beside the page.
 */
export async function listCategories(ex: Executor, query: CategoriesQuery): Promise<CategoriesResponse> {
  const where = categoryFilters(query);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const counted = cappedCount(productCategories, where);
  const keys: Record<NonNullable<CategoriesQuery['sortBy']>, SQL> = {
    name: textSortKey(productCategories.name),
    products: sql`product_count`,
    value: sql`stock_value_minor`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  const order = key === undefined ? sql`${productCategories.id} desc` : sql`${key} ${direction(query.orderBy)}, ${productCategories.id} desc`;
  const rows = rowsOf<{ id: number; name: string; slug: string; description: string; status: string; product_count: number; in_stock_count: number; stock_value_minor: string | number; matched: number }>(
    await ex.execute(sql`
      select ${productCategories.id} as id, ${productCategories.name} as name, ${productCategories.slug} as slug,
        ${productCategories.description} as description, ${productCategories.status} as status, ${counted} as matched,
        count(p.id)::int as product_count,
        (count(p.id) filter (where p.stock))::int as in_stock_count,
        coalesce(sum(p.price_minor * p.qty), 0)::bigint as stock_value_minor
      from ${productCategories}
      left join ${products} p on p.category_id = ${productCategories.id}
      where ${where}
      group by ${productCategories.id}
      order by ${order}
      limit ${itemsPerPage} offset ${(page - 1) * itemsPerPage}`),
  );
  const categories: CategorySummary[] = rows.map((r) => ({
    ...toCategory(r),
    productCount: Number(r.product_count),
    inStockCount: Number(r.in_stock_count),
    stockValue: dollarsOf(r.stock_value_minor),
  }));
  return { categories, ...totalFields(await pageTotal(ex, rows, counted)) };
}

export type CategoryWrite = { ok: true; category: Category } | { ok: false; reason: 'missing' };

/** POST: the row; a name taken whatever its case is refused by the unique index (routes.ts answers its 400). */
export async function createCategory(ex: Executor, input: CategoryInput): Promise<Category> {
  const [row] = await ex.insert(productCategories).values({ name: input.name, slug: slugify(input.name), description: input.description, status: input.status }).returning();
  if (!row) throw new Error('product_categories: no row');
  return toCategory(row);
}

/** PUT: the one row (its products follow by the foreign key: a rename needs no update of theirs). */
export async function updateCategory(ex: Executor, id: number, input: CategoryInput): Promise<CategoryWrite> {
  const [row] = await ex
    .update(productCategories)
    .set({ name: input.name, slug: slugify(input.name), description: input.description, status: input.status })
    .where(eq(productCategories.id, id))
    .returning();
  if (!row) return { ok: false, reason: 'missing' };
  // the products' category text the document-served calls read changed with it
  return { ok: true, category: toCategory(row) };
}

export async function categoryExists(ex: Executor, id: number): Promise<boolean> {
  return (await ex.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id))).length > 0;
}

/** Whether another category than `exceptId` has this name whatever its case (for the mock's message before a write). */
export async function categoryNameTaken(ex: Executor, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(sql`lower(${productCategories.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(productCategories.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

// --- reviews ---------------------------------------------------------------------------------

type ReviewRow = typeof reviews.$inferSelect;
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    product: row.productName,
    companyName: row.companyName,
    productImage: row.productImage,
    reviewer: row.reviewer,
    email: row.email,
    avatar: row.avatar,
    date: row.reviewedOn,
    status: row.status as Review['status'],
    review: row.rating,
    head: row.head,
    para: row.para,
  };
}

export function reviewFilters(query: ReviewsQuery): SQL {
  const all = query.status.toLowerCase() === REVIEW_STATUS_FILTER_ALL.toLowerCase();
  const status = all ? '' : enumFilter(query.status, REVIEW_STATUSES);
  return whereOf([
    searchCondition(normalizeQuery(query.q), sql`${reviews.productName} || E'\\n' || ${reviews.reviewer} || E'\\n' || ${reviews.email}`),
    status === '' ? undefined : status === undefined ? sql`false` : sql`${reviews.status} = ${status}`,
  ]);
}

export function reviewOrder(query: Pick<ReviewsQuery, 'sortBy' | 'orderBy'>): SQL {
  const keys: Record<NonNullable<ReviewsQuery['sortBy']>, SQL> = {
    product: textSortKey(reviews.productName),
    reviewer: textSortKey(reviews.reviewer),
    date: sql`${reviews.reviewedOn}`,
    status: sql`${reviews.status}`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  return key === undefined ? sql`${reviews.id} desc` : sql`${key} ${direction(query.orderBy)}, ${reviews.id} desc`;
}

/** GET /api/apps/ecommerce/reviews as one statement. */
export async function listReviews(ex: Executor, query: ReviewsQuery): Promise<ReviewsResponse> {
  const where = reviewFilters(query);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const counted = cappedCount(reviews, where);
  const rows = await ex
    .select({ review: reviews, matched: counted })
    .from(reviews)
    .where(where)
    .orderBy(reviewOrder(query))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  return { reviews: rows.map((r) => toReview(r.review)), ...totalFields(await pageTotal(ex, rows, counted)) };
}

/** Every review, oldest first: what the e-commerce stats (still document-served) read as `db.reviews`. */
export async function deleteReview(ex: Executor, id: number): Promise<boolean> {
  const gone = await ex.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return gone.length > 0;
}

// --- store settings --------------------------------------------------------------------------

const STORE_ID = 1;
type SettingsRow = typeof storeSettings.$inferSelect;

/** The notification matrix in the contract's order (jsonb keeps its keys sorted, not as written). */
function notificationsOf(value: unknown): StoreSettings['notifications'] {
  const stored = (typeof value === 'string' ? JSON.parse(value) : value) as StoreSettings['notifications'];
  return Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, { email: stored[event].email, app: stored[event].app }])) as StoreSettings['notifications'];
}

function toSettings(row: SettingsRow, locations: ReadonlyArray<typeof storeLocations.$inferSelect>): StoreSettings {
  return {
    store: { name: row.name, email: row.email, phone: row.phone, currency: row.currency as StoreSettings['store']['currency'], address: row.address, supportEmail: row.supportEmail },
    payments: { card: row.payCard, paypal: row.payPaypal, cashOnDelivery: row.payCashOnDelivery, bankTransfer: row.payBankTransfer },
    checkout: { guestCheckout: row.guestCheckout, requirePhone: row.requirePhone, orderNotes: row.orderNotes, termsRequired: row.termsRequired },
    shipping: {
      domesticRate: dollarsOf(row.domesticRateMinor),
      internationalRate: dollarsOf(row.internationalRateMinor),
      freeShippingOver: dollarsOf(row.freeShippingOverMinor),
      processingDays: row.processingDays,
    },
    locations: locations.map((l) => ({ id: l.key, name: l.name, address: l.address, fulfilsOnlineOrders: l.fulfilsOnlineOrders })),
    notifications: notificationsOf(row.notifications),
  };
}

/** The columns of the sections `update` sends (each one sent replaces the stored one whole). */
export function settingsColumns(update: StoreSettingsUpdate): Partial<typeof storeSettings.$inferInsert> {
  return {
    ...(update.store
      ? { name: update.store.name, email: update.store.email, phone: update.store.phone, currency: update.store.currency, address: update.store.address, supportEmail: update.store.supportEmail }
      : {}),
    ...(update.payments ? { payCard: update.payments.card, payPaypal: update.payments.paypal, payCashOnDelivery: update.payments.cashOnDelivery, payBankTransfer: update.payments.bankTransfer } : {}),
    ...(update.checkout
      ? { guestCheckout: update.checkout.guestCheckout, requirePhone: update.checkout.requirePhone, orderNotes: update.checkout.orderNotes, termsRequired: update.checkout.termsRequired }
      : {}),
    ...(update.shipping
      ? {
          domesticRateMinor: minorOf(update.shipping.domesticRate),
          internationalRateMinor: minorOf(update.shipping.internationalRate),
          freeShippingOverMinor: minorOf(update.shipping.freeShippingOver),
          processingDays: update.shipping.processingDays,
        }
      : {}),
    ...(update.notifications ? { notifications: update.notifications } : {}),
  };
}

/** GET /api/apps/ecommerce/settings: the store's row and its locations in order (undefined when the row was never written). */
export async function readStoreSettings(ex: Executor): Promise<StoreSettings | undefined> {
  const [row] = await ex.select().from(storeSettings).where(eq(storeSettings.id, STORE_ID));
  if (!row) return undefined;
  const locations = await ex.select().from(storeLocations).where(eq(storeLocations.storeId, STORE_ID)).orderBy(asc(storeLocations.position));
  return toSettings(row, locations);
}

/** Writes a whole settings value (the seed), replacing what was there. */
export async function writeStoreSettings(ex: Executor, settings: StoreSettings): Promise<void> {
  const columns = { ...settingsColumns(settings), updatedAt: new Date() } as typeof storeSettings.$inferInsert;
  await ex.insert(storeSettings).values({ ...columns, id: STORE_ID }).onConflictDoUpdate({ target: storeSettings.id, set: columns });
  await writeLocations(ex, settings.locations);
}

async function writeLocations(ex: Executor, locations: StoreSettings['locations']): Promise<void> {
  await ex.delete(storeLocations).where(eq(storeLocations.storeId, STORE_ID));
  if (locations.length > 0) {
    await ex.insert(storeLocations).values(locations.map((l, i) => ({ storeId: STORE_ID, key: l.id, position: i + 1, name: l.name, address: l.address, fulfilsOnlineOrders: l.fulfilsOnlineOrders })));
  }
}

/** PUT: the sections sent, in one transaction with the row locked; undefined when there is no row. */
export async function updateStoreSettings(ex: Executor, update: StoreSettingsUpdate): Promise<StoreSettings | undefined> {
  const [locked] = await ex.select({ id: storeSettings.id }).from(storeSettings).where(eq(storeSettings.id, STORE_ID)).for('update');
  if (!locked) return undefined;
  await ex.update(storeSettings).set({ ...settingsColumns(update), updatedAt: new Date() }).where(eq(storeSettings.id, STORE_ID));
  if (update.locations) await writeLocations(ex, update.locations);
  return readStoreSettings(ex);
}

