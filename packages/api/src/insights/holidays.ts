// The public holidays the branches close on, by country: fixed dates every year, plus the moving
// ones of the demo years. The one table both backends and the screens read (the generator leaves
// these days empty, the live board and the branch header say "Closed · Thanksgiving").

/** A holiday's stable id; the screens translate it, `name` is the English fallback. */
export const HOLIDAY_IDS = [
  'newYear',
  'newYearHolidays',
  'goodFriday',
  'easterMonday',
  'labourDay',
  'bastilleDay',
  'germanUnityDay',
  'armisticeDay',
  'independenceDay',
  'thanksgiving',
  'christmas',
  'boxingDay',
  'secondChristmasDay',
  'uaeNationalDay',
  'eidAlFitr',
  'eidAlAdha',
  'passover',
  'roshHashanah',
  'yomKippur',
] as const;
export type HolidayId = (typeof HOLIDAY_IDS)[number];

export const HOLIDAY_NAMES: Record<HolidayId, string> = {
  newYear: "New Year's Day",
  newYearHolidays: 'New Year holidays',
  goodFriday: 'Good Friday',
  easterMonday: 'Easter Monday',
  labourDay: 'Labour Day',
  bastilleDay: 'Bastille Day',
  germanUnityDay: 'German Unity Day',
  armisticeDay: 'Armistice Day',
  independenceDay: 'Independence Day',
  thanksgiving: 'Thanksgiving',
  christmas: 'Christmas Day',
  boxingDay: 'Boxing Day',
  secondChristmasDay: 'Second Day of Christmas',
  uaeNationalDay: 'National Day',
  eidAlFitr: 'Eid al-Fitr',
  eidAlAdha: 'Eid al-Adha',
  passover: 'Passover',
  roshHashanah: 'Rosh Hashanah',
  yomKippur: 'Yom Kippur',
};

export interface Holiday {
  id: HolidayId;
  name: string;
}

/** `MM-DD` → holiday, every year. */
const FIXED: Record<string, Readonly<Record<string, HolidayId>>> = {
  IL: {},
  GB: { '12-25': 'christmas', '12-26': 'boxingDay', '01-01': 'newYear' },
  DE: { '12-25': 'christmas', '12-26': 'secondChristmasDay', '01-01': 'newYear', '10-03': 'germanUnityDay', '05-01': 'labourDay' },
  FR: { '12-25': 'christmas', '01-01': 'newYear', '05-01': 'labourDay', '07-14': 'bastilleDay', '11-11': 'armisticeDay' },
  US: { '12-25': 'christmas', '01-01': 'newYear', '07-04': 'independenceDay' },
  AE: { '12-02': 'uaeNationalDay' },
  JP: { '01-01': 'newYear', '01-02': 'newYearHolidays', '01-03': 'newYearHolidays' },
};

/** `YYYY-MM-DD` → holiday, the dates that move from year to year (2024–2027). */
const MOVING: Record<string, Readonly<Record<string, HolidayId>>> = {
  IL: {
    '2024-10-03': 'roshHashanah', '2024-10-12': 'yomKippur', '2025-04-13': 'passover', '2025-09-23': 'roshHashanah', '2025-10-02': 'yomKippur',
    '2026-04-02': 'passover', '2026-09-12': 'roshHashanah', '2026-09-21': 'yomKippur', '2027-04-22': 'passover',
  },
  GB: { '2025-04-18': 'goodFriday', '2025-04-21': 'easterMonday', '2026-04-03': 'goodFriday', '2026-04-06': 'easterMonday', '2027-03-26': 'goodFriday' },
  DE: { '2025-04-18': 'goodFriday', '2025-04-21': 'easterMonday', '2026-04-03': 'goodFriday', '2026-04-06': 'easterMonday', '2027-03-26': 'goodFriday' },
  FR: { '2025-04-21': 'easterMonday', '2026-04-06': 'easterMonday', '2027-03-29': 'easterMonday' },
  US: { '2024-11-28': 'thanksgiving', '2025-11-27': 'thanksgiving', '2026-11-26': 'thanksgiving', '2027-11-25': 'thanksgiving' },
  AE: { '2025-03-30': 'eidAlFitr', '2025-06-06': 'eidAlAdha', '2026-03-20': 'eidAlFitr', '2026-05-27': 'eidAlAdha', '2027-03-10': 'eidAlFitr' },
  JP: {},
};

/** The holiday a country's branches close for on a local date, or null. */
export function holidayOn(countryCode: string, isoDate: string): Holiday | null {
  const id = MOVING[countryCode]?.[isoDate] ?? FIXED[countryCode]?.[isoDate.slice(5)];
  return id ? { id, name: HOLIDAY_NAMES[id] } : null;
}
