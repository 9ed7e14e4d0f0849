// Query options for every screen; routes prefetch with the same options the pages read.
import { getApiClient, type CategoriesQuery, type CustomersQuery, type OrdersQuery, type ProductsQuery, type ReferralsQuery, type ReviewsQuery } from '@atrium/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CategoryListSearch, CustomerListSearch, OrderListSearch, ProductListSearch, ReferralListSearch, ReviewListSearch } from '../lib/search';
import { ecommerceKeys } from './keys';

export const statsQuery = () => queryOptions({ queryKey: ecommerceKeys.stats(), queryFn: () => getApiClient().getEcommerceStats() });

/** The URL's product filters as the §7 query ("in"/"out" stock becomes true/false). */
export function toProductsQuery(search: Partial<ProductListSearch>): Partial<ProductsQuery> {
  const { stock, ...rest } = search;
  return { ...rest, q: rest.q ?? '', ...(stock ? { stock: stock === 'in' } : {}) };
}

export const productsQuery = (search: Partial<ProductListSearch>) => {
  const query = toProductsQuery(search);
  return queryOptions({ queryKey: ecommerceKeys.productList(query), queryFn: () => getApiClient().getProducts(query), placeholderData: keepPreviousData });
};

export const categoriesQuery = (search: Partial<CategoryListSearch> = {}) => {
  const query: Partial<CategoriesQuery> = { ...search, q: search.q ?? '' };
  return queryOptions({ queryKey: ecommerceKeys.categoryList(query), queryFn: () => getApiClient().getCategories(query), placeholderData: keepPreviousData });
};

/** Every category name, for pickers and filters (there are few). */
export const allCategoriesQuery = () => categoriesQuery({ itemsPerPage: 100, sortBy: 'name' });

export const ordersQuery = (search: Partial<OrderListSearch>) => {
  const query: Partial<OrdersQuery> = { ...search, q: search.q ?? '' };
  return queryOptions({ queryKey: ecommerceKeys.orderList(query), queryFn: () => getApiClient().getOrders(query), placeholderData: keepPreviousData });
};

/** by the order number a person reads (#6098), which is also the one in the URL */
export const orderQuery = (orderNumber: number) => queryOptions({ queryKey: ecommerceKeys.order(orderNumber), queryFn: () => getApiClient().getOrder(orderNumber) });

/** a product with its form values, for the editor */
export const productQuery = (id: number) => queryOptions({ queryKey: ecommerceKeys.product(id), queryFn: () => getApiClient().getProduct(id) });

export const customersQuery = (search: Partial<CustomerListSearch>) => {
  const query: Partial<CustomersQuery> = { ...search, q: search.q ?? '' };
  return queryOptions({ queryKey: ecommerceKeys.customerList(query), queryFn: () => getApiClient().getCustomers(query), placeholderData: keepPreviousData });
};

export const customerQuery = (customerId: number) =>
  queryOptions({ queryKey: ecommerceKeys.customer(customerId), queryFn: () => getApiClient().getCustomer(customerId) });

export const reviewsQuery = (search: Partial<ReviewListSearch>) => {
  const query: Partial<ReviewsQuery> = { ...search, q: search.q ?? '', status: search.status ?? 'All' };
  return queryOptions({ queryKey: ecommerceKeys.reviewList(query), queryFn: () => getApiClient().getReviews(query), placeholderData: keepPreviousData });
};

export const referralsQuery = (search: Partial<ReferralListSearch>) => {
  const query: Partial<ReferralsQuery> = { ...search };
  return queryOptions({ queryKey: ecommerceKeys.referralList(query), queryFn: () => getApiClient().getReferrals(query), placeholderData: keepPreviousData });
};

export const settingsQuery = () => queryOptions({ queryKey: ecommerceKeys.settings(), queryFn: () => getApiClient().getStoreSettings() });
