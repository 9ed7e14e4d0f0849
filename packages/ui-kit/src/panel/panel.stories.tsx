import type { Meta, StoryObj } from '@storybook/react-vite';
import { Anchor, Text } from '@mantine/core';
import { expect, within } from 'storybook/test';
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
/** A section landmark named by its level-2 heading, with its subtitle, action and content inside. */
export const WithSubtitleAndAction: Story = {
  args: { subtitle: 'Last 30 days', action: <Anchor size="sm">View all</Anchor> },
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Orders by country' }));
    await expect(region.getByRole('heading', { level: 2, name: 'Orders by country' })).toBeVisible();
    await expect(region.getByText('Last 30 days')).toBeVisible();
    await expect(region.getByText('View all')).toBeVisible();
    await expect(region.getByText(/Brazil 1,204/)).toBeVisible();
  },
};
export const Loading: Story = { render: () => <DashboardSkeleton label="Loading the dashboard" /> };

/** While a dashboard loads: DashboardSkeleton, announced as busy. */
export const DashboardLoading: Story = {
  render: () => <DashboardSkeleton label="Loading the dashboard" />,
  play: async ({ canvas }) => {
    // one status for the whole skeleton, named by the caller
    await expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toHaveAttribute('aria-busy', 'true');
  },
};
