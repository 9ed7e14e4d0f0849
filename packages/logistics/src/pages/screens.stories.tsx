// The logistics dashboard (at both its routes) and the fleet map, against the mock API: loaded,
// loading, empty, failing (with a retry), slow, and as the client role.
import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import { WithSearch } from '@atrium/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_VEHICLES_SEARCH } from '../search';
import { withLocales } from '../test/story-decorators';
import { FleetPage } from './fleet-page';
import { LogisticsDashboardPage } from './logistics-dashboard-page';

const Dashboard = () => <WithSearch initial={DEFAULT_VEHICLES_SEARCH} render={(search, set) => <LogisticsDashboardPage search={search} onSearchChange={set} />} />;
const Fleet = () => (
  <WithSearch initial={{ selected: null as number | null }} render={(search, set) => <FleetPage selectedId={search.selected} onSelect={(selected) => set({ selected })} />} />
);

const meta = {
  title: 'logistics/Screens',
  decorators: [withLocales],
  parameters: { layout: 'padded', msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppDashboard: Story = { render: () => <Dashboard />, parameters: { route: '/apps/logistics/dashboard' } };
export const DashboardsLogistics: Story = { render: () => <Dashboard />, parameters: { route: '/dashboards/logistics' } };
export const DashboardLoading: Story = { render: () => <Dashboard />, parameters: mockApi(loadingFor(API_PATHS.logisticsStats)) };
export const DashboardNoVehicles: Story = { render: () => <Dashboard />, parameters: mockApi(emptyFor(API_PATHS.vehicles)) };
export const DashboardFailed: Story = {
  render: () => <Dashboard />,
  parameters: mockApi(errorFor(API_PATHS.logisticsStats)),
  play: retriesAfterError(API_PATHS.logisticsStats),
};
export const DashboardSlow: Story = { render: () => <Dashboard />, parameters: mockApi(slowFor(API_PATHS.vehicles)) };
export const DashboardAsClient: Story = { render: () => <Dashboard />, beforeEach: asClientRole };
export const FleetMap: Story = { render: () => <Fleet />, parameters: { route: '/apps/logistics/fleet' } };
export const FleetLoading: Story = { render: () => <Fleet />, parameters: mockApi(loadingFor(API_PATHS.logisticsFleet)) };
export const FleetEmpty: Story = { render: () => <Fleet />, parameters: mockApi(emptyFor(API_PATHS.logisticsFleet)) };
export const FleetFailed: Story = { render: () => <Fleet />, parameters: mockApi(errorFor(API_PATHS.logisticsFleet)), play: retriesAfterError(API_PATHS.logisticsFleet) };
