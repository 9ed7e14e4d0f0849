import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { EmptyState } from './empty-state';

const meta = {
  title: 'ui-kit/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: { title: 'No products match', description: 'Try a different category or clear the filters.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithAction: Story = { args: { action: <Button variant="light">Clear filters</Button> } };
export const Compact: Story = { args: { compact: true } };
