// Commerce orders as relational tables (issue 32, decision 0028): the customers, their orders
// with the lines as sold (the unit price paid, in minor units), the referrals, and the
// storefront's checkout orders. drizzle-kit generates the migrations from these definitions.
//
// An order points at its customer's row and keeps what it was placed with (the customer's name,
// email and picture then), as an invoice keeps its client as billed. A line points at the product
// by the contract's numeric product id (`product_id`, nullable, `REFERENCES products ON DELETE SET
// NULL`: a deleted product leaves the line as sold) and keeps the product's name, brand, picture and the unit price it sold at,
// so a change of the catalogue never rewrites a past order. A customer's order count and total
// spent are not columns: they are counted from the orders when read.
import { CHECKOUT_PAYMENT_METHODS, DELIVERY_OPTIONS, ORDER_STATUSES, PAYMENT_METHODS, REFERRAL_STATUSES } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { textSortKey } from './logistics';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
const currencyCheck = (column: AnyPgColumn): SQL => sql`${column} ~ '^[A-Z]{3}$'`;

/** The shop's customers; their counts and totals come from `orders`. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the six-digit number a person reads (Customer.customerId); the detail call looks it up */
    customerNumber: integer('customer_number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    countryFlag: text('country_flag').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    contact: text('contact').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customers_number_check', sql`${t.customerNumber} between 100000 and 999999`),
    uniqueIndex('customers_number_key').on(t.customerNumber),
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    // the list's sort keys, each ending in the id newest first (ORDER BY key, id DESC)
    index('customers_by_name').on(textSortKey(t.name), t.id.desc().nullsFirst()),
    index('customers_by_country').on(textSortKey(t.country), t.id.desc().nullsFirst()),
    // `q`: a substring of the name, country or email, any case
    index('customers_search').using('gin', sql`(lower(${t.name} || E'\\n' || ${t.country} || E'\\n' || ${t.email})) gin_trgm_ops`),
  ],
);

/** The contract's Order: its customer's row, the customer as it ordered, money in minor units. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the number a person reads (#6098); the detail and edit calls name it */
    orderNumber: integer('order_number').notNull(),
    /** RESTRICT: a customer who has orders cannot be deleted */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAvatar: text('customer_avatar').notNull().default(''),
    /** SPEC §3's payment code: 1 paid, 2 pending, 3 cancelled, 4 failed */
    payment: smallint('payment').notNull(),
    status: text('status').notNull(),
    /** what the order cost, in cents */
    spentMinor: bigint('spent_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    method: text('method').notNull(),
    /** the card's last digits */
    methodNumber: integer('method_number').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** moves on every write: a PUT naming an older one is answered 409 */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('orders_payment_check', sql`${t.payment} between 1 and 4`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('orders_spent_check', sql`${t.spentMinor} >= 0`),
    check('orders_currency_check', currencyCheck(t.currency)),
    check('orders_version_check', sql`${t.version} > 0`),
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_by_customer_name').on(textSortKey(t.customerName), t.id.desc().nullsFirst()),
    index('orders_by_placed').on(t.placedAt, t.id.desc().nullsFirst()),
    index('orders_by_status').on(t.status, t.id.desc().nullsFirst()),
    index('orders_by_spent').on(t.spentMinor, t.id.desc().nullsFirst()),
    // a customer's orders: their count and total (and the foreign key's check when a customer goes)
    index('orders_by_customer').on(t.customerId, t.spentMinor),
    // `q`: a substring of the customer's name, email or the order number, any case
    index('orders_search').using('gin', sql`(lower(${t.customerName} || E'\\n' || ${t.customerEmail} || E'\\n' || ${t.orderNumber}::text)) gin_trgm_ops`),
  ],
);

/** An order's lines as sold, in order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** the contract's product id; SET NULL when the product is deleted (the line stays as sold) */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productBrand: text('product_brand').notNull().default(''),
    image: text('image').notNull().default(''),
    /** the unit price paid, in cents */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('order_lines_price_check', sql`${t.unitPriceMinor} >= 0`),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_currency_check', currencyCheck(t.currency)),
    uniqueIndex('order_lines_position_key').on(t.orderId, t.position),
    index('order_lines_by_product').on(t.productId),
  ],
);

/** The referral programme's entries (reference data of the list; nothing writes them in the contract). */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar').notNull().default(''),
    referredId: integer('referred_id').notNull(),
    status: text('status').notNull(),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    earningMinor: bigint('earning_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
  },
  (t) => [
    check('referrals_status_check', oneOf(t.status, REFERRAL_STATUSES)),
    check('referrals_money_check', sql`${t.valueMinor} >= 0 and ${t.earningMinor} >= 0`),
    check('referrals_currency_check', currencyCheck(t.currency)),
    index('referrals_by_user').on(textSortKey(t.userName), t.id.desc().nullsFirst()),
    index('referrals_by_referred').on(t.referredId, t.id.desc().nullsFirst()),
    index('referrals_by_earning').on(t.earningMinor, t.id.desc().nullsFirst()),
    index('referrals_by_value').on(t.valueMinor, t.id.desc().nullsFirst()),
    index('referrals_by_status').on(t.status, t.id.desc().nullsFirst()),
  ],
);

/**
 * The storefront's checkout (POST /api/pages/checkout): an anonymous buyer's order with its
 * address and payment method. Its own table, not `orders`: it has no customer row, no §3 payment
 * code or card brand, and the back office's order list does not show it (decision 0028).
 */
export const checkoutOrders = pgTable(
  'checkout_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    delivery: text('delivery').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** the card's last four digits; the card itself is never stored */
    cardLast4: text('card_last4'),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    deliveryFeeMinor: bigint('delivery_fee_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkout_orders_delivery_check', oneOf(t.delivery, DELIVERY_OPTIONS)),
    check('checkout_orders_method_check', oneOf(t.paymentMethod, CHECKOUT_PAYMENT_METHODS)),
    check('checkout_orders_card_check', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    check('checkout_orders_total_check', sql`${t.subtotalMinor} >= 0 and ${t.deliveryFeeMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.deliveryFeeMinor}`),
    check('checkout_orders_currency_check', currencyCheck(t.currency)),
  ],
);

/** A checkout order's lines, at the catalogue's price when it was placed. */
export const checkoutOrderLines = pgTable(
  'checkout_order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    checkoutOrderId: integer('checkout_order_id')
      .notNull()
      .references(() => checkoutOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** the contract's product id; no foreign key in this slice (as order_lines) */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('checkout_order_lines_price_check', sql`${t.unitPriceMinor} >= 0`),
    check('checkout_order_lines_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('checkout_order_lines_position_key').on(t.checkoutOrderId, t.position),
  ],
);

export const ordersDomain = { customers, orders, orderLines, referrals, checkoutOrders, checkoutOrderLines };
