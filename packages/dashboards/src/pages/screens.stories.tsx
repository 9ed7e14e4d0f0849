// The analytics and CRM dashboards at their routes, against the mock API: loaded, loading,
// failing (with a retry), slow, and as the client role.
import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import { WithSearch } from '@atrium/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_ANALYTICS_SEARCH } from '../search';
import { withLocales } from '../test/story-decorators';
import { AnalyticsDashboardPage } from './analytics-dashboard-page';
import { CrmDashboardPage } from './crm-dashboard-page';

const Analytics = () => <WithSearch initial={DEFAULT_ANALYTICS_SEARCH} render={(search, set) => <AnalyticsDashboardPage search={search} onSearchChange={set} />} />;

const meta = {
  title: 'dashboards/Screens',
  decorators: [withLocales],
  parameters: { layout: 'padded', msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnalyticsDashboard: Story = { render: () => <Analytics />, parameters: { route: '/dashboards/analytics' } };
export const AnalyticsLoading: Story = { render: () => <Analytics />, parameters: mockApi(loadingFor(API_PATHS.analyticsDashboard)) };
export const AnalyticsNoProjects: Story = { render: () => <Analytics />, parameters: mockApi(emptyFor(API_PATHS.analyticsProjects)) };
export const AnalyticsFailed: Story = {
  render: () => <Analytics />,
  parameters: mockApi(errorFor(API_PATHS.analyticsDashboard)),
  play: retriesAfterError(API_PATHS.analyticsDashboard),
};
export const AnalyticsSlow: Story = { render: () => <Analytics />, parameters: mockApi(slowFor(API_PATHS.analyticsDashboard)) };
export const AnalyticsAsClient: Story = { render: () => <Analytics />, beforeEach: asClientRole };
export const CrmDashboard: Story = { render: () => <CrmDashboardPage />, parameters: { route: '/dashboards/crm' } };
export const CrmLoading: Story = { render: () => <CrmDashboardPage />, parameters: mockApi(loadingFor(API_PATHS.crmDashboard)) };
export const CrmFailed: Story = { render: () => <CrmDashboardPage />, parameters: mockApi(errorFor(API_PATHS.crmDashboard)), play: retriesAfterError(API_PATHS.crmDashboard) };
export const CrmSlow: Story = { render: () => <CrmDashboardPage />, parameters: mockApi(slowFor(API_PATHS.crmDashboard)) };
