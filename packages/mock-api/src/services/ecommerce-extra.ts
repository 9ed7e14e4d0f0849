// The back office's calls beyond SPEC §7: product create, order detail, categories, stats and
// store settings. Every figure is computed from the live store so it agrees with the lists.
import {
  applyOrderUpdate,
  categoriesQuerySchema,
  categoryInputSchema,
  newProductSchema,
  ORDER_STATUSES,
  orderUpdateSchema,
  PAYMENT_METHODS,
  storeSettingsUpdateSchema,
  type Address,
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
import { filterByQuery, parseAmount } from '@atrium/core';
import type { z } from 'zod';
import type { Db } from '../seed';
import { thumbnail } from '../seed/images';
import { COUNTRIES, money, slugify } from '../seed/random';
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

/** A tiny deterministic generator, so an order's detail is the same on every call. */
function prng(seed: number) {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

function orderDate(order: Order): Date {
  const [m = 1, d = 1, y = 1970] = order.date.split('/').map(Number);
  const [clock = '12:00', half = 'AM'] = order.time.split(' ');
  const [h = 12, min = 0] = clock.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, (h % 12) + (half === 'PM' ? 12 : 0), min));
}

const STREETS = ['Market Street', 'Oak Avenue', 'High Street', 'Rue de Rivoli', 'Harbour Road', 'Station Lane', 'Park Road'];

function addressFor(order: Order, random: () => number): Address {
  const country = COUNTRIES[Math.floor(random() * COUNTRIES.length)] ?? COUNTRIES[0];
  const city = country?.cities[Math.floor(random() * (country.cities.length || 1))] ?? '';
  return {
    name: order.customer,
    line1: `${1 + Math.floor(random() * 240)} ${STREETS[Math.floor(random() * STREETS.length)] ?? STREETS[0]}`,
    city,
    country: country?.name ?? '',
    postcode: String(10_000 + Math.floor(random() * 89_999)),
    phone: `+1 555 ${String(1_000 + Math.floor(random() * 8_999))}`,
  };
}

/** Steps already reached for a status; "Ready to Pickup" replaces the courier steps. */
function stepsFor(status: Order['status']): OrderDetail['timeline'][number]['step'][] {
  switch (status) {
    case 'Dispatched':
      return ['Placed', 'Dispatched'];
    case 'Ready to Pickup':
      return ['Placed', 'Dispatched', 'Ready to Pickup'];
    case 'Out for Delivery':
      return ['Placed', 'Dispatched', 'Out for Delivery'];
    case 'Delivered':
      return ['Placed', 'Dispatched', 'Out for Delivery', 'Delivered'];
  }
}

/**
 * The order a detail URL names: by the order number a person reads (#6098). A link from before
 * the numbers were in URLs carried the internal id; numbers start at 5400 and ids count from 1,
 * so such a link still finds its order (the page then shows the number's URL).
 */
export function findOrder(db: Db, key: number | undefined): Order | undefined {
  return db.orders.find((o) => o.order === key) ?? db.orders.find((o) => o.id === key);
}

/**
 * Items, addresses and timeline are derived from the order's id (the §3 Order has none), and the
 * amounts split its `spent`, so the detail always adds up to what the list shows.
 */
export function getOrderDetail(db: Db, key: number | undefined): OrderDetail | undefined {
  const order = findOrder(db, key);
  if (!order) return undefined;
  const random = prng(order.id);
  const total = round2(order.spent);
  const shipping = total > 100 ? 0 : Math.min(10, round2(total * 0.1));
  const tax = round2((total - shipping) * (0.08 / 1.08));
  const subtotal = round2(total - shipping - tax);
  const count = Math.min(1 + Math.floor(random() * 3), Math.max(1, db.products.length));
  const picked: Product[] = [];
  for (let i = 0; i < count && db.products.length > 0; i++) {
    const product = db.products[Math.floor(random() * db.products.length)];
    if (product && !picked.includes(product)) picked.push(product);
  }
  // line amounts share the subtotal by weight; the last line takes the rounding remainder
  const weights = picked.map(() => 1 + random());
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let left = subtotal;
  const items = picked.map((product, i) => {
    const qty = 1 + Math.floor(random() * 2);
    const line = i === picked.length - 1 ? round2(left) : round2((subtotal * (weights[i] ?? 1)) / weightSum);
    left = round2(left - line);
    return { productId: product.id, productName: product.productName, productBrand: product.productBrand, image: product.image, unitPrice: round2(line / qty), qty };
  });
  // unit prices are rounded, so the line total is unitPrice × qty and any cent lands on tax
  const itemsSum = round2(items.reduce((a, item) => a + item.unitPrice * item.qty, 0));
  const adjustedTax = round2(total - shipping - itemsSum);
  const placed = orderDate(order);
  const hours = [0, 20, 30, 46, 70];
  const timeline = stepsFor(order.status).map((step, i) => ({ step, at: new Date(placed.getTime() + (hours[i] ?? 0) * 3_600_000).toISOString() }));
  const shippingAddress = addressFor(order, random);
  const billingAddress = random() < 0.7 ? shippingAddress : addressFor(order, random);
  return { order, items, totals: { subtotal: itemsSum, shipping, tax: adjustedTax, total }, shippingAddress, billingAddress, timeline };
}

/** PUT: one step of the order state machine (order-state.ts); any other step is a 400. */
export function updateOrder(db: Db, key: number | undefined, body: unknown): Outcome<OrderDetail> {
  const order = findOrder(db, key);
  if (!order) return notFound;
  const parsed = validate(orderUpdateSchema, body);
  if (!parsed.ok) return parsed;
  const next = applyOrderUpdate(order, parsed.value);
  if (!next.ok) return { ok: false, reason: 'invalid', errors: { [next.field]: [next.message] } };
  order.payment = next.payment;
  order.status = next.status;
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

const monthKey = (order: Order) => {
  const [m = 1, , y = 1970] = order.date.split('/').map(Number);
  return `${y}-${String(m).padStart(2, '0')}`;
};

function previousMonth(key: string): string {
  const [y = 1970, m = 1] = key.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const delta = (current: number, previous: number) => (previous === 0 ? null : round2(((current - previous) / previous) * 100));

export function getEcommerceStats(db: Db): EcommerceStats {
  const { orders, products, customers, reviews, referrals } = db;
  const revenue = round2(orders.reduce((sum, o) => sum + o.spent, 0));
  const byMonth = new Map<string, { revenue: number; orders: number }>();
  for (const order of orders) {
    const point = byMonth.get(monthKey(order)) ?? { revenue: 0, orders: 0 };
    point.revenue += order.spent;
    point.orders += 1;
    byMonth.set(monthKey(order), point);
  }
  const months = [...byMonth.keys()].sort();
  const currentMonth = months.at(-1) ?? '1970-01';
  const monthly: EcommerceStats['monthly'] = [];
  for (let key = currentMonth, i = 0; i < 12; i++, key = previousMonth(key)) {
    const point = byMonth.get(key) ?? { revenue: 0, orders: 0 };
    monthly.unshift({ month: key, revenue: round2(point.revenue), orders: point.orders });
  }
  const current = byMonth.get(currentMonth) ?? { revenue: 0, orders: 0 };
  const previous = byMonth.get(previousMonth(currentMonth)) ?? { revenue: 0, orders: 0 };

  const countries = new Map<string, { country: string; countryCode: string; orders: number; spent: number }>();
  for (const c of customers) {
    const row = countries.get(c.countryCode) ?? { country: c.country, countryCode: c.countryCode, orders: 0, spent: 0 };
    row.orders += c.order;
    row.spent = round2(row.spent + c.totalSpent);
    countries.set(c.countryCode, row);
  }
  const byStatus: Record<string, number> = {};
  for (const p of products) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
  const byRating = [1, 2, 3, 4, 5].map((r) => reviews.filter((review) => review.review === r).length);
  const countStatus = (status: string) => referrals.filter((r) => r.status === status).length;

  return {
    currentMonth,
    kpis: {
      revenue,
      orders: orders.length,
      customers: customers.length,
      products: products.length,
      averageOrderValue: orders.length === 0 ? 0 : round2(revenue / orders.length),
      revenueDelta: delta(current.revenue, previous.revenue),
      ordersDelta: delta(current.orders, previous.orders),
    },
    monthly,
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: orders.filter((o) => o.status === status).length })),
    paymentMethods: PAYMENT_METHODS.map((method) => {
      const mine = orders.filter((o) => o.method === method);
      return { method, count: mine.length, revenue: round2(mine.reduce((sum, o) => sum + o.spent, 0)) };
    }),
    topProducts: products
      .map((p) => ({ ...p, stockValue: round2(parseAmount(p.price) * p.qty) }))
      .sort((a, b) => b.stockValue - a.stockValue)
      .slice(0, 5),
    ordersByCountry: [...countries.values()].sort((a, b) => b.orders - a.orders),
    recentTransactions: [...orders].sort((a, b) => orderDate(b).getTime() - orderDate(a).getTime()).slice(0, 6),
    products: { total: products.length, inStock: products.filter((p) => p.stock).length, outOfStock: products.filter((p) => !p.stock).length, byStatus },
    reviews: {
      total: reviews.length,
      published: reviews.filter((r) => r.status === 'Published').length,
      pending: reviews.filter((r) => r.status === 'Pending').length,
      average: reviews.length === 0 ? 0 : round2(reviews.reduce((sum, r) => sum + r.review, 0) / reviews.length),
      byRating,
    },
    referrals: {
      total: referrals.length,
      paid: countStatus('Paid'),
      unpaid: countStatus('Unpaid'),
      rejected: countStatus('Rejected'),
      earnings: round2(referrals.reduce((sum, r) => sum + parseAmount(r.earning), 0)),
      value: round2(referrals.reduce((sum, r) => sum + parseAmount(r.value), 0)),
    },
    customers: { total: customers.length, totalSpent: round2(customers.reduce((sum, c) => sum + c.totalSpent, 0)), countries: countries.size },
  };
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
