import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';

const colors = { paid: 'teal', pending: 'yellow', refunded: 'grape', cancelled: 'red' };

const meta = {
  title: 'ui-kit/StatusBadge',
  tags: ['autodocs'],
  component: StatusBadge,
  args: { status: 'paid', colors },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A known status in its colour, the status itself as the text by default, on one line. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('paid').closest('[data-status]');
    await expect(badge).toHaveAttribute('data-status', 'paid');
    await expect(badge?.getAttribute('style')).toContain('teal');
    await expect(badge).not.toHaveAttribute('data-wrap');
  },
};
export const TranslatedLabel: Story = { args: { status: 'pending', label: 'قيد الانتظار' } };
/** A status the colours do not list falls back to gray (also one named like an Object member). */
export const Unknown: Story = {
  args: { status: 'constructor', label: 'On hold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On hold').closest('[data-status]')?.getAttribute('style')).toContain('gray');
  },
};
/** issue 36: on a phone "Partial payment" was cut to "PARTIAL PA…"; a wrapping badge keeps every word. */
export const Wrapping: Story = {
  args: { status: 'pending', label: 'Partial payment', wrap: true },
  render: (args) => (
    <div style={{ width: 72 }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Partial payment');
    await expect(label.closest('[data-status]')).toHaveAttribute('data-wrap', 'true');
    await expect(getComputedStyle(label).whiteSpace).toBe('normal');
    await expect(getComputedStyle(label).overflow).toBe('visible');
  },
};
export const All: Story = {
  render: (args) => (
    <Group>
      {Object.keys(colors).map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </Group>
  ),
};
