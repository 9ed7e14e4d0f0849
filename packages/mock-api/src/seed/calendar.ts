import type { CALENDARS, CalendarEvent } from '@atrium/api';

// Atrium Retail's operations calendar, as John (head office) keeps it: supplier visits, stock
// counts, training, openings and people's leave across the branches.
// [day offset from the 1st of the month, length in days or hours, title, calendar, allDay, branch
// city, start of a timed event (UTC, within the branch's working day; every timed event started
// at 09:00 UTC and the month view read '9 AM' on each one). All-day events stay at 09:00 UTC, so
// their day is the same in every time zone from UTC-9 to UTC+14.]
const EVENTS: ReadonlyArray<readonly [number, number, string, (typeof CALENDARS)[number], boolean, string, string?]> = [
  [1, 2, 'Supplier visit: Sonora Audio', 'Business', false, 'London', '10:00'],
  [2, 1, 'Stock count, Haifa', 'ETC', true, 'Haifa'],
  [4, 2, 'Staff training: new self-checkout tills', 'ETC', false, 'Berlin', '08:00'],
  [5, 3, 'Noa Levi on annual leave', 'Holiday', true, 'Tel Aviv'],
  [7, 1, 'Weekly call with store managers', 'Business', false, 'London', '14:00'],
  [9, 2, 'Seasonal window change', 'Business', false, 'Paris', '07:00'],
  [11, 1, 'Stock count, Manchester', 'ETC', true, 'Manchester'],
  [13, 2, 'Supplier visit: Alpenweg Footwear', 'Business', false, 'Munich', '12:00'],
  [15, 2, "Kids' craft morning in store", 'Family', false, 'Chicago', '16:00'],
  [16, 1, '1:1 with Mark Berry: quarterly budget', 'Personal', false, 'London', '11:30'],
  [18, 2, 'Staff training: customer service', 'ETC', false, 'Dubai', '08:00'],
  [20, 1, 'Kenji Sato on leave', 'Holiday', true, 'Tokyo'],
  [22, 3, 'Store opening: South Congress', 'Business', false, 'Austin', '15:00'],
  [25, 1, 'Stock count, Tel Aviv', 'ETC', true, 'Tel Aviv'],
  [27, 1, 'Dentist appointment', 'Personal', false, 'London', '08:15'],
  [33, 2, 'Fire safety drill', 'ETC', false, 'New York', '13:00'],
  [36, 1, 'Staff family day', 'Family', true, 'Munich'],
  [40, 2, 'Supplier visit: Papier & Fils', 'Business', false, 'Paris', '09:30'],
  [44, 3, 'Reopening after refit', 'Business', false, 'Manchester', '08:00'],
  [47, 1, 'Stock count, Tokyo', 'ETC', true, 'Tokyo'],
  [50, 2, 'Maya Johnson on annual leave', 'Holiday', true, 'New York'],
];

/**
 * Events placed in the month of `now` and the next one, so the calendar always has something
 * this month and next whenever the seed is built; the shape (titles, offsets) never changes.
 */
export function seedCalendarEvents(now: Date): CalendarEvent[] {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const day = 86_400_000;
  return EVENTS.map(([offset, length, title, calendar, allDay, city, at = '09:00'], i) => {
    const [hours = 9, minutes = 0] = at.split(':').map(Number);
    const start = new Date(monthStart + offset * day + (hours * 60 + minutes) * 60_000);
    const end = allDay ? new Date(start.getTime() + length * day) : new Date(start.getTime() + length * 3_600_000);
    return {
      id: i + 1,
      url: '',
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay,
      extendedProps: { calendar, guests: [], location: `Atrium Retail ${city}`, description: '' },
      version: 1,
    };
  });
}
