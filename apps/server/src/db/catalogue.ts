// The commerce catalogue as relational tables (issue 32, decision 0027): product categories, the
// products, the editor's extra fields of a product, the reviews and the store's settings with its
// locations. drizzle-kit generates the migrations from these definitions (drizzle.config.ts).
//
// Money is integer minor units (cents) with a currency, never floats: the contract's "$1,249.50"
// (`Product.price`) and the settings' dollar amounts are converted at the edge, once
// (src/catalogue/money.ts). Orders, customers and referrals are another slice; an order line
// points at a product by its numeric id, the key the contract already uses.
import { CATEGORY_STATUSES, PRODUCT_STATUSES, REVIEW_STATUSES, SHIPPING_TYPES, STORE_CURRENCIES } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { textSortKey } from './logistics';
import { customers } from './orders';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
const currencyCheck = (column: AnyPgColumn): SQL => sql`${column} ~ '^[A-Z]{3}$'`;

/** The catalogue's categories: one per name whatever its case. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('Published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_categories_status_check', oneOf(t.status, CATEGORY_STATUSES)),
    // case-insensitive unique names: two simultaneous creates of one name give one 201 and one 400
    uniqueIndex('product_categories_name_key').on(sql`lower(${t.name})`),
    index('product_categories_by_name').on(textSortKey(t.name), t.id.desc().nullsFirst()),
    // `q`: a substring of the name or description, any case (joined by a line break no term holds)
    index('product_categories_search').using('gin', sql`(lower(${t.name} || E'\\n' || ${t.description})) gin_trgm_ops`),
  ],
);

/** The contract's Product, one column per field; its category by foreign key, its price in cents. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    /** RESTRICT: a category that still has products cannot be deleted (the contract has no such call yet) */
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    stock: boolean('stock').notNull(),
    sku: integer('sku').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    qty: integer('qty').notNull().default(0),
    status: text('status').notNull(),
    image: text('image').notNull().default(''),
    /** moves on every write: a PUT naming an older one is answered 409 (decision 0027) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_status_check', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_currency_check', currencyCheck(t.currency)),
    check('products_price_check', sql`${t.priceMinor} > 0`),
    check('products_qty_check', sql`${t.qty} >= 0`),
    check('products_sku_check', sql`${t.sku} > 0`),
    check('products_version_check', sql`${t.version} > 0`),
    uniqueIndex('products_sku_key').on(t.sku),
    // one index per sort key and filter of the list, each ending in the id newest first
    index('products_by_name').on(textSortKey(t.name), t.id.desc().nullsFirst()),
    index('products_by_category').on(t.categoryId, t.id.desc().nullsFirst()),
    index('products_by_status').on(t.status, t.id.desc().nullsFirst()),
    index('products_by_price').on(t.priceMinor, t.id.desc().nullsFirst()),
    index('products_by_qty').on(t.qty, t.id.desc().nullsFirst()),
    index('products_by_stock').on(t.stock, t.id.desc().nullsFirst()),
    // `q`: a substring of the name or brand, any case
    index('products_search').using('gin', sql`(lower(${t.name} || E'\\n' || ${t.brand})) gin_trgm_ops`),
  ],
);

/** What the product editor keeps beyond the list's fields: one row per product, gone with it. */
export const productDetails = pgTable(
  'product_details',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    barcode: text('barcode').notNull().default(''),
    /** sanitized HTML */
    description: text('description').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    discountedPriceMinor: bigint('discounted_price_minor', { mode: 'number' }),
    chargeTax: boolean('charge_tax').notNull().default(true),
    shippingType: text('shipping_type').notNull().default('seller'),
    /** grams (the form's kilograms have at most two decimals) */
    weightGrams: integer('weight_grams'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('product_details_shipping_check', oneOf(t.shippingType, SHIPPING_TYPES)),
    check('product_details_discount_check', sql`${t.discountedPriceMinor} >= 0`),
    check('product_details_weight_check', sql`${t.weightGrams} >= 0`),
  ],
);

/**
 * A review keeps the product as it was reviewed (name, brand, picture: a later edit of the product
 * does not rewrite what a customer wrote about) and points at its row while it exists (SET NULL
 * when the product goes, as the mock keeps the review). The reviewer is as written; the customer's
 * row, when the reviewer is a customer, by a foreign key (SET NULL when the customer goes).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    productImage: text('product_image').notNull().default(''),
    /** the reviewing customer, when the reviewer is one (none of the seed's is) */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    reviewer: text('reviewer').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar').notNull().default(''),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    rating: integer('rating').notNull(),
    head: text('head').notNull().default(''),
    para: text('para').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_status_check', oneOf(t.status, REVIEW_STATUSES)),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('reviews_by_product_name').on(textSortKey(t.productName), t.id.desc().nullsFirst()),
    index('reviews_by_reviewer').on(textSortKey(t.reviewer), t.id.desc().nullsFirst()),
    index('reviews_by_date').on(t.reviewedOn, t.id.desc().nullsFirst()),
    index('reviews_by_status').on(t.status, t.id.desc().nullsFirst()),
    index('reviews_by_product').on(t.productId),
    // `q`: a substring of the product, the reviewer or the email, any case
    index('reviews_search').using('gin', sql`(lower(${t.productName} || E'\\n' || ${t.reviewer} || E'\\n' || ${t.email})) gin_trgm_ops`),
  ],
);

/**
 * The store's settings: one row (the installation is one store; `id = 1` is checked), one column per
 * field of the page's sections; the notification matrix (six events × two channels) as one JSON
 * value the contract validates whole.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    currency: text('currency').notNull().default('USD'),
    address: text('address').notNull().default(''),
    supportEmail: text('support_email').notNull().default(''),
    payCard: boolean('pay_card').notNull(),
    payPaypal: boolean('pay_paypal').notNull(),
    payCashOnDelivery: boolean('pay_cash_on_delivery').notNull(),
    payBankTransfer: boolean('pay_bank_transfer').notNull(),
    guestCheckout: boolean('guest_checkout').notNull(),
    requirePhone: boolean('require_phone').notNull(),
    orderNotes: boolean('order_notes').notNull(),
    termsRequired: boolean('terms_required').notNull(),
    domesticRateMinor: bigint('domestic_rate_minor', { mode: 'number' }).notNull(),
    internationalRateMinor: bigint('international_rate_minor', { mode: 'number' }).notNull(),
    /** null: no free shipping */
    freeShippingOverMinor: bigint('free_shipping_over_minor', { mode: 'number' }),
    processingDays: integer('processing_days').notNull(),
    notifications: jsonb('notifications').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_single_check', sql`${t.id} = 1`),
    check('store_settings_currency_check', oneOf(t.currency, STORE_CURRENCIES)),
    check('store_settings_rates_check', sql`${t.domesticRateMinor} >= 0 and ${t.internationalRateMinor} >= 0 and ${t.freeShippingOverMinor} >= 0`),
    check('store_settings_days_check', sql`${t.processingDays} between 0 and 60`),
  ],
);

/** The store's locations, in the page's order; the contract's id (`loc-1`) is their key. */
export const storeLocations = pgTable(
  'store_locations',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => storeSettings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    fulfilsOnlineOrders: boolean('fulfils_online_orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), uniqueIndex('store_locations_position_key').on(t.storeId, t.position)],
);

export const catalogue = { productCategories, products, productDetails, reviews, storeSettings, storeLocations };
