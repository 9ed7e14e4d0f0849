// Server state of the calendar: one key factory, the events query and the three mutations.
import { getApiClient, isApiError, type CalendarEventUpdate, type CalendarName, type NewCalendarEvent } from '@atrium/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (calendars: readonly CalendarName[]) => [...calendarKeys.all, 'events', [...calendars].sort()] as const,
};

export function calendarEventsQuery(calendars: readonly CalendarName[]) {
  return queryOptions({
    queryKey: calendarKeys.events(calendars),
    queryFn: () => getApiClient().getCalendarEvents(calendars),
  });
}

/** The server's words for a failure (SPEC §8 answers "Something Went Wrong" as text). */
export function errorText(error: unknown): string | undefined {
  return isApiError(error) && typeof error.body === 'string' && error.body.trim() !== '' ? error.body : undefined;
}

export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: NewCalendarEvent) => getApiClient().addCalendarEvent(event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: CalendarEventUpdate }) => getApiClient().updateCalendarEvent(id, change),
    // success or failure, the view re-reads the server: it never keeps a move the server refused
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => getApiClient().deleteCalendarEvent(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
