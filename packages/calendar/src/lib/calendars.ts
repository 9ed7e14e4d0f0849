import type { CalendarName } from '@atrium/api';

/** Colour of each calendar (Mantine colour names). */
export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Business: 'violet',
  Holiday: 'green',
  Personal: 'red',
  Family: 'orange',
  ETC: 'cyan',
};

/** First day of the week for a language: the Intl week info when the browser has it. */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl counts 1 (Monday) to 7 (Sunday); the calendar counts 0 (Sunday) to 6
    if (info) return info.firstDay % 7;
  } catch {
    // unknown tag: fall through
  }
  return language.startsWith('ar') ? 6 : language.startsWith('en') || language.startsWith('he') ? 0 : 1;
}
