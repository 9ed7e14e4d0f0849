// KPI cards from a /summary answer: value, coloured delta against the compare range ("—" over
// a zero base), and an optional sparkline per metric.
import { LOWER_IS_BETTER, type InsightMetric, type SummaryResponse } from '@atrium/api';
import { StatCard } from '@atrium/ui-kit';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../lib/format';
import { LazyChart } from './lazy-chart';

export interface KpiCardsProps {
  summary: SummaryResponse | undefined;
  metrics: readonly InsightMetric[];
  loading?: boolean;
  /** per metric, the values of a small trend line */
  sparklines?: Partial<Record<InsightMetric, Array<number | null>>>;
  cols?: { base: number; sm?: number; lg?: number };
}

export function KpiCards({ summary, metrics, loading = false, sparklines, cols = { base: 1, sm: 2, lg: 3 } }: KpiCardsProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const compareLabel = summary?.compareRange ? t(daysApart(summary) === 364 ? 'compare.vsLastYear' : 'compare.vsPrevious') : undefined;
  return (
    <SimpleGrid cols={cols} spacing="md">
      {metrics.map((metric) => {
        const kpi = summary?.kpis[metric];
        const spark = sparklines?.[metric];
        return (
          <StatCard
            key={metric}
            label={t(`metrics.${metric}`)}
            value={formatMetric(metric, kpi?.value, lang, summary?.currency)}
            delta={summary?.compareRange ? (kpi?.delta ?? null) : undefined}
            deltaLabel={compareLabel}
            invertDelta={LOWER_IS_BETTER.has(metric)}
            locale={lang}
            loading={loading || !summary}
          >
            {spark && spark.length > 1 ? <LazyChart kind="sparkline" data={spark} height={36} /> : null}
          </StatCard>
        );
      })}
    </SimpleGrid>
  );
}

function daysApart(summary: SummaryResponse): number {
  if (!summary.compareRange) return 0;
  return Math.round((Date.parse(summary.range.from) - Date.parse(summary.compareRange.from)) / 86_400_000);
}
