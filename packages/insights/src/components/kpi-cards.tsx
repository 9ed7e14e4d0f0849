// KPI cards from a /summary answer: value, the comparison as far as the data allows it (see
// KpiStat), and an optional sparkline per metric.
import type { InsightMetric, SummaryResponse } from '@atrium/api/insights';
import { SimpleGrid } from '@mantine/core';
import { KpiStat } from './kpi-stat';
import { LazyChart } from './lazy-chart';

export interface KpiCardsProps {
  summary: SummaryResponse | undefined;
  metrics: readonly InsightMetric[];
  loading?: boolean;
  /** per metric, the values of a small trend line */
  sparklines?: Partial<Record<InsightMetric, Array<number | null>>>;
  cols?: { base: number; sm?: number; lg?: number };
}

// two a row from the smallest phone: with short values ("$14.1M") two fit in 390 px, and a phone's
// first screen holds four KPIs instead of two (issue 36)
export function KpiCards({ summary, metrics, loading = false, sparklines, cols = { base: 2, lg: 3 } }: KpiCardsProps) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'xs', sm: 'md' }}>
      {metrics.map((metric) => {
        const spark = sparklines?.[metric];
        return (
          <KpiStat key={metric} metric={metric} summary={summary} loading={loading}>
            {spark && spark.length > 1 ? <LazyChart kind="sparkline" data={spark} height={36} /> : null}
          </KpiStat>
        );
      })}
    </SimpleGrid>
  );
}
