// The "Why?" dialog's sentence: the best cause of an anomaly in the reader's language, carrying
// the numbers that prove it (issue 33). Every number is isolated, so in Arabic and Hebrew a
// ratio, a duration or an amount keeps its own order inside the right-to-left line.
import type { AnomalyCauseDetail, AnomalyDetail, AnomalyMetric } from '@atrium/api/insights';
import { formatNumber } from '@atrium/core';
import type { TFunction } from 'i18next';
import { formatDuration, formatLocalSpan, formatMetric, formatShare } from './format';

const FSI = '\u2068';
const PDI = '\u2069';
/** A number run as one isolate whose direction is its own (first strong character). */
export const isolated = (text: string) => `${FSI}${text}${PDI}`;

export interface PlaceNames {
  queue: (id: string) => string;
  zone: (id: string) => string;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Interpolation values of a cause's sentence, formatted for `lang`. */
function valuesOf(detail: AnomalyDetail, cause: AnomalyCauseDetail, names: PlaceNames, lang: string, t: TFunction): Record<string, string> {
  const a = detail.anomaly;
  const e = cause.evidence;
  const times = (v: unknown) => isolated(`${formatNumber(num(v) ?? 0, lang, { maximumFractionDigits: 2 })}×`);
  const count = (v: unknown) => isolated(formatNumber(num(v) ?? 0, lang, { maximumFractionDigits: 0 }));
  const money = (v: unknown) => formatMetric('sales', num(v) ?? 0, lang, a.currency);
  const wait = (v: unknown) => isolated(formatDuration(num(v) ?? 0, lang));
  const share = (v: number) => isolated(formatShare(v, lang));
  const change = (v: unknown) => isolated(formatShare(num(v) ?? 0, lang));
  const value = (metric: AnomalyMetric, v: number | null) => (metric === 'sales' || metric === 'atv' ? formatMetric(metric, v, lang, a.currency) : isolated(formatMetric(metric, v, lang, a.currency)));
  return {
    hours: formatLocalSpan(a.start, a.end, lang),
    metric: t(`anomalies.metric.${a.metric}`),
    value: value(a.metric, a.value),
    expected: value(a.metric, a.expected),
    share: share(cause.share),
    queue: cause.target ? names.queue(cause.target) : '',
    zone: cause.target ? names.zone(cause.target) : '',
    wait: wait(e.wait),
    expectedWait: wait(e.expectedWait),
    arrivals: change(e.arrivalsRatio),
    waitRatio: times(e.waitRatio),
    closedAt: typeof e.closedAt === 'string' ? isolated(e.closedAt) : '—',
    lostVisitors: count(e.lostVisitors),
    visitorsDelta: count(Math.abs(num(e.visitorsDelta) ?? 0)),
    lostHours: count(e.lostHours),
    typical: change(e.typicalLift),
    observed: change(e.observedLift),
    visitorsIn: count(e.visitorsIn),
    expectedIn: count(e.expectedIn),
    inOut: times(e.inOutRatio),
    star: isolated(formatNumber(num(e.star) ?? 0, lang, { maximumFractionDigits: 1 })),
    expectedStar: isolated(formatNumber(num(e.expectedStar) ?? 0, lang, { maximumFractionDigits: 1 })),
    starRatio: times(e.starRatio),
    part: money(Math.abs(num(e.part) ?? 0)),
    total: money(Math.abs(num(e.total) ?? 0)),
    zoneVisits: count(e.zoneVisits),
    expectedZoneVisits: count(e.expectedZoneVisits),
    zoneLift: times(e.zoneLift),
    branches: count(e.branches),
    of: count(e.of),
  };
}

/** One sentence that says why, with the numbers: the best cause's, or "unexplained" with the move itself. */
export function whySentence(detail: AnomalyDetail, names: PlaceNames, lang: string, t: TFunction): string {
  const cause = detail.causes[0] ?? { kind: 'unexplained' as const, share: 0, target: null, score: 0, evidence: {} };
  const direction = detail.anomaly.kind === 'spike' ? 'up' : 'down';
  const key = cause.kind === 'basket' || cause.kind === 'conversion' || cause.kind === 'traffic' ? `why.sentence.part.${direction}` : `why.sentence.${cause.kind}`;
  return t(key, { ...valuesOf(detail, cause, names, lang, t), part_name: t(`anomalies.cause.${cause.kind}`), interpolation: { escapeValue: false } });
}
