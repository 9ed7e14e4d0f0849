import type { CALENDARS, CalendarEvent } from '@atrium/api';

// Atrium Retail's operations calendar, as John (head office) keeps it: supplier visits, stock
// counts, training, openings and people's leave across the branches.
// [day offset from the 1st of the month, length in days or hours, title, calendar, allDay, branch city]
const EVENTS: ReadonlyArray<readonly [number, number, string, (typeof CALENDARS)[number], boolean, string]> = [
  [1, 2, 'Supplier visit: Sonora Audio', 'Business', false, 'London'],
  [2, 1, 'Stock count, Haifa', 'ETC', true, 'Haifa'],
  [4, 2, 'Staff training: new self-checkout tills', 'ETC', false, 'Berlin'],
  [5, 3, 'Noa Levi on annual leave', 'Holiday', true, 'Tel Aviv'],
  [7, 1, 'Weekly call with store managers', 'Business', false, 'London'],
  [9, 2, 'Seasonal window change', 'Business', false, 'Paris'],
  [11, 1, 'Stock count, Manchester', 'ETC', true, 'Manchester'],
  [13, 2, 'Supplier visit: Alpenweg Footwear', 'Business', false, 'Munich'],
  [15, 2, "Kids' craft morning in store", 'Family', false, 'Chicago'],
  [16, 1, '1:1 with Mark Berry: quarterly budget', 'Personal', false, 'London'],
  [18, 2, 'Staff training: customer service', 'ETC', false, 'Dubai'],
  [20, 1, 'Kenji Sato on leave', 'Holiday', true, 'Tokyo'],
  [22, 3, 'Store opening: South Congress', 'Business', false, 'Austin'],
  [25, 1, 'Stock count, Tel Aviv', 'ETC', true, 'Tel Aviv'],
  [27, 1, 'Dentist appointment', 'Personal', false, 'London'],
  [33, 2, 'Fire safety drill', 'ETC', false, 'New York'],
  [36, 1, 'Staff family day', 'Family', true, 'Munich'],
  [40, 2, 'Supplier visit: Papier & Fils', 'Business', false, 'Paris'],
  [44, 3, 'Reopening after refit', 'Business', false, 'Manchester'],
  [47, 1, 'Stock count, Tokyo', 'ETC', true, 'Tokyo'],
  [50, 2, 'Maya Johnson on annual leave', 'Holiday', true, 'New York'],
];

/**
 * Events placed in the month of `now` and the next one, so the calendar always has something
 * this month and next whenever the seed is built; the shape (titles, offsets) never changes.
 */
export function seedCalendarEvents(now: Date): CalendarEvent[] {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 9, 0, 0);
  const day = 86_400_000;
  return EVENTS.map(([offset, length, title, calendar, allDay, city], i) => {
    const start = new Date(monthStart + offset * day);
    const end = allDay ? new Date(start.getTime() + length * day) : new Date(start.getTime() + length * 3_600_000);
    return {
      id: i + 1,
      url: '',
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay,
      extendedProps: { calendar, guests: [], location: `Atrium Retail ${city}`, description: '' },
    };
  });
}
