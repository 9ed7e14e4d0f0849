import { useFeatureLocales } from '@atrium/i18n';
import { calendarModule } from './module';
export { calendarModule, calendarNav, CALENDAR_SUBJECT } from './module';
/** Suspends until this feature's translations are loaded (see `useFeatureLocales` in @atrium/i18n). */
export const useCalendarLocales = (): void => useFeatureLocales(calendarModule);
export { CALENDAR_NAMESPACE } from './namespace';

export { CalendarPage, type CalendarPageProps } from './pages/calendar-page';
export { CalendarSidebar, type CalendarSidebarProps } from './components/calendar-sidebar/calendar-sidebar';

export { calendarEventsQuery, calendarKeys, errorText, useAddEvent, useDeleteEvent, useUpdateEvent } from './api/queries';
export { CALENDAR_COLORS, firstDayOfWeek } from './lib/calendars';
export { eventFormSchema, toEventBody, validateEventForm, type EventFormValues } from './lib/event-form';
export { CALENDAR_VIEWS, calendarSearchSchema, selectedCalendars, type CalendarSearch, type CalendarView } from './lib/search-schema';
