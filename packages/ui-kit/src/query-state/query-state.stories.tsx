import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { fn } from 'storybook/test';
import { QueryState } from './query-state';

const labels = { errorTitle: 'Could not load the report', errorDescription: 'Check your connection and try again.', retry: 'Try again', loading: 'Loading the report' };

/** A query's three faces: loading (announced), failed (with a retry), and its data. */
const meta = {
  title: 'ui-kit/QueryState',
  component: QueryState<string>,
  tags: ['autodocs'],
  args: {
    labels,
    query: { isError: false, data: 'Revenue this month: $48,210', refetch: fn() },
    children: (data: string) => <Text>{data}</Text>,
  },
} satisfies Meta<typeof QueryState<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { query: { isError: false, data: undefined, refetch: fn() } } };
export const Failed: Story = { args: { query: { isError: true, data: undefined, refetch: fn() } } };
