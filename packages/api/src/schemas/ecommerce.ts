import { z } from 'zod';
import { isHttpUrl, isRasterImageDataUrl, pageQuerySchema, queryBooleanSchema, queryFilterSchema, searchTermSchema, sortQuerySchema, strictBody } from './common';
import { htmlString } from './html';

export const PRODUCT_CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const;
export const PRODUCT_STATUSES = ['Inactive', 'Published', 'Scheduled'] as const;
export const REVIEW_STATUSES = ['Published', 'Pending'] as const;
export const REFERRAL_STATUSES = ['Unpaid', 'Paid', 'Rejected'] as const;
export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const;
export const PAYMENT_METHODS = ['paypal', 'mastercard'] as const;

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type ProductCategory = z.infer<typeof productCategorySchema>;
export type ProductStatus = z.infer<typeof productStatusSchema>;
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export type ReferralStatus = z.infer<typeof referralStatusSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Money held as text with its currency sign, e.g. "$1,249.50". */
const moneyText = z.string().regex(/^-?\$[\d,]+(\.\d+)?$/, 'Expected an amount like $12.50');

export const productSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  productBrand: z.string(),
  /** one of the seed's PRODUCT_CATEGORIES or a category added since (see categorySchema) */
  category: z.string().min(1),
  stock: z.boolean(),
  sku: z.number().int(),
  price: moneyText,
  qty: z.number().int().min(0),
  status: productStatusSchema,
  image: z.string(),
  /**
   * Moves on every change of the product. A PUT that sends the version it read is refused with 409
   * (staleWriteSchema) when the product changed since (decision 0027). Optional: a product stored
   * by an older in-browser backend has none.
   */
  version: z.number().int().min(1).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  companyName: z.string(),
  productImage: z.string(),
  reviewer: z.string(),
  email: z.string(),
  avatar: z.string(),
  /** ISO date (YYYY-MM-DD) */
  date: z.string(),
  status: reviewStatusSchema,
  review: z.number().int().min(1).max(5),
  head: z.string(),
  para: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const referralSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  email: z.string(),
  avatar: z.string(),
  referredId: z.number().int(),
  status: referralStatusSchema,
  value: moneyText,
  earning: moneyText,
});
export type Referral = z.infer<typeof referralSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  customer: z.string(),
  email: z.string(),
  avatar: z.string(),
  payment: z.number().int().min(1).max(4),
  status: orderStatusSchema,
  spent: z.number(),
  method: z.enum(PAYMENT_METHODS),
  /** month/day/year */
  date: z.string().regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
  /** 12-hour clock, e.g. "7:05 PM" */
  time: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/),
  /** last digits of the card */
  methodNumber: z.number().int(),
  /**
   * Moves on every change of the order (decision 0028). A PUT that sends the version it read is
   * refused with 409 when the order changed since; absent on a record from before versions.
   */
  version: z.number().int().min(1).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  /** six digits; the detail call looks customers up by this, not by id */
  customerId: z.number().int().min(100_000).max(999_999),
  email: z.string(),
  country: z.string(),
  countryFlag: z.string(),
  countryCode: z.string(),
  order: z.number().int().min(0),
  totalSpent: z.number(),
  avatar: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerDetailSchema = customerSchema.extend({
  status: z.literal('Active'),
  contact: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export const productsQuerySchema = z.object({
  q: searchTermSchema,
  stock: queryBooleanSchema.optional().catch(undefined),
  category: queryFilterSchema,
  status: queryFilterSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(PRODUCT_SORT_KEYS).shape,
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;
export const productsResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  /** false when `total` is LIST_TOTAL_EXACT_LIMIT standing for more (decision 0020); absent when exact */
  totalExact: z.boolean().optional(),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export const ordersQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(ORDER_SORT_KEYS).shape,
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export const ordersResponseSchema = z.object({
  orders: z.array(orderSchema),
  /** exact up to LIST_TOTAL_EXACT_LIMIT matches; past it, that limit with totalExact false (decisions 0020, 0028) */
  total: z.number().int(),
  totalExact: z.boolean().optional(),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export const customersQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(CUSTOMER_SORT_KEYS).shape,
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;
export const customersResponseSchema = z.object({
  customers: z.array(customerSchema),
  /** exact up to LIST_TOTAL_EXACT_LIMIT matches; past it, that limit with totalExact false (decisions 0020, 0028) */
  total: z.number().int(),
  totalExact: z.boolean().optional(),
});
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

/** The review list's status filter also accepts "All", meaning no filter. */
export const REVIEW_STATUS_FILTER_ALL = 'All';
export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export const reviewsQuerySchema = z.object({
  q: searchTermSchema,
  status: z.string().max(100).catch(REVIEW_STATUS_FILTER_ALL),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(REVIEW_SORT_KEYS).shape,
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  /** false when `total` is LIST_TOTAL_EXACT_LIMIT standing for more (decision 0020); absent when exact */
  totalExact: z.boolean().optional(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export const referralsQuerySchema = z.object({
  ...pageQuerySchema.shape,
  ...sortQuerySchema(REFERRAL_SORT_KEYS).shape,
});
export type ReferralsQuery = z.infer<typeof referralsQuerySchema>;
export const referralsResponseSchema = z.object({
  referrals: z.array(referralSchema),
  /** exact up to LIST_TOTAL_EXACT_LIMIT matches; past it, that limit with totalExact false (decisions 0020, 0028) */
  total: z.number().int(),
  totalExact: z.boolean().optional(),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Beyond SPEC §7: the back office's own calls (order detail, product create, categories, stats,
// store settings). The mock validates bodies with these same schemas, so form and server agree.

/** A money amount typed into a form: non-negative, at most two decimals, below a sanity cap. */
const amount = (max = 1_000_000) =>
  z
    .number({ error: 'Enter a number' })
    .min(0, 'Must not be negative')
    .max(max, `At most ${max}`)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'At most two decimals');

export const SHIPPING_TYPES = ['seller', 'company'] as const;
export const PRODUCT_IMAGE_LIMIT = 4;
/** The longest product description (HTML from the rich-text editor). */
export const PRODUCT_DESCRIPTION_MAX = 20_000;
/** data-URI length cap per image; the form downsizes pictures, so real ones stay well below */
export const PRODUCT_IMAGE_MAX_CHARS = 400_000;

/** The product form's fields, without the cross-field rules (what an edit is filled in with). */
export const productValuesSchema = z.object({
  productName: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
  productBrand: z.string().trim().min(1, 'Required').max(40, 'At most 40 characters'),
  sku: z.number({ error: 'Enter a number' }).int('Whole number').min(1, 'Required').max(99_999_999, 'At most 8 digits'),
  barcode: z
    .string()
    .trim()
    .max(14, '8, 12, 13 or 14 digits')
    .regex(/^(\d{8}|\d{12,14})?$/, '8, 12, 13 or 14 digits'),
  /** HTML from the rich-text editor (the server stores it sanitized) */
  description: htmlString(PRODUCT_DESCRIPTION_MAX, 'Too long'),
  images: z
    // raster data URLs or http(s) only: an SVG can carry <script> and onload (security review)
    .array(
      z
        .string()
        .max(PRODUCT_IMAGE_MAX_CHARS, 'Image too large')
        .refine((s) => isRasterImageDataUrl(s, ['png', 'jpeg', 'webp']) || isHttpUrl(s), 'Not an image'),
    )
    .max(PRODUCT_IMAGE_LIMIT, `At most ${PRODUCT_IMAGE_LIMIT} images`),
  price: amount().refine((n) => n > 0, 'Must be more than 0'),
  discountedPrice: amount().nullable(),
  chargeTax: z.boolean(),
  qty: z.number({ error: 'Enter a number' }).int('Whole number').min(0, 'Must not be negative').max(1_000_000, 'Too many'),
  stock: z.boolean(),
  shippingType: z.enum(SHIPPING_TYPES),
  weightKg: amount(1_000).nullable(),
  category: z.string().trim().min(1, 'Pick a category').max(100),
  status: productStatusSchema,
  tags: z.array(z.string().trim().min(1).max(24, 'At most 24 characters')).max(10, 'At most 10 tags'),
});
export type ProductValues = z.infer<typeof productValuesSchema>;

/** POST (create) and PUT (edit) body of a product: the fields and the rules between them. */
export const newProductSchema = strictBody(
  productValuesSchema.extend({
    /** PUT: the version of the product the edit started from (productSchema.version); absent: last write wins. Ignored by POST. */
    version: z.number().int().min(1).optional(),
  }),
).superRefine((p, ctx) => {
  if (p.discountedPrice !== null && p.discountedPrice >= p.price) {
    ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: 'Must be below the price' });
  }
  if (p.stock && p.qty === 0) ctx.addIssue({ code: 'custom', path: ['qty'], message: 'An in-stock product needs a quantity' });
  if (!p.stock && p.qty > 0) ctx.addIssue({ code: 'custom', path: ['qty'], message: 'An out-of-stock product has no quantity' });
});
export type NewProduct = z.infer<typeof newProductSchema>;

/** GET of one product: the list row and the form's values, so the editor opens filled in. */
export const productEditSchema = z.object({ product: productSchema, values: productValuesSchema });
export type ProductEdit = z.infer<typeof productEditSchema>;

/** What a created product keeps beyond the §3 Product fields. */
export const productDetailSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  /** HTML: sanitized on write by the server */
  description: htmlString(PRODUCT_DESCRIPTION_MAX),
  images: z.array(z.string()),
  discountedPrice: z.number().nullable(),
  chargeTax: z.boolean(),
  shippingType: z.enum(SHIPPING_TYPES),
  weightKg: z.number().nullable(),
  tags: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const CATEGORY_STATUSES = ['Published', 'Inactive'] as const;
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(CATEGORY_STATUSES),
});
export type Category = z.infer<typeof categorySchema>;

/** A category with the figures computed from the products that carry its name. */
export const categorySummarySchema = categorySchema.extend({
  productCount: z.number().int().min(0),
  inStockCount: z.number().int().min(0),
  /** sum of price × qty over its products, in dollars */
  stockValue: z.number().min(0),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const CATEGORY_SORT_KEYS = ['name', 'products', 'value'] as const;
export const categoriesQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(CATEGORY_SORT_KEYS).shape,
});
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
export const categoriesResponseSchema = z.object({
  categories: z.array(categorySummarySchema),
  total: z.number().int(),
  /** false when `total` is LIST_TOTAL_EXACT_LIMIT standing for more (decision 0020); absent when exact */
  totalExact: z.boolean().optional(),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const categoryInputSchema = z.strictObject({
  name: z.string().trim().min(2, 'At least 2 characters').max(40, 'At most 40 characters'),
  description: z.string().trim().max(300, 'At most 300 characters'),
  status: z.enum(CATEGORY_STATUSES),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const ORDER_TIMELINE_STEPS = ['Placed', 'Dispatched', 'Ready to Pickup', 'Out for Delivery', 'Delivered'] as const;
export const addressSchema = z.object({ name: z.string(), line1: z.string(), city: z.string(), country: z.string(), postcode: z.string(), phone: z.string() });
export type Address = z.infer<typeof addressSchema>;
export const orderDetailSchema = z.object({
  order: orderSchema,
  items: z.array(
    z.object({ productId: z.number().int(), productName: z.string(), productBrand: z.string(), image: z.string(), unitPrice: z.number(), qty: z.number().int().min(1) }),
  ),
  /** subtotal + shipping + tax = order.spent */
  totals: z.object({ subtotal: z.number(), shipping: z.number(), tax: z.number(), total: z.number() }),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  timeline: z.array(z.object({ step: z.enum(ORDER_TIMELINE_STEPS), at: z.string() })),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const monthPoint = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue: z.number(), orders: z.number().int() });
export const ecommerceStatsSchema = z.object({
  /** the month the deltas compare (the newest order's), YYYY-MM */
  currentMonth: z.string(),
  kpis: z.object({
    revenue: z.number(),
    orders: z.number().int(),
    customers: z.number().int(),
    products: z.number().int(),
    averageOrderValue: z.number(),
    /** month-over-month change in percent; null when the previous month had nothing */
    revenueDelta: z.number().nullable(),
    ordersDelta: z.number().nullable(),
  }),
  monthly: z.array(monthPoint),
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  paymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), count: z.number().int(), revenue: z.number() })),
  topProducts: z.array(productSchema.extend({ stockValue: z.number() })),
  ordersByCountry: z.array(z.object({ country: z.string(), countryCode: z.string(), orders: z.number().int(), spent: z.number() })),
  recentTransactions: z.array(orderSchema),
  products: z.object({ total: z.number().int(), inStock: z.number().int(), outOfStock: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
  reviews: z.object({ total: z.number().int(), published: z.number().int(), pending: z.number().int(), average: z.number(), byRating: z.array(z.number().int()).length(5) }),
  referrals: z.object({ total: z.number().int(), paid: z.number().int(), unpaid: z.number().int(), rejected: z.number().int(), earnings: z.number(), value: z.number() }),
  customers: z.object({ total: z.number().int(), totalSpent: z.number(), countries: z.number().int() }),
});
export type EcommerceStats = z.infer<typeof ecommerceStatsSchema>;

export const STORE_CURRENCIES = ['USD', 'EUR', 'GBP', 'ILS', 'SAR', 'AED'] as const;
const optionalEmail = z.union([z.literal(''), z.email('Enter a valid email').max(320)]);
export const storeLocationSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(2, 'At least 2 characters').max(60),
  address: z.string().trim().min(3, 'Required').max(200),
  fulfilsOnlineOrders: z.boolean(),
});
const notificationChannels = z.object({ email: z.boolean(), app: z.boolean() });
export const NOTIFICATION_EVENTS = ['newOrder', 'orderShipped', 'orderDelivered', 'newReview', 'lowStock', 'newCustomer'] as const;
export const storeSettingsSchema = z.object({
  store: z.object({
    name: z.string().trim().min(2, 'At least 2 characters').max(80),
    email: z.email('Enter a valid email').max(320),
    phone: z.string().trim().max(30, 'Enter a valid phone number').regex(/^\+?[\d\s()-]{6,20}$/, 'Enter a valid phone number'),
    currency: z.enum(STORE_CURRENCIES),
    address: z.string().trim().max(200),
    supportEmail: optionalEmail,
  }),
  payments: z.object({
    card: z.boolean(),
    paypal: z.boolean(),
    cashOnDelivery: z.boolean(),
    bankTransfer: z.boolean(),
  }),
  checkout: z.object({
    guestCheckout: z.boolean(),
    requirePhone: z.boolean(),
    orderNotes: z.boolean(),
    termsRequired: z.boolean(),
  }),
  shipping: z.object({
    domesticRate: amount(10_000),
    internationalRate: amount(10_000),
    freeShippingOver: amount(1_000_000).nullable(),
    processingDays: z.number().int().min(0).max(60),
  }),
  locations: z.array(storeLocationSchema).min(1, 'Keep at least one location').max(20),
  notifications: z.object(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, notificationChannels])) as Record<(typeof NOTIFICATION_EVENTS)[number], typeof notificationChannels>),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
/** PUT sends any subset of the sections; each one sent is validated whole and replaces the stored one. */
export const storeSettingsUpdateSchema = strictBody(storeSettingsSchema.partial());
export type StoreSettingsUpdate = z.infer<typeof storeSettingsUpdateSchema>;
