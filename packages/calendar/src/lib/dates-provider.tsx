// Mantine's date pickers in the current language, with the week starting as the locale says.
import 'dayjs/locale/ar';
import 'dayjs/locale/he';
import '@mantine/dates/styles.css';
import { DatesProvider, type DayOfWeek } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeek } from './calendars';

export function CalendarDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const locale = language.startsWith('ar') ? 'ar' : language.startsWith('he') ? 'he' : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek(language) as DayOfWeek }}>{children}</DatesProvider>;
}

/** Mantine dates hand back local "YYYY-MM-DD HH:mm:ss" text. */
export function fromPickerValue(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}
