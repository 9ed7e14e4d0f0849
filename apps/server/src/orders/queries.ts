// The order tables' queries (src/db/orders.ts, decision 0028): each list one SQL statement, the
// customers' counts and totals one aggregate over their orders, the dashboard's order figures SQL
// aggregates, each write touching only its rows under PostgreSQL's row locks. What the figures
// mean (the order state machine, the order page's amounts, the dashboard) is the pure code both
// backends call: `applyOrderUpdate` (@atrium/api), `orderDetailOf` and `ecommerceStatsFrom`.
import {
  applyOrderUpdate,
  DELIVERY_FEES,
  fromMinor,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  toMinor,
  type CheckoutOrderBody,
  type CheckoutOrderResponse,
  type Customer,
  type CustomerDetail,
  type CustomersQuery,
  type CustomersResponse,
  type EcommerceStats,
  type Order,
  type OrderDetail,
  type OrdersQuery,
  type OrdersResponse,
  type OrderUpdate,
  type Product,
  type Referral,
  type ReferralsQuery,
  type ReferralsResponse,
} from '@atrium/api';
import { normalizeQuery, parseAmount, parsePageRequest } from '@atrium/core';
import { checkoutNotice, ecommerceStatsFrom, money, orderDetailOf, type CatalogueAggregates, type EcommerceAggregates } from '@atrium/domain';
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { jsonOf, rowsOf } from '../db/client';
import { cappedCount, pageTotal } from '../db/list-total';
import { notifyAdmins } from '../notifications/queries';
import { textSortKey } from '../db/logistics';
import { checkoutOrderLines, checkoutOrders, customers, orderLines, orders, referrals } from '../db/orders';
import type { Executor } from '../db/executor';
import { inlineValues, offsetOf, runShaped, type Bind } from '../db/shaped';

export type OrderRow = typeof orders.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A `q` term as a LIKE over fields joined by a line break (as the trigram index is); a term holding one matches nothing. */
function searchCondition(joined: SQL, q: unknown): SQL | undefined {
  const term = normalizeQuery(q);
  if (term === '') return undefined;
  return term.includes('\n') ? sql`false` : sql`${joined} like ${`%${escapeLike(term)}%`}`;
}

/** "5/23/2024" of an instant (UTC), as the seed writes Order.date. */
function monthDayYear(date: Date): string {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** "7:05 PM" of an instant (UTC), as the seed writes Order.time. */
function twelveHour(date: Date): string {
  const h = date.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The contract's Order from its row, fields in the mock's order. */
export function toOrder(row: OrderRow): Order {
  const placed = new Date(row.placedAt);
  return {
    id: row.id,
    order: row.orderNumber,
    customer: row.customerName,
    email: row.customerEmail,
    avatar: row.customerAvatar,
    payment: row.payment,
    status: row.status as Order['status'],
    spent: fromMinor(Number(row.spentMinor)),
    method: row.method as Order['method'],
    date: monthDayYear(placed),
    time: twelveHour(placed),
    methodNumber: row.methodNumber,
    version: row.version,
  };
}

// --- orders ---------------------------------------------------------------------------------

// the sort keys' expressions, built once
const ORDER_SORT_KEYS: Record<NonNullable<OrdersQuery['sortBy']>, SQL> = {
  order: sql`${orders.orderNumber}`,
  customers: textSortKey(orders.customerName),
  date: sql`${orders.placedAt}`,
  status: sql`${orders.status}`,
  spent: sql`${orders.spentMinor}`,
};

/** ORDER BY: the sort key, then the id newest first (the unique tiebreaker, and the mock's order among equals). */
export function orderOrder(query: Pick<OrdersQuery, 'sortBy' | 'orderBy'>): SQL {
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  const key = query.sortBy !== undefined && Object.hasOwn(ORDER_SORT_KEYS, query.sortBy) ? ORDER_SORT_KEYS[query.sortBy] : undefined;
  if (key === undefined) return sql`${orders.id} desc`;
  return sql`${key} ${direction}, ${orders.id} desc`;
}

/**
 * GET /api/apps/ecommerce/orders as one statement (WHERE q, ORDER BY key and id, LIMIT/OFFSET, the
 * capped total beside the page), built once per shape (whether q is set, the sort) and prepared
 * (db/shaped.ts).
 */
export async function listOrders(ex: Executor, query: OrdersQuery): Promise<OrdersResponse> {
  const term = normalizeQuery(query.q);
  // a term holding a line break can match no single field of the index's joined text
  const search = term === '' ? 'none' : term.includes('\n') ? 'never' : 'match';
  const sort = { sortBy: query.sortBy !== undefined && Object.hasOwn(ORDER_SORT_KEYS, query.sortBy) ? query.sortBy : undefined, orderBy: query.orderBy === 'desc' ? ('desc' as const) : ('asc' as const) };
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const values = { term: `%${escapeLike(term)}%`, limit: itemsPerPage, offset: (page - 1) * itemsPerPage };
  const statement = (bind: Bind) => {
    const where = search === 'none' ? sql`true` : search === 'never' ? sql`false` : sql`lower(${orders.customerName} || E'\\n' || ${orders.customerEmail} || E'\\n' || ${orders.orderNumber}::text) like ${bind('term')}`;
    const counted = cappedCount(orders, where);
    return {
      counted,
      rows: ex
        .select({ ...getTableColumns(orders), matched: counted })
        .from(orders)
        .where(where)
        .orderBy(orderOrder(sort))
        .limit(bind('limit') as number)
        .offset(offsetOf(page === 1, bind)),
    };
  };
  const rows = await runShaped(ex, `orders|${search}|${sort.sortBy ?? ''}|${sort.orderBy}|${page === 1}`, values, (bind) => statement(bind).rows);
  const { total, exact } = await pageTotal(ex, rows, () => statement(inlineValues(values)).counted);
  return { orders: rows.map(({ matched: _m, ...row }) => toOrder(row)), total, ...(exact ? {} : { totalExact: false }) };
}

/** The order a detail URL names: by its number (#6098), else by its id (links from before numbers; see the mock's findOrder). */
export async function findOrderRow(ex: Executor, key: number, { lock = false } = {}): Promise<OrderRow | undefined> {
  const byNumber = ex.select().from(orders).where(eq(orders.orderNumber, key));
  const [row] = lock ? await byNumber.for('update') : await byNumber;
  if (row) return row;
  const byId = ex.select().from(orders).where(eq(orders.id, key));
  const [other] = lock ? await byId.for('update') : await byId;
  return other;
}

/** GET /api/apps/ecommerce/orders/:id: the order with its stored lines, through the shared orderDetailOf. */
export async function orderDetail(ex: Executor, row: OrderRow): Promise<OrderDetail> {
  const lines = await ex.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
  return orderDetailOf(
    toOrder(row),
    lines.map((line) => ({
      // a line whose product is gone (the merge's ON DELETE SET NULL) keeps what it sold; 0 names no product
      productId: line.productId ?? 0,
      productName: line.productName,
      productBrand: line.productBrand,
      image: line.image,
      unitPrice: fromMinor(Number(line.unitPriceMinor)),
      qty: line.quantity,
    })),
  );
}

export type OrderWrite = { ok: true; detail: OrderDetail } | { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; version: number } | { ok: false; reason: 'invalid'; errors: Record<string, string[]> };

/**
 * PUT: one step of the order state machine (`applyOrderUpdate`, the rule the mock calls), on the
 * order's row locked for the transaction; a `version` older than the row's is 'stale'.
 */
export async function updateOrder(ex: Executor, key: number, update: OrderUpdate): Promise<OrderWrite> {
  const current = await findOrderRow(ex, key, { lock: true });
  if (!current) return { ok: false, reason: 'missing' };
  if (update.version !== undefined && update.version !== current.version) return { ok: false, reason: 'stale', version: current.version };
  const next = applyOrderUpdate({ payment: current.payment, status: current.status as Order['status'] }, update);
  if (!next.ok) return { ok: false, reason: 'invalid', errors: { [next.field]: [next.message] } };
  const [row] = await ex
    .update(orders)
    .set({ payment: next.payment, status: next.status, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, current.id))
    .returning();
  if (!row) throw new Error('orders: the locked row did not update');
  return { ok: true, detail: await orderDetail(ex, row) };
}

/** DELETE: the order and (ON DELETE CASCADE) its lines; false when there was none. */
export async function deleteOrder(ex: Executor, id: number): Promise<boolean> {
  const gone = await ex.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
  return gone.length > 0;
}

// --- customers ------------------------------------------------------------------------------

/** Each customer's orders and total spent: one aggregate over their orders (served by orders_by_customer). */
const customerTotals = sql`left join lateral (select count(*)::int as order_count, coalesce(sum(o.spent_minor), 0)::bigint as spent_minor from ${orders} o where o.customer_id = c.id) t on true`;

function toCustomerDetail(row: Record<string, unknown>): CustomerDetail {
  return {
    id: Number(row.id),
    customer: String(row.name),
    customerId: Number(row.customer_number),
    email: String(row.email),
    country: String(row.country),
    countryFlag: String(row.country_flag),
    countryCode: String(row.country_code),
    order: Number(row.order_count),
    totalSpent: fromMinor(Number(row.spent_minor)),
    avatar: String(row.avatar),
    status: 'Active',
    contact: String(row.contact),
  };
}

function toCustomer({ status: _s, contact: _c, ...customer }: CustomerDetail): Customer {
  return customer;
}

/** ORDER BY over the customers (alias c) and their totals (alias t), then the id newest first. */
function customerOrder(query: Pick<CustomersQuery, 'sortBy' | 'orderBy'>): SQL {
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  const keys: Record<NonNullable<CustomersQuery['sortBy']>, SQL> = {
    customer: textSortKey(sql`c.name`),
    country: textSortKey(sql`c.country`),
    customerId: sql`c.customer_number`,
    orders: sql`t.order_count`,
    totalSpent: sql`t.spent_minor`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  if (key === undefined) return sql`c.id desc`;
  return sql`${key} ${direction}, c.id desc`;
}

/** GET /api/apps/ecommerce/customers as one statement: the customers, each with the aggregate of their orders. */
export async function listCustomers(ex: Executor, query: CustomersQuery): Promise<CustomersResponse> {
  const where = searchCondition(sql`lower(c.name || E'\\n' || c.country || E'\\n' || c.email)`, query.q);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const counted = cappedCount(sql`${customers} c`, where);
  const rows = rowsOf<Record<string, unknown> & { matched: unknown }>(
    await ex.execute(sql`
      select c.*, t.order_count, t.spent_minor, ${counted} as matched
      from ${customers} c ${customerTotals}
      ${where ? sql`where ${where}` : sql``}
      order by ${customerOrder(query)}
      limit ${itemsPerPage} offset ${(page - 1) * itemsPerPage}`),
  );
  const { total, exact } = await pageTotal(ex, rows, counted);
  return { customers: rows.map((row) => toCustomer(toCustomerDetail(row))), total, ...(exact ? {} : { totalExact: false }) };
}

/** GET /api/apps/ecommerce/customers/:id, by the six-digit customer number. */
export async function findCustomer(ex: Executor, customerNumber: number): Promise<CustomerDetail | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await ex.execute(sql`select c.*, t.order_count, t.spent_minor from ${customers} c ${customerTotals} where c.customer_number = ${customerNumber}`),
  );
  return row ? toCustomerDetail(row) : undefined;
}

// --- referrals ------------------------------------------------------------------------------

export function toReferral(row: typeof referrals.$inferSelect): Referral {
  return {
    id: row.id,
    user: row.userName,
    email: row.email,
    avatar: row.avatar,
    referredId: row.referredId,
    status: row.status as Referral['status'],
    value: money(fromMinor(Number(row.valueMinor))),
    earning: money(fromMinor(Number(row.earningMinor))),
  };
}

function referralOrder(query: Pick<ReferralsQuery, 'sortBy' | 'orderBy'>): SQL {
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  const keys: Record<NonNullable<ReferralsQuery['sortBy']>, SQL> = {
    users: textSortKey(referrals.userName),
    'referred-id': sql`${referrals.referredId}`,
    earning: sql`${referrals.earningMinor}`,
    value: sql`${referrals.valueMinor}`,
    status: sql`${referrals.status}`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  if (key === undefined) return sql`${referrals.id} desc`;
  return sql`${key} ${direction}, ${referrals.id} desc`;
}

/** GET /api/apps/ecommerce/referrals as one statement. */
export async function listReferrals(ex: Executor, query: ReferralsQuery): Promise<ReferralsResponse> {
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const counted = cappedCount(referrals);
  const rows = await ex
    .select({ ...getTableColumns(referrals), matched: counted })
    .from(referrals)
    .orderBy(referralOrder(query))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  const { total, exact } = await pageTotal(ex, rows, counted);
  return { referrals: rows.map(({ matched: _m, ...row }) => toReferral(row)), total, ...(exact ? {} : { totalExact: false }) };
}

// --- the store dashboard --------------------------------------------------------------------

/** The dashboard's order, customer and referral figures (EcommerceAggregates) in one statement, plus the six newest orders. */
export async function ecommerceAggregatesOf(ex: Executor): Promise<EcommerceAggregates> {
  const [row] = rowsOf<Record<string, unknown>>(
    await ex.execute(sql`
      select
        (select count(*) from ${orders})::int as orders,
        (select coalesce(sum(spent_minor), 0) from ${orders})::bigint as revenue,
        (select coalesce(json_agg(json_build_array(month, revenue, n)), '[]') from (
          select to_char(placed_at at time zone 'UTC', 'YYYY-MM') as month, sum(spent_minor)::bigint as revenue, count(*)::int as n from ${orders} group by 1
        ) m) as months,
        (select coalesce(json_agg(json_build_array(status, n)), '[]') from (select status, count(*)::int as n from ${orders} group by status) s) as statuses,
        (select coalesce(json_agg(json_build_array(method, n, revenue)), '[]') from (
          select method, count(*)::int as n, sum(spent_minor)::bigint as revenue from ${orders} group by method
        ) p) as methods,
        (select coalesce(json_agg(json_build_array(country, country_code, n, spent)), '[]') from (
          select c.country, c.country_code, count(o.id)::int as n, coalesce(sum(o.spent_minor), 0)::bigint as spent
          from ${customers} c left join ${orders} o on o.customer_id = c.id group by c.country_code, c.country
        ) k) as countries,
        (select count(*) from ${customers})::int as customers,
        (select coalesce(sum(o.spent_minor), 0) from ${orders} o join ${customers} c on c.id = o.customer_id)::bigint as customers_spent,
        (select json_build_array(count(*)::int, (count(*) filter (where status = 'Paid'))::int, (count(*) filter (where status = 'Unpaid'))::int,
          (count(*) filter (where status = 'Rejected'))::int, coalesce(sum(earning_minor), 0)::bigint, coalesce(sum(value_minor), 0)::bigint) from ${referrals}) as referrals`),
  );
  if (!row) throw new Error('ecommerce aggregates: no row');
  const recent = await ex.select().from(orders).orderBy(sql`${orders.placedAt} desc, ${orders.id} asc`).limit(6);
  const statuses = new Map(jsonOf<Array<[string, number]>>(row.statuses).map(([s, n]) => [s, Number(n)]));
  const methods = new Map(jsonOf<Array<[string, number, number]>>(row.methods).map(([m, n, r]) => [m, { count: Number(n), revenueMinor: Number(r) }]));
  const [total = 0, paid = 0, unpaid = 0, rejected = 0, earnings = 0, value = 0] = jsonOf<number[]>(row.referrals).map(Number);
  return {
    orders: Number(row.orders),
    revenueMinor: Number(row.revenue),
    months: jsonOf<Array<[string, number, number]>>(row.months).map(([month, revenue, n]) => ({ month, revenueMinor: Number(revenue), orders: Number(n) })),
    byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, statuses.get(s) ?? 0])) as EcommerceAggregates['byStatus'],
    byMethod: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, methods.get(m) ?? { count: 0, revenueMinor: 0 }])) as EcommerceAggregates['byMethod'],
    countries: jsonOf<Array<[string, string, number, number]>>(row.countries).map(([country, countryCode, n, spent]) => ({ country, countryCode, orders: Number(n), spentMinor: Number(spent) })),
    recent: recent.map(toOrder),
    customers: Number(row.customers),
    customersSpentMinor: Number(row.customers_spent),
    referrals: { total, paid, unpaid, rejected, earningsMinor: earnings, valueMinor: value },
  };
}

/**
 * GET /api/apps/ecommerce/stats: the order figures from SQL, the catalogue's aggregates (read by
 * `catalogueAggregates`, SQL too), the numbers from the shared ecommerceStatsFrom.
 */
export async function ecommerceStats(ex: Executor, catalogue: CatalogueAggregates): Promise<EcommerceStats> {
  return ecommerceStatsFrom(await ecommerceAggregatesOf(ex), catalogue);
}

// --- checkout -------------------------------------------------------------------------------

export type CheckoutResult = { ok: true; answer: CheckoutOrderResponse } | { ok: false; errors: Record<string, string[]> };

/**
 * POST /api/pages/checkout: the lines at the catalogue's current price (`products`, the caller's
 * catalogue), written with the order in the caller's transaction. Answers as the mock's
 * placeCheckoutOrder: an unknown product is a field error; the number is 100000 + the row's id.
 */
export async function placeCheckoutOrder(ex: Executor, body: CheckoutOrderBody, products: readonly Product[], now = new Date()): Promise<CheckoutResult> {
  const { items, address, payment } = body;
  const lines: CheckoutOrderResponse['lines'] = [];
  const unknown: string[] = [];
  items.forEach((item, i) => {
    const product = products.find((p) => p.id === item.productId);
    if (!product) unknown.push(`items.${i}.productId`);
    else {
      const unitPrice = parseAmount(product.price);
      lines.push({ productId: product.id, name: product.productName, unitPrice, quantity: item.quantity, total: fromMinor(toMinor(unitPrice) * item.quantity) });
    }
  });
  if (unknown.length > 0) return { ok: false, errors: Object.fromEntries(unknown.map((key) => [key, ['Unknown product']])) };
  const subtotalMinor = lines.reduce((sum, line) => sum + toMinor(line.unitPrice) * line.quantity, 0);
  const deliveryFeeMinor = toMinor(DELIVERY_FEES[address.delivery]);
  const cardLast4 = payment.method === 'card' ? payment.cardNumber.replace(/\D/g, '').slice(-4) : null;
  const [row] = await ex
    .insert(checkoutOrders)
    .values({
      fullName: address.fullName,
      phone: address.phone,
      address: address.address,
      city: address.city,
      zipCode: address.zipCode,
      country: address.country,
      delivery: address.delivery,
      paymentMethod: payment.method,
      cardLast4,
      subtotalMinor,
      deliveryFeeMinor,
      totalMinor: subtotalMinor + deliveryFeeMinor,
      placedAt: now,
    })
    .returning();
  if (!row) throw new Error('checkout_orders: no row');
  const orderNumber = String(100_000 + row.id);
  // the shop's administrators hear of it in the same transaction (decision 0028), as the mock's
  // placeCheckoutOrder notifies them: every sign-in with the admin login role
  await notifyAdmins(ex, 'orderPlaced', { params: checkoutNotice({ orderNumber }, address.fullName) }, now);
  await ex.insert(checkoutOrderLines).values(
    lines.map((line, i) => ({ checkoutOrderId: row.id, position: i + 1, productId: line.productId, name: line.name, unitPriceMinor: toMinor(line.unitPrice), quantity: line.quantity })),
  );
  return {
    ok: true,
    answer: {
      orderNumber,
      lines,
      subtotal: fromMinor(subtotalMinor),
      deliveryFee: fromMinor(deliveryFeeMinor),
      total: fromMinor(subtotalMinor + deliveryFeeMinor),
      placedAt: new Date(row.placedAt).toISOString(),
      cardLast4,
    },
  };
}
