import { logisticsHandlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DEFAULT_VEHICLES_SEARCH, type VehiclesSearch } from '../../search';
import { WithLocales } from '../../test/with-locales';
import { VehiclesTable } from './vehicles-table';

function Stateful({ initial }: { initial: VehiclesSearch }) {
  const [search, setSearch] = useState(initial);
  return <VehiclesTable search={search} onSearchChange={(next) => setSearch((s) => ({ ...s, ...next }))} />;
}

const meta = {
  title: 'logistics/VehiclesTable',
  component: VehiclesTable,
  decorators: [(Story) => <WithLocales><Story /></WithLocales>],
  parameters: { msw: { handlers: logisticsHandlers } },
  args: { search: DEFAULT_VEHICLES_SEARCH, onSearchChange: () => {} },
} satisfies Meta<typeof VehiclesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Stateful initial={DEFAULT_VEHICLES_SEARCH} /> };
export const ByWarnings: Story = { render: () => <Stateful initial={{ ...DEFAULT_VEHICLES_SEARCH, sortBy: 'warnings', orderBy: 'asc' }} /> };
