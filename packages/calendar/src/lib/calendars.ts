import type { CalendarName } from '@atrium/api';

/** Colour of each calendar (Mantine colour names). */
export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Business: 'violet',
  Holiday: 'green',
  Personal: 'red',
  Family: 'orange',
  ETC: 'cyan',
};

export { firstDayOfWeek } from '@atrium/core';
