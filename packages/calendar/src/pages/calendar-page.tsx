// The calendar app: filters and a mini month on the side, the calendar itself (lazy), and the
// add/edit drawer. Calendars, view and date are URL state, handed in as props.
import { ErrorState, StaleWriteAlert, useReturnFocus } from '@atrium/ui-kit';
import { ActionIcon, Box, Drawer, Group, Loader, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFilter } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaleWriteError, type CalendarEvent, type NewCalendarEvent } from '@atrium/api';
import { calendarEventsQuery, errorText, useAddEvent, useDeleteEvent, useUpdateEvent } from '../api/queries';
import { CalendarSidebar } from '../components/calendar-sidebar/calendar-sidebar';
import type { EventMove } from '../components/event-calendar/event-calendar';
import { newEventValues, type EventFormValues } from '../lib/event-form';
import { selectedCalendars, type CalendarSearch } from '../lib/search-schema';
import { useFeatureLocales } from '@atrium/i18n';
import { calendarModule } from '../module';
import { CALENDAR_NAMESPACE } from '../namespace';

const EventCalendar = lazy(() => import('../components/event-calendar/event-calendar'));
const EventDrawer = lazy(() => import('../components/event-drawer/event-drawer'));

export interface CalendarPageProps {
  search: CalendarSearch;
  onSearchChange: (next: CalendarSearch, options?: { replace?: boolean }) => void;
}

type Editing = { key: number; event: CalendarEvent | EventFormValues } | null;

export function CalendarPage(props: CalendarPageProps) {
  useFeatureLocales(calendarModule);
  return <CalendarApp {...props} />;
}

function CalendarApp({ search, onSearchChange }: CalendarPageProps) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const desktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const calendars = selectedCalendars(search);
  // a month grid is cramped on a phone: the list is the better first view there
  const view = search.view ?? (desktop ? 'month' : 'list');
  const events = useQuery({ ...calendarEventsQuery(calendars), placeholderData: keepPreviousData });
  const add = useAddEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<Editing>(null);
  // the drawer unmounts on close: focus goes back to Add event or the event that opened it
  useReturnFocus(editing !== null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // an edit or a move refused because someone changed the event since it was read (409)
  const [stale, setStale] = useState<'edit' | 'move' | null>(null);

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('toast.failedTitle'), message: errorText(error) ?? t('toast.failed') });

  const save = (body: NewCalendarEvent) => {
    const current = editing?.event;
    if (current && 'id' in current) {
      // the version read: the API refuses the edit if the event changed since (409)
      update.mutate(
        { id: current.id, change: { ...body, version: current.version } },
        {
          onSuccess: () => (setEditing(null), notifications.show({ color: 'green', message: t('toast.updated') })),
          onError: (error) => (isStaleWriteError(error) ? setStale('edit') : failed(error)),
        },
      );
    } else {
      add.mutate(body, { onSuccess: () => (setEditing(null), notifications.show({ color: 'green', message: t('toast.added') })), onError: failed });
    }
  };

  const onMove = ({ id, start, end, allDay, revert }: EventMove) =>
    update.mutate(
      { id, change: { start, end, allDay, version: events.data?.find((e) => e.id === id)?.version } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('toast.moved') }),
        onError: (error) => {
          revert();
          if (isStaleWriteError(error)) setStale('move');
          else failed(error);
        },
      },
    );

  /** After a 409: the events as they are now; an open edit starts again from the event's new state. */
  const reload = async () => {
    const fresh = await events.refetch();
    const id = editing && 'id' in editing.event ? editing.event.id : undefined;
    const now = id === undefined ? undefined : fresh.data?.find((e) => e.id === id);
    if (stale === 'edit') setEditing(now ? { key: Date.now(), event: now } : null);
    setStale(null);
  };
  const closeEditor = () => {
    setEditing(null);
    if (stale === 'edit') setStale(null);
  };

  const sidebar = (
    <CalendarSidebar
      selected={calendars}
      onSelectedChange={(next) => onSearchChange({ ...search, calendars: next })}
      date={search.date}
      onDateChange={(date) => {
        setFiltersOpen(false);
        onSearchChange({ ...search, date });
      }}
      onAdd={() => {
        setFiltersOpen(false);
        setEditing({ key: Date.now(), event: newEventValues(search.date ? new Date(`${search.date}T09:00:00`) : new Date(), false, calendars[0]) });
      }}
    />
  );

  const border = '1px solid var(--mantine-color-default-border)';
  return (
    <Paper withBorder radius="md" style={{ display: 'flex', overflow: 'hidden' }} mih={640}>
      {desktop && <Box w={280} style={{ borderInlineEnd: border, flexShrink: 0 }}>{sidebar}</Box>}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }} p="md">
        {!desktop && (
          <Group mb="xs">
            <ActionIcon variant="light" onClick={() => setFiltersOpen(true)} aria-label={t('sidebar.open')}>
              <IconFilter size={18} />
            </ActionIcon>
          </Group>
        )}
        {stale === 'move' && <StaleWriteAlert mb="xs" message={t('stale.move')} reloadLabel={t('stale.reload')} onReload={() => void reload()} />}
        {events.isError ? (
          <ErrorState title={t('errors.loadTitle')} description={t('errors.loadText')} retryLabel={t('errors.retry')} onRetry={() => events.refetch()} />
        ) : (
          <Box style={{ flex: 1, minHeight: 600, position: 'relative' }} aria-busy={events.isFetching}>
            {events.isFetching && (
              <Loader size="xs" style={{ position: 'absolute', insetInlineEnd: 0, top: -18 }} role="status" aria-label={t('loading')} />
            )}
            <Suspense fallback={<Skeleton h={600} />}>
              {events.data ? (
                <EventCalendar
                  events={events.data}
                  view={view}
                  date={search.date}
                  onRangeChange={(next, date) => {
                    if (next !== view || date !== search.date) onSearchChange({ ...search, view: next, date }, { replace: true });
                  }}
                  onEventClick={(id) => {
                    const event = events.data.find((e) => e.id === id);
                    if (event) setEditing({ key: Date.now(), event });
                  }}
                  onDateClick={(date, allDay) => setEditing({ key: Date.now(), event: newEventValues(allDay ? date : date, allDay, calendars[0]) })}
                  onEventMove={onMove}
                />
              ) : (
                <Skeleton h={600} />
              )}
            </Suspense>
          </Box>
        )}
      </Stack>
      {!desktop && (
        <Drawer opened={filtersOpen} onClose={() => setFiltersOpen(false)} size={300} title={t('sidebar.title')} closeButtonProps={{ 'aria-label': t('sidebar.close') }}>
          {sidebar}
        </Drawer>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EventDrawer
            key={editing.key}
            opened
            event={editing.event}
            onClose={closeEditor}
            onSubmit={save}
            alert={stale === 'edit' ? <StaleWriteAlert message={t('stale.edit')} reloadLabel={t('stale.reload')} onReload={() => void reload()} /> : undefined}
            saving={add.isPending || update.isPending}
            deleting={remove.isPending}
            onDelete={
              'id' in editing.event
                ? () => {
                    const { id } = editing.event as CalendarEvent;
                    remove.mutate(id, {
                      onSuccess: () => (setEditing(null), notifications.show({ color: 'green', message: t('toast.deleted') })),
                      onError: (error) => {
                        setEditing(null);
                        failed(error);
                      },
                    });
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </Paper>
  );
}
