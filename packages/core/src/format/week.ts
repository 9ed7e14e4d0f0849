// A language's week, for calendars and date fields: which day starts it and which days are the
// weekend. A module of its own: the entry chunk carries the date formatting, and this is needed
// only by screens that show a calendar.

interface WeekInfo {
  firstDay: number;
  weekend: number[];
}

/** Intl's week info (days 1 = Monday to 7 = Sunday), when the runtime has it. */
function weekInfo(language: string): WeekInfo | undefined {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    return locale.getWeekInfo?.() ?? locale.weekInfo;
  } catch {
    // unknown tag
    return undefined;
  }
}

/** First day of the week for a language, 0 (Sunday) to 6: the Intl week info when the runtime has it
 * (the calendar and every date field start their weeks on it). */
export function firstDayOfWeek(language: string): number {
  const info = weekInfo(language);
  // Intl counts 1 (Monday) to 7 (Sunday); the calendar counts 0 (Sunday) to 6
  if (info) return info.firstDay % 7;
  return language.startsWith('ar') ? 6 : language.startsWith('en') || language.startsWith('he') ? 0 : 1;
}

/** The weekend of a language, days 0 (Sunday) to 6: Friday and Saturday in he and ar, Saturday and Sunday in en. */
export function weekendDays(language: string): number[] {
  const info = weekInfo(language);
  if (info) return info.weekend.map((day) => day % 7);
  return language.startsWith('ar') || language.startsWith('he') ? [5, 6] : [6, 0];
}
