import { logisticsHandlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithSearch } from '@atrium/test-utils/stories';
import { DEFAULT_VEHICLES_SEARCH, type VehiclesSearch } from '../../search';
import { withLocales } from '../../test/story-decorators';
import { VehiclesTable } from './vehicles-table';

function Stateful({ initial }: { initial: VehiclesSearch }) {
  return <WithSearch initial={initial} render={(search, onSearchChange) => <VehiclesTable search={search} onSearchChange={onSearchChange} />} />;
}

const meta = {
  title: 'logistics/VehiclesTable',
  component: VehiclesTable,
  decorators: [withLocales],
  parameters: { msw: { handlers: logisticsHandlers } },
  args: { search: DEFAULT_VEHICLES_SEARCH, onSearchChange: () => {} },
} satisfies Meta<typeof VehiclesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Stateful initial={DEFAULT_VEHICLES_SEARCH} /> };
export const ByWarnings: Story = { render: () => <Stateful initial={{ ...DEFAULT_VEHICLES_SEARCH, sortBy: 'warnings', orderBy: 'asc' }} /> };
