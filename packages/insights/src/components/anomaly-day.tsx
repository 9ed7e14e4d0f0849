// An anomaly on the branch page's intraday card (issue 33): its day hour by hour on the anomaly's
// metric, the band the detector would not flag (shaded, with the expected as a dashed line), the
// anomaly's hours marked, and a chip that names it and clears it. Our own SVG chart (no chart
// library); time runs left to right in every language (decision 0016), the text around it follows
// the page, every number isolated.
import type { AnomalyDetail, InsightMetric } from '@atrium/api/insights';
import { Badge, CloseButton, Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { anomalyValue, bandRows, markOf } from '../lib/anomaly-band';
import { formatAxis, formatLocalSpan, formatLocalTime, formatMetric, formatTick } from '../lib/format';
import type { TableView } from './chart-card';
import { SvgChart } from './svg-chart';

/** "Anomaly 14:00–18:00: visitors 2,223 against 1,578 expected": what the mark stands for. */
export function useMarkLabel(detail: AnomalyDetail | undefined): string {
  const { t, i18n } = useTranslation('insights');
  if (!detail) return '';
  const a = detail.anomaly;
  const lang = i18n.language;
  return t('band.mark', {
    when: formatLocalSpan(a.start, a.end, lang),
    metric: t(`anomalies.metric.${a.metric}`),
    value: anomalyValue(a, a.value, lang),
    expected: anomalyValue(a, a.expected, lang),
    interpolation: { escapeValue: false },
  });
}

/** The chip above the chart: which anomaly is drawn, and a button that clears it. */
export function AnomalyChip({ detail, onClear, closeRef }: { detail: AnomalyDetail | undefined; onClear: () => void; closeRef?: Ref<HTMLButtonElement> }) {
  const { t, i18n } = useTranslation('insights');
  const a = detail?.anomaly;
  return (
    <Group gap={6} mb="sm" data-testid="anomaly-chip">
      <Badge
        variant="light"
        color="red"
        size="lg"
        tt="none"
        fw={500}
        rightSection={<CloseButton ref={closeRef} size="xs" variant="transparent" aria-label={t('band.clear')} onClick={onClear} />}
      >
        {a ? t('band.chip', { metric: t(`anomalies.metric.${a.metric}`), when: formatLocalSpan(a.start, a.end, i18n.language) }) : t('band.loading')}
      </Badge>
    </Group>
  );
}

/** The day's chart: the reading, the expected (dashed) and its band, the anomaly's hours marked. */
export function AnomalyDayChart({ detail, markLabel }: { detail: AnomalyDetail; markLabel: string }) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const a = detail.anomaly;
  const metric: InsightMetric = a.metric;
  const rows = bandRows(detail);
  const mark = markOf(a, rows);
  return (
    <div>
      <SvgChart
        kind="line"
        data={rows}
        dataKey="t"
        height={260}
        valueFormatter={(v) => formatAxis(metric, v, lang, a.currency)}
        xFormatter={(x) => formatTick(x, 'hour', lang)}
        series={[
          { name: 'actual', label: t(`anomalies.metric.${a.metric}`), color: 'brand.6' },
          { name: 'expected', label: t('band.expected'), color: 'gray.6', dashed: true },
        ]}
        band={{ low: 'low', high: 'high', label: t('band.range') }}
        marks={mark ? [{ ...mark, label: markLabel }] : []}
      />
      <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
        <svg width="14" height="10" aria-hidden="true" style={{ flex: 'none', marginTop: 3 }}>
          <rect width="14" height="10" rx="2" fill="var(--mantine-color-red-6)" fillOpacity={0.3} />
        </svg>
        <Text size="xs" data-testid="anomaly-mark">
          {markLabel}
        </Text>
      </Group>
    </div>
  );
}

/** The table view of the same hours: time, reading, expected, low and high. */
export function anomalyDayTable(detail: AnomalyDetail, t: (key: string) => string, lang: string): TableView {
  const a = detail.anomaly;
  const fmt = (v: number | null) => formatMetric(a.metric, v, lang, a.currency);
  return {
    columns: [t('chart.time'), t(`anomalies.metric.${a.metric}`), t('band.expected'), t('band.low'), t('band.high')],
    rows: bandRows(detail).map((r) => [formatLocalTime(r.t, lang), fmt(r.actual), fmt(r.expected), fmt(r.low), fmt(r.high)]),
  };
}
