import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
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

export const Paid: Story = {};
export const TranslatedLabel: Story = { args: { status: 'pending', label: 'قيد الانتظار' } };
export const Unknown: Story = { args: { status: 'on-hold' } };
export const All: Story = {
  render: (args) => (
    <Group>
      {Object.keys(colors).map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </Group>
  ),
};
