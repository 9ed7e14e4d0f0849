// The one query-key factory of the feature; mutations invalidate through it.
import type { CategoriesQuery, CustomersQuery, OrdersQuery, ProductsQuery, ReferralsQuery, ReviewsQuery } from '@atrium/api';

export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  stats: () => [...ecommerceKeys.all, 'stats'] as const,
  products: () => [...ecommerceKeys.all, 'products'] as const,
  productList: (query: Partial<ProductsQuery>) => [...ecommerceKeys.products(), query] as const,
  product: (id: number) => [...ecommerceKeys.products(), 'detail', id] as const,
  categories: () => [...ecommerceKeys.all, 'categories'] as const,
  categoryList: (query: Partial<CategoriesQuery>) => [...ecommerceKeys.categories(), query] as const,
  orders: () => [...ecommerceKeys.all, 'orders'] as const,
  orderList: (query: Partial<OrdersQuery>) => [...ecommerceKeys.orders(), 'list', query] as const,
  /** by the order number a person reads */
  order: (orderNumber: number) => [...ecommerceKeys.orders(), 'detail', orderNumber] as const,
  customers: () => [...ecommerceKeys.all, 'customers'] as const,
  customerList: (query: Partial<CustomersQuery>) => [...ecommerceKeys.customers(), 'list', query] as const,
  customer: (customerId: number) => [...ecommerceKeys.customers(), 'detail', customerId] as const,
  reviews: () => [...ecommerceKeys.all, 'reviews'] as const,
  reviewList: (query: Partial<ReviewsQuery>) => [...ecommerceKeys.reviews(), query] as const,
  referrals: () => [...ecommerceKeys.all, 'referrals'] as const,
  referralList: (query: Partial<ReferralsQuery>) => [...ecommerceKeys.referrals(), query] as const,
  settings: () => [...ecommerceKeys.all, 'settings'] as const,
};
