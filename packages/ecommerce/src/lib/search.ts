// URL search schemas of every screen: what the route validates and the page receives. Junk in a
// hand-edited URL falls back to the default instead of failing the page.
import {
  CATEGORY_SORT_KEYS,
  CUSTOMER_SORT_KEYS,
  ORDER_SORT_KEYS,
  PRODUCT_SORT_KEYS,
  PRODUCT_STATUSES,
  REFERRAL_SORT_KEYS,
  REVIEW_SORT_KEYS,
  REVIEW_STATUSES,
  listSearchSchema,
} from '@atrium/api';
import { z } from 'zod';

const q = z.string().optional().catch(undefined);

export const productListSearchSchema = listSearchSchema(PRODUCT_SORT_KEYS).extend({
  q,
  status: z.enum(PRODUCT_STATUSES).optional().catch(undefined),
  category: z.string().min(1).optional().catch(undefined),
  stock: z.enum(['in', 'out']).optional().catch(undefined),
});
export type ProductListSearch = z.infer<typeof productListSearchSchema>;

export const orderListSearchSchema = listSearchSchema(ORDER_SORT_KEYS).extend({ q });
export type OrderListSearch = z.infer<typeof orderListSearchSchema>;

export const customerListSearchSchema = listSearchSchema(CUSTOMER_SORT_KEYS).extend({ q });
export type CustomerListSearch = z.infer<typeof customerListSearchSchema>;

export const REVIEW_FILTERS = ['All', ...REVIEW_STATUSES] as const;
export const reviewListSearchSchema = listSearchSchema(REVIEW_SORT_KEYS).extend({
  q,
  status: z.enum(REVIEW_FILTERS).optional().default('All').catch('All'),
});
export type ReviewListSearch = z.infer<typeof reviewListSearchSchema>;

export const referralListSearchSchema = listSearchSchema(REFERRAL_SORT_KEYS);
export type ReferralListSearch = z.infer<typeof referralListSearchSchema>;

export const categoryListSearchSchema = listSearchSchema(CATEGORY_SORT_KEYS).extend({ q });
export type CategoryListSearch = z.infer<typeof categoryListSearchSchema>;

export const CUSTOMER_TABS = ['overview', 'security', 'address-billing', 'notifications'] as const;
export const customerDetailsSearchSchema = z.object({ tab: z.enum(CUSTOMER_TABS).optional().default('overview').catch('overview') });
export type CustomerDetailsSearch = z.infer<typeof customerDetailsSearchSchema>;

export const SETTINGS_SECTIONS = ['store', 'payments', 'checkout', 'shipping', 'locations', 'notifications'] as const;
export const settingsSearchSchema = z.object({ section: z.enum(SETTINGS_SECTIONS).optional().default('store').catch('store') });
export type SettingsSearch = z.infer<typeof settingsSearchSchema>;

/** What a list page receives: its URL state and a way to change part of it. */
export interface SearchProps<S> {
  search: S;
  onSearchChange: (patch: Partial<S>) => void;
}
