// Durations from seconds, in the locale's own unit words ("20m 23s", "20 د 23 ث", "20 דק׳ 23 שנ׳").
// Intl.DurationFormat is not in Node 20, so units are Intl.NumberFormat unit styles joined by Intl.ListFormat.
import { memo, toLocale } from './intl';

export type DurationStyle = 'narrow' | 'short' | 'long';

export interface DurationOptions {
  /** narrow "1h 5m", short "1 hr, 5 min", long "1 hour, 5 minutes" (default narrow). */
  style?: DurationStyle;
  /** Most units shown, largest first (default 2: "1h 5m", not "1h 5m 12s"). */
  maxUnits?: number;
}

const PARTS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export function formatDuration(seconds: number, locale: string, options: DurationOptions = {}): string {
  if (!Number.isFinite(seconds)) return '—';
  const { style = 'narrow', maxUnits = 2 } = options;
  const lng = toLocale(locale);
  let rest = Math.round(Math.abs(seconds));
  const parts: string[] = [];
  for (const [unit, size] of PARTS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < maxUnits) {
      parts.push(memo(`u|${lng}|${unit}|${style}`, () => new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: style })).format(count));
    } else if (parts.length > 0) {
      // units are shown consecutively: "1h 5s" would hide the minutes in between
      break;
    }
  }
  if (parts.length === 0) {
    parts.push(memo(`u|${lng}|second|${style}`, () => new Intl.NumberFormat(lng, { style: 'unit', unit: 'second', unitDisplay: style })).format(0));
  }
  const list = memo(`l|${lng}|${style}`, () => new Intl.ListFormat(lng, { type: 'unit', style }));
  const text = list.format(parts);
  return seconds < 0 ? `-${text}` : text;
}
