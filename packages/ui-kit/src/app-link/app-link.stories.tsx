import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, fn, userEvent } from 'storybook/test';
import { AppLink, NavigateProvider } from './app-link';

/**
 * A link that navigates in the app on a plain click and stays a real link otherwise (a new tab, a
 * copied address). The app hands its router's navigate to NavigateProvider once; a link may also
 * take its own.
 */
const meta = {
  title: 'ui-kit/AppLink',
  component: AppLink,
  subcomponents: { NavigateProvider },
  tags: ['autodocs'],
  args: { to: '/apps/invoice/list', children: 'Invoices', navigate: fn() },
} satisfies Meta<typeof AppLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes through `navigate`, not a page load. */
export const PlainClick: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Invoices' });
    // a real link: a new tab or a copied address works
    await expect(link).toHaveAttribute('href', '/apps/invoice/list');
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith('/apps/invoice/list');
  },
};

const provided = fn();

/** Links under a NavigateProvider use its navigate. */
export const FromTheProvider: Story = {
  args: { navigate: undefined },
  render: (args) => (
    <NavigateProvider navigate={provided}>
      <Group>
        <AppLink {...args} />
        <AppLink to="/apps/calendar">Calendar</AppLink>
      </Group>
    </NavigateProvider>
  ),
  play: async ({ canvas }) => {
    provided.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Calendar' }));
    await expect(provided).toHaveBeenCalledWith('/apps/calendar');
  },
};

export const LongLabel: Story = { args: { children: 'Every invoice of the store, with their balances, due dates and payment history across all branches' } };
