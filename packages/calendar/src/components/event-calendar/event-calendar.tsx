// FullCalendar with month, week, day and list views, drag to move and resize. Loaded lazily by
// the page so the calendar library stays out of every other route.
import type { CalendarEvent } from '@atrium/api';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import heLocale from '@fullcalendar/core/locales/he';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLORS, firstDayOfWeek } from '../../lib/calendars';
import type { CalendarView } from '../../lib/search-schema';
import { CALENDAR_NAMESPACE } from '../../namespace';
import './event-calendar.css';

/**
 * The toolbar's chevrons are spans with role="img" and no name; the buttons around them are
 * named (buttonHints), so the glyphs are decoration and leave the accessibility tree.
 */
function hideIconGlyphs(root: HTMLElement | null) {
  root?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => {
    icon.removeAttribute('role');
    icon.setAttribute('aria-hidden', 'true');
  });
}

const VIEW_NAMES: Record<CalendarView, string> = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay', list: 'listMonth' };
const VIEW_OF: Record<string, CalendarView> = { dayGridMonth: 'month', timeGridWeek: 'week', timeGridDay: 'day', listMonth: 'list' };

export interface EventMove {
  id: number;
  start: string;
  end: string;
  allDay: boolean;
  /** puts the event back where it was (the server refused the move) */
  revert: () => void;
}

export interface EventCalendarProps {
  events: readonly CalendarEvent[];
  view: CalendarView;
  date: string | undefined;
  onRangeChange: (view: CalendarView, date: string) => void;
  onEventClick: (id: number) => void;
  onDateClick: (date: Date, allDay: boolean) => void;
  onEventMove: (move: EventMove) => void;
}

function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function toText(d: Date | null, allDay: boolean, fallback: Date): string {
  const value = d ?? fallback;
  return allDay ? isoDate(value) : value.toISOString();
}

export function EventCalendar({ events, view, date, onRangeChange, onEventClick, onDateClick, onEventMove }: EventCalendarProps) {
  const { t, i18n } = useTranslation(CALENDAR_NAMESPACE);
  const ref = useRef<FullCalendar>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';

  // FullCalendar re-renders its toolbar (with role="img" glyphs again) outside datesSet, e.g. on a
  // theme or language change: keep them hidden whenever they come back (axe role-img-alt, en dark)
  useEffect(() => {
    const root = boxRef.current;
    if (!root) return undefined;
    hideIconGlyphs(root);
    const observer = new MutationObserver(() => hideIconGlyphs(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);

  // the URL (sidebar's mini month, back/forward) moves the calendar
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== VIEW_NAMES[view]) api.changeView(VIEW_NAMES[view]);
    if (date && isoDate(api.getDate()) !== date) api.gotoDate(date);
  }, [view, date]);

  const input: EventInput[] = events.map((e) => ({
    id: String(e.id),
    title: e.title,
    start: e.start,
    end: e.end,
    allDay: e.allDay,
    // No `url`: FullCalendar renders with Preact, where React's javascript: guard does not apply,
    // and would make the event a live link (security review #8). The link shows in the drawer,
    // through safeHref.
    color: `var(--mantine-color-${CALENDAR_COLORS[e.extendedProps.calendar]}-6)`,
    extendedProps: e.extendedProps,
  }));

  const move = (arg: EventDropArg | EventResizeDoneArg) => {
    const { event } = arg;
    const start = event.start ?? new Date();
    onEventMove({
      id: Number(event.id),
      allDay: event.allDay,
      start: toText(event.start, event.allDay, start),
      end: toText(event.end, event.allDay, start),
      revert: arg.revert,
    });
  };

  return (
    <Box ref={boxRef} h="100%" className="atrium-calendar" style={{ minHeight: 480 }}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={VIEW_NAMES[view]}
        initialDate={date}
        locales={[arLocale, heLocale]}
        locale={language.startsWith('ar') ? 'ar' : language.startsWith('he') ? 'he' : 'en'}
        direction={rtl ? 'rtl' : 'ltr'}
        firstDay={firstDayOfWeek(language)}
        headerToolbar={{ start: 'prev,next title', center: '', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }}
        buttonText={{ month: t('views.month'), week: t('views.week'), day: t('views.day'), list: t('views.list'), today: t('views.today') }}
        buttonHints={{ prev: t('views.previous'), next: t('views.next') }}
        height="100%"
        events={input}
        editable
        eventResizableFromStart
        dayMaxEvents={3}
        navLinks
        eventClick={(arg: EventClickArg) => {
          // an event URL is data, not a place to jump to from the grid: edit instead
          arg.jsEvent.preventDefault();
          onEventClick(Number(arg.event.id));
        }}
        dateClick={(arg: DateClickArg) => onDateClick(arg.date, arg.allDay)}
        eventDrop={move}
        eventResize={move}
        datesSet={(arg: DatesSetArg) => {
          hideIconGlyphs(boxRef.current);
          const current = arg.view.calendar.getDate();
          onRangeChange(VIEW_OF[arg.view.type] ?? 'month', isoDate(current));
        }}
        eventDidMount={(arg) => {
          arg.el.setAttribute('data-event-id', arg.event.id);
          // a Latin title in an RTL page ("Dart Game?") keeps its own direction and is cut at its end
          arg.el.querySelectorAll('.fc-event-title, .fc-list-event-title').forEach((title) => title.setAttribute('dir', 'auto'));
          arg.el.setAttribute('title', arg.event.title);
          // A click edits the event (never follows its URL): a button, named by what it shows (time
          // and title; an aria-label with the title alone hid the time, WCAG 2.5.3).
          if (arg.el.tagName === 'TR') {
            // The list view's row stays a row; its title link (href="undefined" when the event has
            // no URL) is the one control, and a key press on it reaches the row's handler.
            arg.el.removeAttribute('tabindex');
            arg.el.querySelectorAll('a').forEach((a) => {
              a.removeAttribute('href');
              a.setAttribute('role', 'button');
              a.setAttribute('tabindex', '0');
            });
            return;
          }
          arg.el.setAttribute('role', 'button');
          if (!arg.el.hasAttribute('tabindex')) arg.el.setAttribute('tabindex', '0');
        }}
        dayCellDidMount={(arg) => {
          // FullCalendar names a month cell by its day number alone (aria-labelledby), so a cell
          // that shows events had a name without its visible text (axe label-content-name-mismatch,
          // WCAG 2.5.3, issue 36). Named by its content, the cell reads its date link's full date
          // ("November 2, 2026") and then its events.
          arg.el.removeAttribute('aria-labelledby');
        }}
        dayHeaderDidMount={(arg) => {
          // FullCalendar names the weekday headers' plain <a> ("Sun") with an aria-label
          // ("Sunday"), which axe flags on an element without a role; the header's text is its name.
          arg.el.querySelectorAll('a.fc-col-header-cell-cushion:not([href]):not([role])').forEach((a) => a.removeAttribute('aria-label'));
        }}
      />
    </Box>
  );
}

export default EventCalendar;
