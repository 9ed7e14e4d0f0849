import type { Meta, StoryObj } from '@storybook/react-vite';
import { Anchor, Text } from '@mantine/core';
import { DashboardSkeleton, Panel } from './panel';

const meta = {
  title: 'ui-kit/Panel',
  tags: ['autodocs'],
  component: Panel,
  subcomponents: { DashboardSkeleton },
  args: { title: 'Orders by country', children: <Text size="sm">Brazil 1,204 · Mexico 880 · Chile 312</Text> },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithSubtitleAndAction: Story = { args: { subtitle: 'Last 30 days', action: <Anchor size="sm">View all</Anchor> } };
export const Loading: Story = { render: () => <DashboardSkeleton label="Loading the dashboard" /> };

/** While a dashboard loads: DashboardSkeleton, announced as busy. */
export const DashboardLoading: Story = { render: () => <DashboardSkeleton label="Loading the dashboard" /> };
