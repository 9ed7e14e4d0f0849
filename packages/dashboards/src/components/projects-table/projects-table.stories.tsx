import { dashboardHandlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithSearch } from '@atrium/test-utils/stories';
import { DEFAULT_ANALYTICS_SEARCH, type AnalyticsSearch } from '../../search';
import { withLocales } from '../../test/story-decorators';
import { ProjectsTable } from './projects-table';

function Stateful({ initial }: { initial: AnalyticsSearch }) {
  return <WithSearch initial={initial} render={(search, onSearchChange) => <ProjectsTable search={search} onSearchChange={onSearchChange} />} />;
}

const meta = {
  title: 'dashboards/ProjectsTable',
  component: ProjectsTable,
  decorators: [withLocales],
  parameters: { msw: { handlers: dashboardHandlers } },
  args: { search: DEFAULT_ANALYTICS_SEARCH, onSearchChange: () => {} },
} satisfies Meta<typeof ProjectsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Stateful initial={DEFAULT_ANALYTICS_SEARCH} /> };
export const SortedByProgress: Story = { render: () => <Stateful initial={{ ...DEFAULT_ANALYTICS_SEARCH, sortBy: 'progress', orderBy: 'desc' }} /> };
export const NoMatch: Story = { render: () => <Stateful initial={{ ...DEFAULT_ANALYTICS_SEARCH, q: 'nothing like this' }} /> };
