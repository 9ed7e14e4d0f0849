import { handlers } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithSearch } from '@atrium/test-utils/stories';
import type { CalendarSearch } from '../lib/search-schema';
import { CalendarPage } from './calendar-page';

function Stateful({ search }: { search: CalendarSearch }) {
  return <WithSearch initial={search} render={(state, onSearchChange) => <CalendarPage search={state} onSearchChange={onSearchChange} />} />;
}

const meta = {
  title: 'calendar/CalendarPage',
  component: Stateful,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { search: {} },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const Week: Story = { args: { search: { view: 'week' } } };
export const List: Story = { args: { search: { view: 'list' } } };
export const HolidaysOnly: Story = { args: { search: { calendars: ['Holiday'] } } };
