import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaleWriteAlert } from './stale-write-alert';

const meta = {
  title: 'ui-kit/StaleWriteAlert',
  tags: ['autodocs'],
  component: StaleWriteAlert,
  args: { message: 'This record was changed by someone else. Reload it to see their changes.', reloadLabel: 'Reload', onReload: () => undefined },
} satisfies Meta<typeof StaleWriteAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
/** Labels come from the caller's translations; switch the toolbar's direction to RTL to see the button move to the left. */
export const LongMessage: Story = {
  args: { message: 'This invoice was changed by someone else while you were editing it. Reload it to see their changes; what you typed here is not saved.' },
};
