import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QueryErrorState, type QueryErrorLabelKey } from './query-error-state';

const english: Record<QueryErrorLabelKey, string> = {
  'states.errorTitle': 'Something went wrong',
  'states.errorDescription': 'The data could not be loaded. Try again in a moment.',
  'actions.retry': 'Try again',
};

/** ErrorState with the app's common wording, read through the caller's translate function. */
const meta = {
  title: 'ui-kit/QueryErrorState',
  component: QueryErrorState,
  tags: ['autodocs'],
  args: { translate: (key: QueryErrorLabelKey) => english[key], onRetry: fn() },
} satisfies Meta<typeof QueryErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithDetail: Story = { args: { detail: 'GET /api/apps/invoice failed with 503' } };
