// One KPI with its comparison, honestly: a coloured change only when both periods hold data
// for the same opening hours (@atrium/api's compareCoverage); otherwise the comparison's
// coverage, or "no data to compare", and never a percentage against zero or a partial period.
import { compareCoverage, kpiComparison, LOWER_IS_BETTER, type Comparison, type InsightMetric, type SummaryResponse } from '@atrium/api/insights';
import { formatPercent } from '@atrium/core';
import { StatCard } from '@atrium/ui-kit';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric, formatMetricCompact } from '../lib/format';

/** The comparison a /summary answer allows (kind `none` before it arrives or without a compare range). */
export function summaryComparison(summary: SummaryResponse | undefined): Comparison {
  return summary ? compareCoverage(summary.coverage, summary.compareCoverage) : { kind: 'none' };
}

/** "vs last year" or "vs previous period": a compare range 364 days back is last year's. */
export function compareLabel(summary: SummaryResponse, t: TFunction<'insights'>): string {
  const apart = summary.compareRange ? Math.round((Date.parse(summary.range.from) - Date.parse(summary.compareRange.from)) / 86_400_000) : 0;
  return t(apart === 364 ? 'compare.vsLastYear' : 'compare.vsPrevious');
}

/** Why a comparison shows no change, in words; null when it does show one (or none was asked). */
export function withheldText(comparison: Comparison | { kind: 'delta' }, t: TFunction<'insights'>, language: string): string | null {
  switch (comparison.kind) {
    case 'noData':
      return t('compare.noData');
    case 'partial':
      return t(comparison.side === 'compare' ? 'compare.partialCompare' : 'compare.partialCurrent', { percent: formatPercent(comparison.percent, language) });
    default:
      return null;
  }
}

export interface KpiStatProps {
  metric: InsightMetric;
  summary: SummaryResponse | undefined;
  loading?: boolean;
  /** a formatted value instead of formatMetric's */
  value?: string;
  children?: ReactNode;
}

export function KpiStat({ metric, summary, loading = false, value, children }: KpiStatProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const kpi = summary?.kpis[metric];
  const comparison = kpiComparison(kpi, summaryComparison(summary));
  const withheld = summary ? withheldText(comparison, t, lang) : null;
  return (
    <StatCard
      label={t(`metrics.${metric}`)}
      // short on the card ("$14.1M"), exact on hover, focus and tap; tables keep the exact figure
      value={value ?? formatMetricCompact(metric, kpi?.value, lang, summary?.currency)}
      exactValue={value === undefined ? formatMetric(metric, kpi?.value, lang, summary?.currency) : undefined}
      data-kpi={metric}
      delta={comparison.kind === 'delta' ? comparison.delta : undefined}
      deltaLabel={comparison.kind === 'delta' && summary ? compareLabel(summary, t) : undefined}
      invertDelta={LOWER_IS_BETTER.has(metric)}
      locale={lang}
      loading={loading || !summary}
    >
      {withheld && !loading ? (
        <Text size="xs" c="dimmed" mt={6} data-testid="comparison-withheld">
          {withheld}
        </Text>
      ) : null}
      {children}
    </StatCard>
  );
}
