import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { expect } from 'storybook/test';
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
/** A status (announced, not interrupting) with its title, description and the way out. */
export const WithAction: Story = {
  args: { action: <Button variant="light">Clear filters</Button> },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No products match');
    await expect(status).toHaveTextContent('Try a different category or clear the filters.');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};
export const Compact: Story = { args: { compact: true } };
