import { dashboardHandlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DEFAULT_ANALYTICS_SEARCH, type AnalyticsSearch } from '../../search';
import { WithLocales } from '../../test/with-locales';
import { ProjectsTable } from './projects-table';

function Stateful({ initial }: { initial: AnalyticsSearch }) {
  const [search, setSearch] = useState(initial);
  return <ProjectsTable search={search} onSearchChange={(next) => setSearch((s) => ({ ...s, ...next }))} />;
}

const meta = {
  title: 'dashboards/ProjectsTable',
  component: ProjectsTable,
  decorators: [(Story) => <WithLocales><Story /></WithLocales>],
  parameters: { msw: { handlers: dashboardHandlers } },
  args: { search: DEFAULT_ANALYTICS_SEARCH, onSearchChange: () => {} },
} satisfies Meta<typeof ProjectsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Stateful initial={DEFAULT_ANALYTICS_SEARCH} /> };
export const SortedByProgress: Story = { render: () => <Stateful initial={{ ...DEFAULT_ANALYTICS_SEARCH, sortBy: 'progress', orderBy: 'desc' }} /> };
export const NoMatch: Story = { render: () => <Stateful initial={{ ...DEFAULT_ANALYTICS_SEARCH, q: 'nothing like this' }} /> };
