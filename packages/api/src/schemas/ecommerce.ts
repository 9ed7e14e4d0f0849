import { z } from 'zod';
import { pageQuerySchema, queryBooleanSchema, searchTermSchema, sortQuerySchema } from './common';

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
  category: productCategorySchema,
  stock: z.boolean(),
  sku: z.number().int(),
  price: moneyText,
  qty: z.number().int().min(0),
  status: productStatusSchema,
  image: z.string(),
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
  category: z.string().optional().catch(undefined),
  status: z.string().optional().catch(undefined),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(PRODUCT_SORT_KEYS).shape,
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;
export const productsResponseSchema = z.object({ products: z.array(productSchema), total: z.number().int() });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export const ordersQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(ORDER_SORT_KEYS).shape,
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema), total: z.number().int() });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export const customersQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(CUSTOMER_SORT_KEYS).shape,
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;
export const customersResponseSchema = z.object({ customers: z.array(customerSchema), total: z.number().int() });
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

/** The review list's status filter also accepts "All", meaning no filter. */
export const REVIEW_STATUS_FILTER_ALL = 'All';
export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export const reviewsQuerySchema = z.object({
  q: searchTermSchema,
  status: z.string().catch(REVIEW_STATUS_FILTER_ALL),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(REVIEW_SORT_KEYS).shape,
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
export const reviewsResponseSchema = z.object({ reviews: z.array(reviewSchema), total: z.number().int() });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
export const referralsQuerySchema = z.object({
  ...pageQuerySchema.shape,
  ...sortQuerySchema(REFERRAL_SORT_KEYS).shape,
});
export type ReferralsQuery = z.infer<typeof referralsQuerySchema>;
export const referralsResponseSchema = z.object({ referrals: z.array(referralSchema), total: z.number().int() });
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;
