import type {
  Customer,
  CustomerDetail,
  CustomersQuery,
  CustomersResponse,
  Order,
  OrdersQuery,
  OrdersResponse,
  Product,
  ProductsQuery,
  ProductsResponse,
  Referral,
  ReferralsQuery,
  ReferralsResponse,
  Review,
  ReviewsQuery,
  ReviewsResponse,
} from '@atrium/api';
import { LIST_TOTAL_EXACT_LIMIT, REVIEW_STATUS_FILTER_ALL } from '@atrium/api';
import { filterByQuery, parseAmount } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { orderInstant } from '@atrium/fixtures';
import { equalsFilter, newestFirst, sortAndPage, type SortKeys } from './common';

const PRODUCT_SORT: SortKeys<Product, NonNullable<ProductsQuery['sortBy']>> = {
  product: (p) => p.productName,
  category: (p) => p.category,
  status: (p) => p.status,
  price: (p) => parseAmount(p.price),
  qty: (p) => p.qty,
  sku: (p) => p.sku,
};

/** Decision 0020's total rule for the catalogue's lists: exact up to LIST_TOTAL_EXACT_LIMIT, then that limit marked as a lower bound. */
export function catalogueTotal(matches: number): { total: number; totalExact?: false } {
  return matches <= LIST_TOTAL_EXACT_LIMIT ? { total: matches } : { total: LIST_TOTAL_EXACT_LIMIT, totalExact: false };
}

export function listProducts(db: Db, query: ProductsQuery): ProductsResponse {
  const filtered = filterByQuery(newestFirst(db.products), query.q, (p) => [p.productName, p.productBrand]).filter(
    (p) =>
      (query.stock === undefined || p.stock === query.stock) &&
      equalsFilter(query.category, p.category) &&
      equalsFilter(query.status, p.status),
  );
  const page = sortAndPage(filtered, PRODUCT_SORT, query);
  return { products: page.items, ...catalogueTotal(filtered.length) };
}

/** Removes exactly one product (the original mock removed three: SPEC §9 calls that a defect). */
export function deleteProduct(db: Db, id: number | undefined): boolean {
  const index = db.products.findIndex((p) => p.id === id);
  if (index === -1) return false;
  db.products.splice(index, 1);
  return true;
}

/** Decision 0020's total rule, as the server counts: exact up to LIST_TOTAL_EXACT_LIMIT, then that limit marked as a lower bound. */
function cappedTotal(matches: number): { total: number; totalExact?: false } {
  return matches <= LIST_TOTAL_EXACT_LIMIT ? { total: matches } : { total: LIST_TOTAL_EXACT_LIMIT, totalExact: false };
}

/** "5/23/2024" and "7:05 PM" as a timestamp, so orders sort by when they were placed (decision 0028). */
function orderTime(order: Order): number {
  return orderInstant(order).getTime();
}

const ORDER_SORT: SortKeys<Order, NonNullable<OrdersQuery['sortBy']>> = {
  order: (o) => o.order,
  customers: (o) => o.customer,
  date: orderTime,
  status: (o) => o.status,
  spent: (o) => parseAmount(o.spent),
};

export function listOrders(db: Db, query: OrdersQuery): OrdersResponse {
  const filtered = filterByQuery(newestFirst(db.orders), query.q, (o) => [o.customer, o.email, o.order]);
  const page = sortAndPage(filtered, ORDER_SORT, query);
  return { orders: page.items, ...cappedTotal(filtered.length) };
}

/** Deleting a missing order is not an error (SPEC §8): the answer is 204 either way. */
export function deleteOrder(db: Db, id: number | undefined): boolean {
  const index = db.orders.findIndex((o) => o.id === id);
  if (index === -1) return false;
  db.orders.splice(index, 1);
  // its lines go with it (the server's foreign key cascades)
  db.orderLines = db.orderLines.filter((line) => line.orderId !== id);
  return true;
}

const CUSTOMER_SORT: SortKeys<Customer, NonNullable<CustomersQuery['sortBy']>> = {
  customer: (c) => c.customer,
  country: (c) => c.country,
  customerId: (c) => c.customerId,
  orders: (c) => c.order,
  totalSpent: (c) => parseAmount(c.totalSpent),
};

function toCustomer({ status: _status, contact: _contact, ...customer }: CustomerDetail): Customer {
  return customer;
}

export { customerOrderTotals, withOrderTotals } from '@atrium/domain';
import { customerOrderTotals, withOrderTotals } from '@atrium/domain';

/** The customers as the screens read them: counts and totals from their orders. */
export function customersWithTotals(db: Db): CustomerDetail[] {
  const totals = customerOrderTotals(db.orders);
  return db.customers.map((c) => withOrderTotals(c, totals));
}

export function listCustomers(db: Db, query: CustomersQuery): CustomersResponse {
  const filtered = filterByQuery(newestFirst(customersWithTotals(db)), query.q, (c) => [c.customer, c.country, c.email]);
  const page = sortAndPage(filtered, CUSTOMER_SORT, query);
  return { customers: page.items.map(toCustomer), ...cappedTotal(filtered.length) };
}

/** Looks up by the six-digit customerId, not the row id. */
export function getCustomer(db: Db, customerId: number | undefined): CustomerDetail | undefined {
  const customer = db.customers.find((c) => c.customerId === customerId);
  return customer && withOrderTotals(customer, customerOrderTotals(db.orders));
}

const REVIEW_SORT: SortKeys<Review, NonNullable<ReviewsQuery['sortBy']>> = {
  product: (r) => r.product,
  reviewer: (r) => r.reviewer,
  date: (r) => r.date,
  status: (r) => r.status,
};

export function listReviews(db: Db, query: ReviewsQuery): ReviewsResponse {
  const status = query.status.toLowerCase() === REVIEW_STATUS_FILTER_ALL.toLowerCase() ? undefined : query.status;
  const filtered = filterByQuery(newestFirst(db.reviews), query.q, (r) => [r.product, r.reviewer, r.email]).filter((r) =>
    equalsFilter(status, r.status),
  );
  const page = sortAndPage(filtered, REVIEW_SORT, query);
  return { reviews: page.items, ...catalogueTotal(filtered.length) };
}

export function deleteReview(db: Db, id: number | undefined): boolean {
  const index = db.reviews.findIndex((r) => r.id === id);
  if (index === -1) return false;
  db.reviews.splice(index, 1);
  return true;
}

const REFERRAL_SORT: SortKeys<Referral, NonNullable<ReferralsQuery['sortBy']>> = {
  users: (r) => r.user,
  'referred-id': (r) => r.referredId,
  earning: (r) => parseAmount(r.earning),
  value: (r) => parseAmount(r.value),
  status: (r) => r.status,
};

export function listReferrals(db: Db, query: ReferralsQuery): ReferralsResponse {
  const all = newestFirst(db.referrals);
  const page = sortAndPage(all, REFERRAL_SORT, query);
  return { referrals: page.items, ...cappedTotal(all.length) };
}
