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

/** The caller's words for the title, the description and the button, and a retry. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByText('The data could not be loaded. Try again in a moment.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithDetail: Story = {
  args: { detail: 'GET /api/apps/invoice failed with 503' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GET /api/apps/invoice failed with 503')).toBeInTheDocument();
  },
};
