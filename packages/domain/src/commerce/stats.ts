// The store dashboard (GET /ecommerce/stats) from sums and counts: the mock counts them over its
// arrays, the server in one SQL statement over its tables; both then call `ecommerceStatsFrom`.
import { fromMinor, ORDER_STATUSES, PAYMENT_METHODS, type EcommerceStats, type Order, type Product } from '@atrium/api';
import { parseAmount } from '@atrium/core';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function previousMonth(key: string): string {
  const [y = 1970, m = 1] = key.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const delta = (current: number, previous: number) => (previous === 0 ? null : round2(((current - previous) / previous) * 100));

/**
 * The sums and counts the store dashboard needs from orders, customers and referrals (decision
 * 0028), money in cents. The mock counts them here over its arrays; the server in one SQL
 * statement over its tables (src/orders/queries.ts); both then call `ecommerceStatsFrom`.
 */
export interface EcommerceAggregates {
  orders: number;
  revenueMinor: number;
  /** every month that has orders, YYYY-MM (UTC), any order */
  months: Array<{ month: string; revenueMinor: number; orders: number }>;
  byStatus: Record<Order['status'], number>;
  byMethod: Record<Order['method'], { count: number; revenueMinor: number }>;
  /** per country of the customers (code and name), their orders and spending counted from the orders */
  countries: Array<{ country: string; countryCode: string; orders: number; spentMinor: number }>;
  /** the six newest orders (by when they were placed; the lower id first among equals) */
  recent: Order[];
  customers: number;
  customersSpentMinor: number;
  referrals: { total: number; paid: number; unpaid: number; rejected: number; earningsMinor: number; valueMinor: number };
}

/** The catalogue's part of the dashboard: products and reviews (another slice's tables). */
export interface EcommerceCatalogue {
  products: readonly Product[];
  reviews: readonly { review: number; status: string }[];
}

/** How many products the dashboard's top list shows, by stock value. */
export const TOP_PRODUCTS = 5;

/** A product's stock value: its price times the quantity held, in dollars to the cent. */
export const stockValueOf = (p: Pick<Product, 'price' | 'qty'>) => round2(parseAmount(p.price) * p.qty);

/**
 * The counts the store dashboard needs from the catalogue: the mock counts them over its arrays
 * (`catalogueAggregatesOf`), the server in SQL over its tables; both then call `ecommerceStatsFrom`,
 * so no backend loads the whole catalogue for the dashboard.
 */
export interface CatalogueAggregates {
  products: number;
  inStock: number;
  byStatus: Record<string, number>;
  /** the TOP_PRODUCTS with the highest stock value, the lower id first among equals */
  topProducts: Product[];
  reviews: { total: number; published: number; pending: number; ratingSum: number; byRating: number[] };
}

/** The catalogue's aggregates from all of it (the mock's arrays). */
export function catalogueAggregatesOf({ products, reviews }: EcommerceCatalogue): CatalogueAggregates {
  const byStatus: Record<string, number> = {};
  for (const p of products) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
  return {
    products: products.length,
    inStock: products.filter((p) => p.stock).length,
    byStatus,
    topProducts: [...products].sort((a, b) => stockValueOf(b) - stockValueOf(a) || a.id - b.id).slice(0, TOP_PRODUCTS),
    reviews: {
      total: reviews.length,
      published: reviews.filter((r) => r.status === 'Published').length,
      pending: reviews.filter((r) => r.status === 'Pending').length,
      ratingSum: reviews.reduce((sum, r) => sum + r.review, 0),
      byRating: [1, 2, 3, 4, 5].map((rating) => reviews.filter((r) => r.review === rating).length),
    },
  };
}

/** The dashboard from the aggregates of orders and of the catalogue: pure, and the server's too. */
export function ecommerceStatsFrom(agg: EcommerceAggregates, catalogue: CatalogueAggregates): EcommerceStats {
  const byMonth = new Map(agg.months.map((m) => [m.month, m]));
  const currentMonth = [...byMonth.keys()].sort().at(-1) ?? '1970-01';
  const monthly: EcommerceStats['monthly'] = [];
  for (let key = currentMonth, i = 0; i < 12; i++, key = previousMonth(key)) {
    const point = byMonth.get(key);
    monthly.unshift({ month: key, revenue: fromMinor(point?.revenueMinor ?? 0), orders: point?.orders ?? 0 });
  }
  const current = byMonth.get(currentMonth) ?? { revenueMinor: 0, orders: 0 };
  const previous = byMonth.get(previousMonth(currentMonth)) ?? { revenueMinor: 0, orders: 0 };
  const revenue = fromMinor(agg.revenueMinor);
  const { reviews } = catalogue;
  const countries = agg.countries
    .map((c) => ({ country: c.country, countryCode: c.countryCode, orders: c.orders, spent: fromMinor(c.spentMinor) }))
    .sort((a, b) => b.orders - a.orders || b.spent - a.spent || (a.countryCode < b.countryCode ? -1 : a.countryCode > b.countryCode ? 1 : 0));
  return {
    currentMonth,
    kpis: {
      revenue,
      orders: agg.orders,
      customers: agg.customers,
      products: catalogue.products,
      averageOrderValue: agg.orders === 0 ? 0 : round2(revenue / agg.orders),
      revenueDelta: delta(fromMinor(current.revenueMinor), fromMinor(previous.revenueMinor)),
      ordersDelta: delta(current.orders, previous.orders),
    },
    monthly,
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: agg.byStatus[status] ?? 0 })),
    paymentMethods: PAYMENT_METHODS.map((method) => ({ method, count: agg.byMethod[method]?.count ?? 0, revenue: fromMinor(agg.byMethod[method]?.revenueMinor ?? 0) })),
    topProducts: catalogue.topProducts
      // the contract's fields in one order, whatever order the stored record keeps
      .map((p) => ({
        id: p.id,
        productName: p.productName,
        productBrand: p.productBrand,
        category: p.category,
        stock: p.stock,
        sku: p.sku,
        price: p.price,
        qty: p.qty,
        status: p.status,
        image: p.image,
        stockValue: stockValueOf(p),
      })),
    ordersByCountry: countries,
    recentTransactions: agg.recent,
    products: { total: catalogue.products, inStock: catalogue.inStock, outOfStock: catalogue.products - catalogue.inStock, byStatus: catalogue.byStatus },
    reviews: {
      total: reviews.total,
      published: reviews.published,
      pending: reviews.pending,
      average: reviews.total === 0 ? 0 : round2(reviews.ratingSum / reviews.total),
      byRating: reviews.byRating,
    },
    referrals: {
      total: agg.referrals.total,
      paid: agg.referrals.paid,
      unpaid: agg.referrals.unpaid,
      rejected: agg.referrals.rejected,
      earnings: fromMinor(agg.referrals.earningsMinor),
      value: fromMinor(agg.referrals.valueMinor),
    },
    customers: { total: agg.customers, totalSpent: fromMinor(agg.customersSpentMinor), countries: agg.countries.length },
  };
}
