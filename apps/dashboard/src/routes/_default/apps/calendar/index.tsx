// /apps/calendar: shown calendars (absent = all), view and date live in the URL.
import { CalendarPage, calendarEventsQuery, calendarSearchSchema, selectedCalendars } from '@atrium/calendar';
import { createFileRoute } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/calendar/')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Calendar' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(calendarEventsQuery(selectedCalendars(parseSearch(calendarSearchSchema, deps)))),
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = useParsedSearch(calendarSearchSchema);
  const navigate = Route.useNavigate();
  return <CalendarPage search={search} onSearchChange={(next, options) => void navigate({ search: { ...next }, replace: options?.replace ?? false })} />;
}
