// The app-bar search catalogue: the app's named routes (SPEC §2), grouped as the search groups
// them. Static: it describes the app, not demo data, so it is neither seeded nor persisted.
import type { SearchCategoryKey } from '@atrium/api';

export interface SearchCatalogueEntry {
  title: string;
  icon: string;
  path: string;
}

export interface SearchCatalogueCategory {
  title: string;
  category: SearchCategoryKey;
  children: readonly SearchCatalogueEntry[];
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w.length > 0 ? `${w[0]?.toUpperCase() ?? ''}${w.slice(1)}` : w))
    .join(' ');

const each = (prefix: string, slugs: readonly string[], icon: string, suffix = '') =>
  slugs.map((slug) => ({ title: `${titleCase(slug)}${suffix}`, icon, path: `${prefix}/${slug}` }));

export const SEARCH_CATALOGUE: readonly SearchCatalogueCategory[] = [
  {
    title: 'Dashboards',
    category: 'dashboards',
    children: [
      { title: 'All Branches', icon: 'tabler-building-store', path: '/dashboards/all-branches' },
      { title: 'All Branches Visitors', icon: 'tabler-users-group', path: '/dashboards/all-branches-visitors' },
      { title: 'Analytics Dashboard', icon: 'tabler-trending-up', path: '/dashboards/analytics' },
      { title: 'CRM Dashboard', icon: 'tabler-chart-donut', path: '/dashboards/crm' },
      { title: 'eCommerce Dashboard', icon: 'tabler-shopping-cart', path: '/dashboards/ecommerce' },
      { title: 'Logistics Dashboard', icon: 'tabler-truck', path: '/dashboards/logistics' },
      { title: 'Academy Dashboard', icon: 'tabler-book', path: '/dashboards/academy' },
    ],
  },
  {
    title: 'Front Pages',
    category: 'frontPages',
    children: [
      { title: 'Landing Front', icon: 'tabler-files', path: '/front-pages/landing-page' },
      { title: 'Pricing Front', icon: 'tabler-currency-dollar', path: '/front-pages/pricing' },
      { title: 'Payment Front', icon: 'tabler-credit-card', path: '/front-pages/payment' },
      { title: 'Checkout Front', icon: 'tabler-shopping-cart', path: '/front-pages/checkout' },
      { title: 'Help Center Front', icon: 'tabler-help', path: '/front-pages/help-center' },
    ],
  },
  {
    title: 'Apps & Pages',
    category: 'appsAndPages',
    children: [
      { title: 'Calendar', icon: 'tabler-calendar', path: '/apps/calendar' },
      { title: 'Chat', icon: 'tabler-message', path: '/apps/chat' },
      { title: 'Email', icon: 'tabler-mail', path: '/apps/email' },
      { title: 'Invoice List', icon: 'tabler-file-dollar', path: '/apps/invoice/list' },
      { title: 'Invoice Add', icon: 'tabler-file-plus', path: '/apps/invoice/add' },
      { title: 'eCommerce Dashboard', icon: 'tabler-shopping-cart', path: '/apps/ecommerce/dashboard' },
      { title: 'eCommerce Product List', icon: 'tabler-list', path: '/apps/ecommerce/product/list' },
      { title: 'eCommerce Add Product', icon: 'tabler-plus', path: '/apps/ecommerce/product/add' },
      { title: 'eCommerce Category List', icon: 'tabler-category', path: '/apps/ecommerce/product/category-list' },
      { title: 'eCommerce Order List', icon: 'tabler-receipt', path: '/apps/ecommerce/order/list' },
      { title: 'eCommerce Customer List', icon: 'tabler-users', path: '/apps/ecommerce/customer/list' },
      { title: 'eCommerce Manage Reviews', icon: 'tabler-star', path: '/apps/ecommerce/manage-review' },
      { title: 'eCommerce Referrals', icon: 'tabler-share', path: '/apps/ecommerce/referrals' },
      { title: 'eCommerce Settings', icon: 'tabler-settings', path: '/apps/ecommerce/settings' },
      { title: 'Academy Dashboard', icon: 'tabler-book', path: '/apps/academy/dashboard' },
      { title: 'Academy My Course', icon: 'tabler-notebook', path: '/apps/academy/my-course' },
      { title: 'Academy Course Details', icon: 'tabler-file-text', path: '/apps/academy/course-details' },
      { title: 'Logistics Dashboard', icon: 'tabler-truck', path: '/apps/logistics/dashboard' },
      { title: 'Logistics Fleet', icon: 'tabler-map-pin', path: '/apps/logistics/fleet' },
      { title: 'User List', icon: 'tabler-user', path: '/apps/user/list' },
      { title: 'Roles', icon: 'tabler-shield', path: '/apps/roles' },
      { title: 'Permissions', icon: 'tabler-lock', path: '/apps/permissions' },
      { title: 'Account Settings', icon: 'tabler-settings', path: '/pages/account-settings/account' },
      { title: 'User Profile', icon: 'tabler-user-circle', path: '/pages/user-profile/profile' },
      { title: 'FAQ', icon: 'tabler-help', path: '/pages/faq' },
      { title: 'Pricing', icon: 'tabler-currency-dollar', path: '/pages/pricing' },
      { title: 'Coming Soon', icon: 'tabler-clock', path: '/pages/misc/coming-soon' },
      { title: 'Under Maintenance', icon: 'tabler-settings', path: '/pages/misc/under-maintenance' },
      { title: 'Page Not Found - 404', icon: 'tabler-alert-circle', path: '/pages/misc/not-found' },
      { title: 'Not Authorized - 401', icon: 'tabler-user-x', path: '/pages/misc/not-authorized' },
      { title: 'Login', icon: 'tabler-login', path: '/login' },
      { title: 'Register', icon: 'tabler-user-plus', path: '/register' },
      { title: 'Forgot Password', icon: 'tabler-key', path: '/forgot-password' },
    ],
  },
  {
    title: 'User Interface',
    category: 'userInterface',
    children: [
      { title: 'Typography', icon: 'tabler-typography', path: '/pages/typography' },
      { title: 'Icons', icon: 'tabler-brand-tabler', path: '/pages/icons' },
      { title: 'Dialog Examples', icon: 'tabler-app-window', path: '/pages/dialog-examples' },
      ...each('/pages/cards', ['card-basic', 'card-advance', 'card-statistics', 'card-widgets', 'card-actions'], 'tabler-id'),
      ...each('/components', ['alert', 'avatar', 'badge', 'button', 'chip', 'dialog', 'expansion-panel', 'list', 'menu', 'pagination', 'progress-circular', 'progress-linear', 'snackbar', 'tabs', 'timeline', 'tooltip'], 'tabler-toggle-left'),
      ...each('/extensions', ['swiper', 'tour'], 'tabler-plus'),
    ],
  },
  {
    title: 'Forms & Tables',
    category: 'formsAndTables',
    children: [
      ...each('/forms', ['autocomplete', 'checkbox', 'combobox', 'custom-input', 'date-time-picker', 'editors', 'file-input', 'radio', 'range-slider', 'rating', 'select', 'slider', 'switch', 'textarea', 'textfield'], 'tabler-checkbox'),
      ...each('/forms', ['form-layouts', 'form-validation', 'form-wizard-icons', 'form-wizard-numbered'], 'tabler-layout'),
      { title: 'Data Table', icon: 'tabler-table', path: '/tables/data-table' },
      { title: 'Simple Table', icon: 'tabler-table', path: '/tables/simple-table' },
      ...each('/wizard-examples', ['checkout', 'create-deal', 'property-listing'], 'tabler-list-numbers', ' Wizard'),
    ],
  },
  {
    title: 'Charts & Misc',
    category: 'chartsAndMisc',
    children: [
      { title: 'Apex Charts', icon: 'tabler-chart-bar', path: '/charts/apex-chart' },
      { title: 'ChartJS', icon: 'tabler-chart-line', path: '/charts/chartjs' },
      { title: 'Access Control', icon: 'tabler-shield', path: '/access-control' },
    ],
  },
];
