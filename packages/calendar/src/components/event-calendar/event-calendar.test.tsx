// Security review #8: an event's URL is data, never a live link in the grid. FullCalendar renders
// with Preact, where React's javascript: guard does not apply, so the URL must not reach it.
import type { CalendarEvent } from '@atrium/api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCalendar } from '../../test/render';
import type { CalendarView } from '../../lib/search-schema';
import { EventCalendar } from './event-calendar';

const event = (id: number, url: string): CalendarEvent => ({
  id,
  url,
  title: `Event ${id}`,
  start: '2025-06-10T09:00:00.000Z',
  end: '2025-06-10T10:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' },
  version: 1,
});

// as a stored record from before the contract refused it, or from another writer
const events = [event(1, 'javascript:alert(document.domain)'), event(2, 'https://meet.example/room')];

describe('@atrium/calendar/EventCalendar', () => {
  it.each<CalendarView>(['month', 'week', 'list'])('renders no event as a link in the %s view, whatever its URL', async (view) => {
    const { container } = renderCalendar(
      <EventCalendar events={events} view={view} date="2025-06-10" onRangeChange={vi.fn()} onEventClick={vi.fn()} onDateClick={vi.fn()} onEventMove={vi.fn()} />,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-event-id]')).toHaveLength(2));
    const hrefs = [...container.querySelectorAll('[href]')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    for (const el of container.querySelectorAll('[data-event-id]')) {
      expect(el.getAttribute('href')).toBeNull();
      expect(el.querySelector('[href]')).toBeNull();
    }
  });

  // issue 36: axe label-content-name-mismatch on /apps/calendar: a month cell was named by its day
  // number alone (aria-labelledby), hiding the events it shows from its name
  it('names a month cell by its content, date and events, not by its day number alone', async () => {
    const { container } = renderCalendar(
      <EventCalendar events={events} view="month" date="2025-06-10" onRangeChange={vi.fn()} onEventClick={vi.fn()} onDateClick={vi.fn()} onEventMove={vi.fn()} />,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-event-id]')).toHaveLength(2));
    const cells = [...container.querySelectorAll('td[role=gridcell]')];
    expect(cells.length).toBeGreaterThanOrEqual(28);
    expect(cells.filter((cell) => cell.hasAttribute('aria-labelledby'))).toEqual([]);
    const withEvents = container.querySelector('td[data-date="2025-06-10"]');
    expect(withEvents?.textContent).toContain('Event 1');
  });
});
