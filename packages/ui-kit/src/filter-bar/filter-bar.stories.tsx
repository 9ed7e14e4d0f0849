import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { SearchInput } from '../search-input/search-input';
import { FilterBar } from './filter-bar';

function Filters({ grid }: { grid?: boolean }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  return (
    <FilterBar
      active={q !== '' || status !== null}
      onReset={() => {
        setQ('');
        setStatus(null);
      }}
      cols={grid ? { base: 1, sm: 2, lg: 3 } : undefined}
      label="Order filters"
    >
      <SearchInput value={q} onChange={setQ} aria-label="Search orders" />
      <Select aria-label="Status" placeholder="Any status" data={['paid', 'pending', 'refunded']} value={status} onChange={setStatus} clearable />
    </FilterBar>
  );
}

const meta = { title: 'ui-kit/FilterBar',
  tags: ['autodocs'], component: Filters } satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};
export const Grid: Story = { args: { grid: true } };
