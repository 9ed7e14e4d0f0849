// An anomaly on its day's chart (issue 33): the detail's hours as chart rows, the run of hours to
// mark, and the anomaly's day from its id. Plain values, so the page's chunk stays light.
import type { Anomaly, AnomalyDetail } from '@atrium/api/insights';
import { formatMetric } from './format';
import { isolated } from './anomaly-text';

/** The local day (`YYYY-MM-DD`) an anomaly id names (`…-{hour|day}-YYYY-MM-DDTHH:mm`), or null. */
export function anomalyDayOf(id: string): string | null {
  return /-(?:hour|day)-(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}$/.exec(id)?.[1] ?? null;
}

/** One hour of the chart: `t` its local stamp (`YYYY-MM-DDTHH:00`), the reading, the expected and the band. */
export interface BandRow {
  [key: string]: string | number | null;
  t: string;
  actual: number | null;
  expected: number | null;
  low: number | null;
  high: number | null;
}

/** The detail's hours as rows of its day. */
export function bandRows(detail: AnomalyDetail): BandRow[] {
  const day = detail.anomaly.start.slice(0, 10);
  return detail.intraday.map((h) => ({ t: `${day}T${h.hour}`, actual: h.actual, expected: h.expected, low: h.low, high: h.high }));
}

/** The first and last rows of the anomaly's hours [start, end) (an end at midnight is the day's end), or null when none is drawn. */
export function markOf(anomaly: Pick<Anomaly, 'start' | 'end'>, rows: readonly BandRow[]): { x1: string; x2: string } | null {
  const day = anomaly.start.slice(0, 10);
  const endsLater = anomaly.end.slice(0, 10) > day;
  const from = anomaly.start.slice(11, 16);
  const to = endsLater ? '24:00' : anomaly.end.slice(11, 16);
  const inside = rows.filter((r) => {
    const time = r.t.slice(11, 16);
    return r.t.startsWith(day) && time >= from && time < to;
  });
  const first = inside[0];
  const last = inside[inside.length - 1];
  return first && last ? { x1: first.t, x2: last.t } : null;
}

/** A value in the anomaly's unit: money isolated by formatMetric, the rest as one isolate. */
export function anomalyValue(a: Pick<Anomaly, 'metric' | 'currency'>, value: number | null, lang: string): string {
  const text = formatMetric(a.metric, value, lang, a.currency);
  return a.metric === 'sales' || a.metric === 'atv' ? text : isolated(text);
}
