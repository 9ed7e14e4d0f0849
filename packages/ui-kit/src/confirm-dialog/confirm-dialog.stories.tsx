import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function WithTrigger(props: Omit<ConfirmDialogProps, 'opened' | 'onClose'>) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        Delete product
      </Button>
      <ConfirmDialog {...props} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'ui-kit/ConfirmDialog',
  tags: ['autodocs'],
  component: WithTrigger,
  args: {
    title: 'Delete product?',
    message: '“Ceramic mug” will be removed from the catalogue. This cannot be undone.',
    onConfirm: () => wait(800),
  },
} satisfies Meta<typeof WithTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Failing: Story = {
  args: { onConfirm: () => wait(600).then(() => Promise.reject(new Error('The product is part of an open order.'))) },
};
export const NotDangerous: Story = {
  args: { title: 'Archive invoice?', message: 'You can restore it later.', confirmLabel: 'Archive', danger: false },
};
