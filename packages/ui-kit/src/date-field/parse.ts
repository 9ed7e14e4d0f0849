// What a person may type into a date field: the ISO date (what the field hands back, and what a
// pasted link or a test types), or the day, month and year in digits in the order of their
// language (24/11/2026 in Arabic and Hebrew, 11/24/2026 in English). A year of four digits is
// required, so a half-typed "1/2/20" is not taken for the year 20 while the person is still typing.
import { toLocale } from '@atrium/core/format';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// three runs of digits, any one to three separators between them (".", "/", "-", spaces, bidi marks)
const NUMERIC = /^(\d{1,4})\D{1,3}(\d{1,4})\D{1,3}(\d{1,4})$/;
const ARABIC_INDIC = /[\u0660-\u0669]/g;

type Part = 'day' | 'month' | 'year';
const orders = new Map<string, Part[]>();

/** The order a language writes a numeric date in: ['day', 'month', 'year'] for he and ar. */
function numericOrder(locale: string): Part[] {
  const tag = toLocale(locale);
  let order = orders.get(tag);
  if (!order) {
    const parts = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 10, 24)));
    order = parts.map((p) => p.type).filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
    orders.set(tag, order);
  }
  return order;
}

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The ISO date (YYYY-MM-DD) a typed text means in `locale`, or null while it means none yet. */
export function parseTypedDate(text: string, locale: string): string | null {
  const s = text.replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u200e\u200f\u061c]/g, '').trim();
  const iso = ISO.exec(s);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC.exec(s);
  if (!numeric) return null;
  const order = numericOrder(locale);
  if (order.length !== 3) return null;
  const value: Partial<Record<Part, string>> = {};
  order.forEach((part, i) => {
    value[part] = numeric[i + 1];
  });
  if (value.year?.length !== 4) return null;
  return isoOf(Number(value.year), Number(value.month), Number(value.day));
}
