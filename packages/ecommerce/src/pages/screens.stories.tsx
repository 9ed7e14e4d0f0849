// One story per remaining screen, each on the mock API's seeded data.
import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  categoryListSearchSchema,
  customerListSearchSchema,
  orderListSearchSchema,
  referralListSearchSchema,
  reviewListSearchSchema,
  settingsSearchSchema,
} from '../lib/search';
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

export const Dashboard: Story = { render: () => <DashboardPage /> };
export const ProductAdd: Story = { render: () => <ProductAddPage /> };
export const Categories: Story = { render: () => <WithSearch page={CategoryListPage} initial={categoryListSearchSchema.parse({})} /> };
export const Orders: Story = { render: () => <WithSearch page={OrderListPage} initial={orderListSearchSchema.parse({})} /> };
export const OrderDetails: Story = { render: () => <OrderDetailsPage id={1} /> };
export const OrderNotFound: Story = { render: () => <OrderDetailsPage id={99_999} /> };
export const Customers: Story = { render: () => <WithSearch page={CustomerListPage} initial={customerListSearchSchema.parse({})} /> };
export const CustomerNotFound: Story = {
  render: () => <CustomerDetailsPage customerId={1} search={{ tab: 'overview' }} onSearchChange={() => undefined} />,
};
export const Reviews: Story = { render: () => <WithSearch page={ReviewListPage} initial={reviewListSearchSchema.parse({ status: 'Pending' })} /> };
export const Referrals: Story = { render: () => <WithSearch page={ReferralsPage} initial={referralListSearchSchema.parse({})} /> };
export const Settings: Story = { render: () => <WithSearch page={SettingsPage} initial={settingsSearchSchema.parse({})} /> };
