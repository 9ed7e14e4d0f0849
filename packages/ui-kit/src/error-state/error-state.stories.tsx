import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from './error-state';

const meta = {
  title: 'ui-kit/ErrorState',
  tags: ['autodocs'],
  component: ErrorState,
  args: {
    title: 'Could not load orders',
    description: 'The server did not answer. Your filters are kept.',
    retryLabel: 'Try again',
    onRetry: () => new Promise((resolve) => setTimeout(resolve, 800)),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithDetail: Story = { args: { detail: 'HTTP 503 Service Unavailable' } };
export const Compact: Story = { args: { compact: true } };
