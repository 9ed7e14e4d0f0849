// The logistics charts, loaded lazily so recharts stays off other routes.
import '@mantine/charts/styles.css';
import type { LogisticsStats } from '@atrium/api';
import { formatDate, formatNumber } from '@atrium/core';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_NAMESPACE } from '../../namespace';

function monthName(month: string, lng: string): string {
  const [y, m] = month.split('-').map(Number);
  return formatDate(Date.UTC(y ?? 2025, (m ?? 1) - 1, 1), lng, 'month-name', { timeZone: 'UTC' });
}

export function ShipmentsChart({ data }: { data: LogisticsStats['shipments'] }) {
  const { t, i18n } = useTranslation(LOGISTICS_NAMESPACE);
  const lng = i18n.language;
  return (
    <div role="img" aria-label={t('dashboard.shipments')}>
      <BarChart
        h={260}
        data={data.map((d) => ({ month: monthName(d.month, lng), shipment: d.shipment, delivery: d.delivery }))}
        dataKey="month"
        series={[
          { name: 'shipment', label: t('dashboard.shipment'), color: 'brand.6' },
          { name: 'delivery', label: t('dashboard.delivery'), color: 'orange.5' },
        ]}
        valueFormatter={(v) => formatNumber(v, lng)}
        tickLine="none"
        gridAxis="y"
        withLegend
      />
    </div>
  );
}
