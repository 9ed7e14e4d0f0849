import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from './stat-card';

const meta = {
  title: 'ui-kit/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  args: { label: 'Visitors', value: '12,480', delta: 8.4, deltaLabel: 'vs previous period' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {};
export const Falling: Story = { args: { delta: -5.2 } };
export const FallIsGood: Story = { args: { label: 'Average wait', value: '2m 40s', delta: -12, invertDelta: true } };
export const ZeroBase: Story = { args: { label: 'Sales', value: '$0', delta: null } };
export const Loading: Story = { args: { loading: true } };
export const Grid: Story = {
  render: (args) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatCard {...args} />
      <StatCard {...args} label="Conversion" value="23.1%" delta={-1.3} />
      <StatCard {...args} label="Sales" value="$84,210" delta={14} />
      <StatCard {...args} label="ATV" value="$41.20" delta={0} />
    </SimpleGrid>
  ),
};
