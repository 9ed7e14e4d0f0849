// Every other ecommerce screen at its route, on the mock API's seeded data, with the states a
// person meets: loading, empty, failing (with a retry), slow and the client role.
import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  categoryListSearchSchema,
  customerListSearchSchema,
  orderListSearchSchema,
  referralListSearchSchema,
  reviewListSearchSchema,
  settingsSearchSchema,
} from '../lib/search';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { WithSearch } from '../test/story-helpers';
import { CategoryListPage } from './category-list-page';
import { CustomerDetailsPage } from './customer-details-page';
import { CustomerListPage } from './customer-list-page';
import { DashboardPage } from './dashboard-page';
import { OrderDetailsPage } from './order-details-page';
import { OrderListPage } from './order-list-page';
import { ProductAddPage } from './product-add-page';
import { ReferralsPage } from './referrals-page';
import { ReviewListPage } from './review-list-page';
import { SettingsPage } from './settings-page';

const meta = { title: 'ecommerce/Screens', parameters: { msw: { handlers }, layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const OrdersScreen = () => <WithSearch page={OrderListPage} initial={orderListSearchSchema.parse({})} />;
const CustomersScreen = () => <WithSearch page={CustomerListPage} initial={customerListSearchSchema.parse({})} />;
const ReviewsScreen = () => <WithSearch page={ReviewListPage} initial={reviewListSearchSchema.parse({ status: 'Pending' })} />;
const CategoriesScreen = () => <WithSearch page={CategoryListPage} initial={categoryListSearchSchema.parse({})} />;
const ReferralsScreen = () => <WithSearch page={ReferralsPage} initial={referralListSearchSchema.parse({})} />;

export const Dashboard: Story = { render: () => <DashboardPage />, parameters: { route: '/apps/ecommerce/dashboard' } };
export const DashboardsEcommerce: Story = { render: () => <DashboardPage />, parameters: { route: '/dashboards/ecommerce' } };
export const DashboardLoading: Story = { render: () => <DashboardPage />, parameters: mockApi(loadingFor(API_PATHS.ecommerceStats)) };
export const DashboardFailed: Story = { render: () => <DashboardPage />, parameters: mockApi(errorFor(API_PATHS.ecommerceStats)), play: retriesAfterError(API_PATHS.ecommerceStats) };
export const DashboardAsClient: Story = { render: () => <DashboardPage />, beforeEach: asClientRole };
export const ProductAdd: Story = { render: () => <ProductAddPage />, parameters: { route: '/apps/ecommerce/product/add' } };
export const ProductEdit: Story = { render: () => <ProductAddPage id={1} />, parameters: { route: '/apps/ecommerce/product/edit/$id' } };
export const ProductEditFailed: Story = { render: () => <ProductAddPage id={1} />, parameters: mockApi(errorFor(API_PATHS.product)), play: retriesAfterError(API_PATHS.product) };
export const Categories: Story = { render: () => <CategoriesScreen />, parameters: { route: '/apps/ecommerce/product/category-list' } };
export const CategoriesEmpty: Story = { render: () => <CategoriesScreen />, parameters: mockApi(emptyFor(API_PATHS.productCategories)) };
export const CategoriesFailed: Story = {
  render: () => <CategoriesScreen />,
  parameters: mockApi(errorFor(API_PATHS.productCategories)),
  play: retriesAfterError(API_PATHS.productCategories),
};
export const Orders: Story = { render: () => <OrdersScreen />, parameters: { route: '/apps/ecommerce/order/list' } };
export const OrdersLoading: Story = { render: () => <OrdersScreen />, parameters: mockApi(loadingFor(API_PATHS.orders)) };
export const OrdersEmpty: Story = { render: () => <OrdersScreen />, parameters: mockApi(emptyFor(API_PATHS.orders)) };
export const OrdersFailed: Story = { render: () => <OrdersScreen />, parameters: mockApi(errorFor(API_PATHS.orders)), play: retriesAfterError(API_PATHS.orders) };
export const OrdersSlow: Story = { render: () => <OrdersScreen />, parameters: mockApi(slowFor(API_PATHS.orders)) };
export const OrdersAsClient: Story = { render: () => <OrdersScreen />, beforeEach: asClientRole };
export const OrderDetails: Story = { render: () => <OrderDetailsPage id={1} />, parameters: { route: '/apps/ecommerce/order/details/$id' } };
/** An unknown order: not found, with a way back to the orders, in the story's language. */
export const OrderNotFound: Story = {
  render: () => <OrderDetailsPage id={99_999} />,
  play: async ({ canvas }) => {
    const t = document.documentElement.lang === 'ar' ? ar : en;
    await expect(await canvas.findByText(t.orders.notFound, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.orders.backToList })).toHaveAttribute('href', '/apps/ecommerce/order/list');
  },
};
export const OrderDetailsFailed: Story = { render: () => <OrderDetailsPage id={1} />, parameters: mockApi(errorFor(API_PATHS.order)), play: retriesAfterError(API_PATHS.order) };
export const Customers: Story = { render: () => <CustomersScreen />, parameters: { route: '/apps/ecommerce/customer/list' } };
export const CustomersEmpty: Story = { render: () => <CustomersScreen />, parameters: mockApi(emptyFor(API_PATHS.customers)) };
export const CustomersFailed: Story = { render: () => <CustomersScreen />, parameters: mockApi(errorFor(API_PATHS.customers)), play: retriesAfterError(API_PATHS.customers) };
export const CustomerDetails: Story = {
  render: () => <CustomerDetailsPage customerId={207120} search={{ tab: 'overview' }} onSearchChange={() => undefined} />,
  parameters: { route: '/apps/ecommerce/customer/details/$id' },
};
export const CustomerNotFound: Story = {
  render: () => <CustomerDetailsPage customerId={1} search={{ tab: 'overview' }} onSearchChange={() => undefined} />,
};
export const Reviews: Story = { render: () => <ReviewsScreen />, parameters: { route: '/apps/ecommerce/manage-review' } };
export const ReviewsEmpty: Story = { render: () => <ReviewsScreen />, parameters: mockApi(emptyFor(API_PATHS.reviews)) };
export const ReviewsFailed: Story = { render: () => <ReviewsScreen />, parameters: mockApi(errorFor(API_PATHS.reviews)), play: retriesAfterError(API_PATHS.reviews) };
export const Referrals: Story = { render: () => <ReferralsScreen />, parameters: { route: '/apps/ecommerce/referrals' } };
export const ReferralsEmpty: Story = { render: () => <ReferralsScreen />, parameters: mockApi(emptyFor(API_PATHS.referrals)) };
export const ReferralsFailed: Story = { render: () => <ReferralsScreen />, parameters: mockApi(errorFor(API_PATHS.referrals)), play: retriesAfterError(API_PATHS.referrals) };
export const Settings: Story = { render: () => <WithSearch page={SettingsPage} initial={settingsSearchSchema.parse({})} />, parameters: { route: '/apps/ecommerce/settings' } };
export const SettingsFailed: Story = {
  render: () => <WithSearch page={SettingsPage} initial={settingsSearchSchema.parse({})} />,
  parameters: mockApi(errorFor(API_PATHS.ecommerceSettings)),
  play: retriesAfterError(API_PATHS.ecommerceSettings),
};
