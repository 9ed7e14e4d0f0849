// The back office's calls beyond SPEC §7: product create, order detail, categories, stats and
// store settings. Every figure is computed from the live store so it agrees with the lists.
import {
  applyOrderUpdate,
  categoriesQuerySchema,
  toMinor,
  categoryInputSchema,
  newProductSchema,
  ORDER_STATUSES,
  orderUpdateSchema,
  PAYMENT_METHODS,
  storeSettingsUpdateSchema,
  type CategoriesQuery,
  type CategoriesResponse,
  type Category,
  type CategorySummary,
  type EcommerceStats,
  type NewProduct,
  type Order,
  type OrderDetail,
  type Product,
  type ProductEdit,
  type StoreSettings,
} from '@atrium/api';
import { catalogueAggregatesOf, ecommerceStatsFrom, orderDate, orderDetailOf, type EcommerceAggregates } from '@atrium/domain';
import { filterByQuery, parseAmount } from '@atrium/core';
import type { z } from 'zod';
import type { Db } from '@atrium/fixtures';
import { customersWithTotals } from './ecommerce';
import { thumbnail } from '@atrium/fixtures';
import { money, slugify } from '@atrium/fixtures';
import { catalogueTotal } from './ecommerce';
import { newestFirst, nextId, notFound, ok, sortAndPage, validate, type Outcome, type SortKeys } from './common';

const round2 = (n: number) => Math.round(n * 100) / 100;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// --- products -------------------------------------------------------------------------------

/** What the product list shows of a new or edited product (all but its id and picture). */
function listFields(input: NewProduct, category: string): Omit<Product, 'id' | 'image'> {
  return {
    productName: input.productName,
    productBrand: input.productBrand,
    category,
    stock: input.stock,
    sku: input.sku,
    price: money(input.price),
    qty: input.qty,
    status: input.status,
  };
}

/** The editor's details of a new or edited product. */
function detailFields(id: number, input: NewProduct) {
  return {
    id,
    barcode: input.barcode,
    description: input.description,
    images: input.images,
    discountedPrice: input.discountedPrice,
    chargeTax: input.chargeTax,
    shippingType: input.shippingType,
    weightKg: input.weightKg,
    tags: input.tags,
  };
}

/**
 * The rules a new or edited product meets: the contract's schema, a known category and a SKU no
 * other product uses (`self`, when editing, may keep its own).
 */
function checkProduct(db: Db, body: unknown, self?: number): Outcome<{ input: NewProduct; category: string }> {
  const parsed = validate(newProductSchema, body);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const category = db.productCategories.find((c) => sameName(c.name, input.category));
  const errors: Record<string, string[]> = {};
  if (!category) errors.category = ['Unknown category'];
  if (db.products.some((p) => p.sku === input.sku && p.id !== self)) errors.sku = ['This SKU is already in use'];
  if (!category || Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  return ok({ input, category: category.name });
}

export function addProduct(db: Db, body: unknown): Outcome<Product> {
  const checked = checkProduct(db, body);
  if (!checked.ok) return checked;
  const { input, category } = checked.value;
  const id = nextId(db.products);
  const product: Product = { id, ...listFields(input, category), image: input.images[0] ?? thumbnail(input.productName), version: 1 };
  db.products.push(product);
  db.productDetails.push(detailFields(id, input));
  return ok(product);
}

/** The editor's values for a product; a seeded product has no details yet, so they start empty. */
export function getProductForEdit(db: Db, id: number | undefined): ProductEdit | undefined {
  const product = db.products.find((p) => p.id === id);
  if (!product) return undefined;
  const detail = db.productDetails.find((d) => d.id === product.id);
  return {
    product,
    values: {
      productName: product.productName,
      productBrand: product.productBrand,
      sku: product.sku,
      barcode: detail?.barcode ?? '',
      description: detail?.description ?? '',
      images: detail?.images ?? [],
      price: parseAmount(product.price),
      discountedPrice: detail?.discountedPrice ?? null,
      chargeTax: detail?.chargeTax ?? true,
      qty: product.qty,
      stock: product.stock,
      shippingType: detail?.shippingType ?? 'seller',
      weightKg: detail?.weightKg ?? null,
      category: product.category,
      status: product.status,
      tags: detail?.tags ?? [],
    },
  };
}

/**
 * PUT: the same rules as a new product; the SKU stays unique among the other products. A `version`
 * older than the product's is 'stale' (409, decision 0027); without one the edit applies.
 */
export function updateProduct(db: Db, id: number | undefined, body: unknown): Outcome<Product> {
  const product = db.products.find((p) => p.id === id);
  if (!product) return notFound;
  const checked = checkProduct(db, body, product.id);
  if (!checked.ok) return checked;
  const { input, category } = checked.value;
  const current = product.version ?? 1;
  if (input.version !== undefined && input.version !== current) return { ok: false, reason: 'stale', version: current };
  // no new picture keeps the one it had (a seeded product's drawn thumbnail)
  Object.assign(product, { ...listFields(input, category), image: input.images[0] ?? product.image, version: current + 1 });
  const detail = detailFields(product.id, input);
  const index = db.productDetails.findIndex((d) => d.id === product.id);
  if (index === -1) db.productDetails.push(detail);
  else db.productDetails[index] = detail;
  return ok(product);
}

// --- orders ---------------------------------------------------------------------------------

/**
 * The order a detail URL names: by the order number a person reads (#6098). A link from before
 * the numbers were in URLs carried the internal id; numbers start at 5400 and ids count from 1,
 * so such a link still finds its order (the page then shows the number's URL).
 */
export function findOrder(db: Db, key: number | undefined): Order | undefined {
  return db.orders.find((o) => o.order === key) ?? db.orders.find((o) => o.id === key);
}

/**
 * The order's lines are the ones stored with it as sold (db.orderLines, decision 0028): a change
 * of the catalogue does not change a past order. The amounts split its `spent` (shipping, then
 * the lines, tax the rest), so the detail adds up to what the list shows; addresses and timeline
 * are derived from the order's id and date (the §3 Order has none).
 */
export function getOrderDetail(db: Db, key: number | undefined): OrderDetail | undefined {
  const order = findOrder(db, key);
  if (!order) return undefined;
  return orderDetailOf(
    order,
    db.orderLines.filter((line) => line.orderId === order.id),
  );
}

/** PUT: one step of the order state machine (order-state.ts); any other step is a 400. */
export function updateOrder(db: Db, key: number | undefined, body: unknown): Outcome<OrderDetail> {
  const order = findOrder(db, key);
  if (!order) return notFound;
  const parsed = validate(orderUpdateSchema, body);
  if (!parsed.ok) return parsed;
  const version = order.version ?? 1;
  if (parsed.value.version !== undefined && parsed.value.version !== version) return { ok: false, reason: 'stale', version };
  const next = applyOrderUpdate(order, parsed.value);
  if (!next.ok) return { ok: false, reason: 'invalid', errors: { [next.field]: [next.message] } };
  order.payment = next.payment;
  order.status = next.status;
  order.version = version + 1;
  const detail = getOrderDetail(db, order.order);
  return detail ? ok(detail) : notFound;
}

// --- categories -----------------------------------------------------------------------------

function summarize(db: Db, category: Category): CategorySummary {
  const products = db.products.filter((p) => sameName(p.category, category.name));
  return {
    ...category,
    productCount: products.length,
    inStockCount: products.filter((p) => p.stock).length,
    stockValue: round2(products.reduce((sum, p) => sum + parseAmount(p.price) * p.qty, 0)),
  };
}

const CATEGORY_SORT: SortKeys<CategorySummary, NonNullable<CategoriesQuery['sortBy']>> = {
  name: (c) => c.name,
  products: (c) => c.productCount,
  value: (c) => c.stockValue,
};

export function listCategories(db: Db, query: z.input<typeof categoriesQuerySchema> | CategoriesQuery): CategoriesResponse {
  const parsed = categoriesQuerySchema.parse(query);
  const filtered = filterByQuery(newestFirst(db.productCategories), parsed.q, (c) => [c.name, c.description]).map((c) => summarize(db, c));
  const page = sortAndPage(filtered, CATEGORY_SORT, parsed);
  return { categories: page.items, ...catalogueTotal(filtered.length) };
}

export function addCategory(db: Db, body: unknown): Outcome<Category> {
  const parsed = validate(categoryInputSchema, body);
  if (!parsed.ok) return parsed;
  if (db.productCategories.some((c) => sameName(c.name, parsed.value.name))) {
    return { ok: false, reason: 'invalid', errors: { name: ['A category with this name already exists'] } };
  }
  const category: Category = { id: nextId(db.productCategories), slug: slugify(parsed.value.name), ...parsed.value };
  db.productCategories.push(category);
  return ok(category);
}

/** A rename carries the category's products along, so counts never orphan them. */
export function updateCategory(db: Db, id: number | undefined, body: unknown): Outcome<Category> {
  const category = db.productCategories.find((c) => c.id === id);
  if (!category) return notFound;
  const parsed = validate(categoryInputSchema, body);
  if (!parsed.ok) return parsed;
  if (db.productCategories.some((c) => c.id !== category.id && sameName(c.name, parsed.value.name))) {
    return { ok: false, reason: 'invalid', errors: { name: ['A category with this name already exists'] } };
  }
  for (const product of db.products) if (sameName(product.category, category.name)) product.category = parsed.value.name;
  Object.assign(category, parsed.value, { slug: slugify(parsed.value.name) });
  return ok(category);
}

// --- stats ----------------------------------------------------------------------------------

const monthOf = (order: Order) => orderDate(order).toISOString().slice(0, 7);

/** The mock's aggregates over its arrays. */
export function ecommerceAggregates(db: Db): EcommerceAggregates {
  const { orders, referrals } = db;
  const customers = customersWithTotals(db);
  const months = new Map<string, { month: string; revenueMinor: number; orders: number }>();
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as EcommerceAggregates['byStatus'];
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, { count: 0, revenueMinor: 0 }])) as EcommerceAggregates['byMethod'];
  let revenueMinor = 0;
  for (const order of orders) {
    const cents = toMinor(order.spent);
    revenueMinor += cents;
    const point = months.get(monthOf(order)) ?? { month: monthOf(order), revenueMinor: 0, orders: 0 };
    point.revenueMinor += cents;
    point.orders += 1;
    months.set(point.month, point);
    byStatus[order.status] += 1;
    byMethod[order.method].count += 1;
    byMethod[order.method].revenueMinor += cents;
  }
  const countries = new Map<string, { country: string; countryCode: string; orders: number; spentMinor: number }>();
  for (const c of customers) {
    const key = `${c.countryCode}\n${c.country}`;
    const row = countries.get(key) ?? { country: c.country, countryCode: c.countryCode, orders: 0, spentMinor: 0 };
    row.orders += c.order;
    row.spentMinor += toMinor(c.totalSpent);
    countries.set(key, row);
  }
  const countStatus = (status: string) => referrals.filter((r) => r.status === status).length;
  return {
    orders: orders.length,
    revenueMinor,
    months: [...months.values()],
    byStatus,
    byMethod,
    countries: [...countries.values()],
    recent: [...orders].sort((a, b) => orderDate(b).getTime() - orderDate(a).getTime() || a.id - b.id).slice(0, 6),
    customers: customers.length,
    customersSpentMinor: customers.reduce((sum, c) => sum + toMinor(c.totalSpent), 0),
    referrals: {
      total: referrals.length,
      paid: countStatus('Paid'),
      unpaid: countStatus('Unpaid'),
      rejected: countStatus('Rejected'),
      earningsMinor: referrals.reduce((sum, r) => sum + toMinor(parseAmount(r.earning)), 0),
      valueMinor: referrals.reduce((sum, r) => sum + toMinor(parseAmount(r.value)), 0),
    },
  };
}

export function getEcommerceStats(db: Db): EcommerceStats {
  return ecommerceStatsFrom(ecommerceAggregates(db), catalogueAggregatesOf(db));
}

// --- settings -------------------------------------------------------------------------------

export function getStoreSettings(db: Db): StoreSettings {
  return db.storeSettings;
}

export function updateStoreSettings(db: Db, body: unknown): Outcome<StoreSettings> {
  const parsed = validate(storeSettingsUpdateSchema, body);
  if (!parsed.ok) return parsed;
  const ids = new Set<string>();
  for (const [i, location] of (parsed.value.locations ?? []).entries()) {
    if (ids.has(location.id)) return { ok: false, reason: 'invalid', errors: { [`locations.${i}.id`]: ['Duplicate location id'] } };
    ids.add(location.id);
  }
  db.storeSettings = { ...db.storeSettings, ...parsed.value };
  return ok(db.storeSettings);
}

export { catalogueAggregatesOf, ecommerceStatsFrom, orderDetailOf, type CatalogueAggregates, type EcommerceAggregates, type EcommerceCatalogue } from '@atrium/domain';
