// The calendar page with its URL state held in React state, standing in for the router.
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CalendarSearch } from '../lib/search-schema';
import { CalendarPage } from '../pages/calendar-page';

export function CalendarHarness({ initialSearch = {} }: { initialSearch?: CalendarSearch }) {
  const [search, setSearch] = useState<CalendarSearch>(initialSearch);
  return (
    <>
      <Notifications />
      <output data-testid="url">{JSON.stringify(search)}</output>
      <CalendarPage search={search} onSearchChange={setSearch} />
    </>
  );
}
