// The one date field of every form and filter (invoice dates, a payment's date, the insights
// custom range, a branch's day). A native <input type="date"> writes the date in the browser's
// language, not the app's: mm/dd/yyyy in a Hebrew or Arabic screen. This field shows the date in
// the app's `date` style (@atrium/core's format module) and its calendar in the app's language
// (dayjs locale, first day of the week, weekend), and keeps the native input's contract: an ISO date
// (YYYY-MM-DD) in, an ISO date or '' (cleared) out, so URL search, forms and the API are unchanged.
// A subpath of its own (`@atrium/ui-kit/date-field`) with optional peers: @mantine/dates and dayjs
// load only with a screen that imports it (a lazy import where the landing dashboard shows it).
import 'dayjs/locale/ar';
import 'dayjs/locale/he';
import '@mantine/dates/styles.css';
import { firstDayOfWeek, formatDate, weekendDays } from '@atrium/core/format';
import { DateInput, type DateInputProps, type DayOfWeek } from '@mantine/dates';
import { parseTypedDate } from './parse';

export { parseTypedDate } from './parse';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale' | 'minDate' | 'maxDate' | 'firstDayOfWeek' | 'weekendDays' | 'withTime'> {
  /** An ISO date (YYYY-MM-DD); '', null or undefined when there is none. */
  value?: string | null | undefined;
  /** The ISO date picked or typed, or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** The app's language (i18n.language): the shown date, month and day names, the week's first day. */
  locale: string;
  /** Earliest and latest ISO dates that may be picked. */
  min?: string | undefined;
  max?: string | undefined;
  /** The clear button's accessible name (it shows only an ×); needed with `clearable`. */
  clearLabel?: string | undefined;
}

/** The dayjs locale of a language: the calendar's month and weekday names. */
function dayjsLocale(language: string): 'ar' | 'he' | 'en' {
  return language.startsWith('ar') ? 'ar' : language.startsWith('he') ? 'he' : 'en';
}

export function DateField({ value, onChange, locale, min, max, clearLabel, clearButtonProps, ...rest }: DateFieldProps) {
  return (
    <DateInput
      {...rest}
      clearButtonProps={{ 'aria-label': clearLabel, ...clearButtonProps }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      locale={dayjsLocale(locale)}
      firstDayOfWeek={firstDayOfWeek(locale) as DayOfWeek}
      weekendDays={weekendDays(locale) as DayOfWeek[]}
      valueFormat={(date) => formatDate(date, locale, 'date')}
      dateParser={(text) => parseTypedDate(text, locale)}
      minDate={min || undefined}
      maxDate={max || undefined}
    />
  );
}
