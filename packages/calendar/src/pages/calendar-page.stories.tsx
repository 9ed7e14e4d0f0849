import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
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

export const Month: Story = { parameters: { route: '/apps/calendar' } };
export const Loading: Story = { parameters: mockApi(loadingFor(API_PATHS.calendar)) };
export const Empty: Story = { args: { search: { view: 'list' } }, parameters: mockApi(emptyFor(API_PATHS.calendar)) };
export const Failed: Story = { parameters: mockApi(errorFor(API_PATHS.calendar)), play: retriesAfterError(API_PATHS.calendar) };
export const Slow: Story = { parameters: mockApi(slowFor(API_PATHS.calendar)) };
export const AsClient: Story = { beforeEach: asClientRole };
export const Week: Story = { args: { search: { view: 'week' } } };
export const List: Story = { args: { search: { view: 'list' } } };
export const HolidaysOnly: Story = { args: { search: { calendars: ['Holiday'] } } };
