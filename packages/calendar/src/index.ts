export { calendarModule, calendarNav, CALENDAR_SUBJECT } from './module';
export { CALENDAR_NAMESPACE } from './namespace';
export { useCalendarLocales } from './lib/use-locales';

export { CalendarPage, type CalendarPageProps } from './pages/calendar-page';
export { CalendarSidebar, type CalendarSidebarProps } from './components/calendar-sidebar/calendar-sidebar';

export { calendarEventsQuery, calendarKeys, errorText, useAddEvent, useDeleteEvent, useUpdateEvent } from './api/queries';
export { CALENDAR_COLORS, firstDayOfWeek } from './lib/calendars';
export { eventFormSchema, toEventBody, validateEventForm, type EventFormValues } from './lib/event-form';
export { CALENDAR_VIEWS, calendarSearchSchema, selectedCalendars, type CalendarSearch, type CalendarView } from './lib/search-schema';
