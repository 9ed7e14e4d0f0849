// Links inside the feature: the link helper is ui-kit's (one for every feature); the paths are
// this feature's.
export { AppLink, NavigateProvider, useNavigateTo, type Navigate } from '@atrium/ui-kit';

export const ecommercePaths = {
  dashboard: '/apps/ecommerce/dashboard',
  productList: '/apps/ecommerce/product/list',
  productAdd: '/apps/ecommerce/product/add',
  productEdit: (id: number) => `/apps/ecommerce/product/edit/${id}`,
  categoryList: '/apps/ecommerce/product/category-list',
  orderList: '/apps/ecommerce/order/list',
  /** the order number a person reads (#6098), not the internal id */
  orderDetails: (orderNumber: number) => `/apps/ecommerce/order/details/${orderNumber}`,
  customerList: '/apps/ecommerce/customer/list',
  customerDetails: (customerId: number) => `/apps/ecommerce/customer/details/${customerId}`,
  reviews: '/apps/ecommerce/manage-review',
  referrals: '/apps/ecommerce/referrals',
  settings: '/apps/ecommerce/settings',
} as const;
