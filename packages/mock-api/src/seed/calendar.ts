import type { CALENDARS, CalendarEvent } from '@atrium/api';

// [day offset from the 1st of the month, length in days or hours, title, calendar, allDay]
const EVENTS: ReadonlyArray<readonly [number, number, string, (typeof CALENDARS)[number], boolean]> = [
  [1, 3, 'Meeting With Client', 'Business', false],
  [3, 1, 'Public Holiday', 'Holiday', true],
  [6, 2, 'Doctor Appointment', 'Personal', false],
  [8, 2, 'Dart Game?', 'ETC', false],
  [10, 1, 'Dinner', 'Family', false],
  [12, 2, 'Product Review', 'Business', false],
  [14, 1, 'Meditation', 'Personal', true],
  [17, 3, 'Monthly Meeting', 'Business', false],
  [19, 1, 'Independence Day', 'Holiday', true],
  [21, 2, 'Team Lunch', 'ETC', false],
  [24, 1, "Grandma's Birthday", 'Family', true],
  [27, 2, 'Gym', 'Personal', false],
  [33, 2, 'Conference', 'ETC', true],
  [38, 1, 'Bank Holiday', 'Holiday', true],
  [44, 2, 'Design Review', 'Business', false],
  [50, 1, 'Family Trip', 'Family', true],
];

/**
 * Events placed in the month of `now` and the next one, so the calendar always has something
 * this month and next whenever the seed is built; the shape (titles, offsets) never changes.
 */
export function seedCalendarEvents(now: Date): CalendarEvent[] {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 9, 0, 0);
  const day = 86_400_000;
  return EVENTS.map(([offset, length, title, calendar, allDay], i) => {
    const start = new Date(monthStart + offset * day);
    const end = allDay ? new Date(start.getTime() + length * day) : new Date(start.getTime() + length * 3_600_000);
    return {
      id: i + 1,
      url: '',
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay,
      extendedProps: { calendar, guests: [], location: '', description: '' },
    };
  });
}
