// The public face of @atrium/ecommerce: the module, one page per route, the routes' search
// schemas and the query options their loaders prefetch with.
export { ECOMMERCE_SUBJECT, ecommerceModule } from './module';
export { ecommerceKeys } from './api/keys';
export {
  allCategoriesQuery,
  categoriesQuery,
  customerQuery,
  customersQuery,
  orderQuery,
  ordersQuery,
  productQuery,
  productsQuery,
  referralsQuery,
  reviewsQuery,
  settingsQuery,
  statsQuery,
} from './api/queries';
export {
  CUSTOMER_TABS,
  categoryListSearchSchema,
  customerDetailsSearchSchema,
  customerListSearchSchema,
  orderListSearchSchema,
  productListSearchSchema,
  referralListSearchSchema,
  REVIEW_FILTERS,
  reviewListSearchSchema,
  SETTINGS_SECTIONS,
  settingsSearchSchema,
  type CategoryListSearch,
  type CustomerDetailsSearch,
  type CustomerListSearch,
  type OrderListSearch,
  type ProductListSearch,
  type ReferralListSearch,
  type ReviewListSearch,
  type SearchProps,
  type SettingsSearch,
} from './lib/search';
export { ecommercePaths, type Navigate } from './lib/link';
export { CategoryListPage, type CategoryListPageProps } from './pages/category-list-page';
export { CustomerDetailsPage, type CustomerDetailsPageProps } from './pages/customer-details-page';
export { CustomerListPage, type CustomerListPageProps } from './pages/customer-list-page';
export { DashboardPage, type DashboardPageProps } from './pages/dashboard-page';
export { OrderDetailsPage, type OrderDetailsPageProps } from './pages/order-details-page';
export { OrderListPage, type OrderListPageProps } from './pages/order-list-page';
export { ProductAddPage, type ProductAddPageProps } from './pages/product-add-page';
export { ProductListPage, type ProductListPageProps } from './pages/product-list-page';
export { ReferralsPage, type ReferralsPageProps } from './pages/referrals-page';
export { ReviewListPage, type ReviewListPageProps } from './pages/review-list-page';
export { SettingsPage } from './pages/settings-page';
