import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'ui-kit/ErrorState',
  tags: ['autodocs'],
  component: ErrorState,
  args: {
    title: 'Could not load orders',
    description: 'The server did not answer. Your filters are kept.',
    retryLabel: 'Try again',
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert; the retry button calls onRetry and loads until its promise settles. */
export const WithRetry: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithDetail: Story = {
  args: { detail: 'HTTP 503 Service Unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('HTTP 503 Service Unavailable')).toBeInTheDocument();
  },
};
/** Without onRetry there is nothing to press. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Compact: Story = { args: { compact: true } };
