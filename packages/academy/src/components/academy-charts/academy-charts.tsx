// The academy's charts. Loaded lazily by the dashboard page: recharts stays out of other pages.
import '@mantine/charts/styles.css';
import type { AcademyStats } from '@atrium/api';
import { formatDate, formatNumber } from '@atrium/core';
import { BarChart, DonutChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ACADEMY_NAMESPACE } from '../../namespace';
import { tagColor } from '../tags';

/** Monday-first weekday names in the current language. */
function weekday(day: number, lng: string): string {
  // 2024-01-01 was a Monday
  return formatDate(Date.UTC(2024, 0, 1 + day), lng, 'weekday', { timeZone: 'UTC' });
}

export function TimeSpentChart({ data }: { data: AcademyStats['timeSpent'] }) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  return (
    <div role="img" aria-label={t('dashboard.timeSpent')}>
      <BarChart
        h={220}
        data={data.map((d) => ({ day: weekday(d.day, lng), hours: d.hours }))}
        dataKey="day"
        series={[{ name: 'hours', label: t('dashboard.hours'), color: 'brand.6' }]}
        valueFormatter={(v) => formatNumber(v, lng, { maximumFractionDigits: 1 })}
        tickLine="none"
        gridAxis="y"
      />
    </div>
  );
}

export function TopicInterestChart({ data }: { data: AcademyStats['topicInterest'] }) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  return (
    <div role="img" aria-label={t('dashboard.topicInterest')}>
      <DonutChart
        size={180}
        thickness={24}
        withTooltip
        data={data.map((d) => ({ name: t(`tags.${d.tag}`), value: d.learners, color: tagColor(d.tag) }))}
        valueFormatter={(v) => formatNumber(v, lng)}
        chartLabel={formatNumber(data.reduce((s, d) => s + d.learners, 0), lng, { notation: 'compact' })}
      />
    </div>
  );
}
