// /charts/apex-chart and /charts/chartjs: the chart kinds each library is known for, drawn with
// @mantine/charts (recharts). The route chunk is lazy, so recharts stays out of the entry.
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, BubbleChart, CompositeChart, DonutChart, LineChart, PieChart, RadarChart, RadialBarChart, ScatterChart } from '@mantine/charts';
import type { ComponentType } from 'react';
import { DemoPage, DemoSection } from '../components/demo-frame';
import { useShowcaseT } from '../lib/use-showcase-t';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'] as const;
const series = (seed: number) => MONTHS.map((m, i) => ({ m, a: Math.round(40 + 30 * Math.sin(i / 1.3 + seed) + i * 4), b: Math.round(30 + 20 * Math.cos(i / 1.7 + seed) + i * 3), c: Math.round(20 + 10 * Math.sin(i + seed)) }));

function useMonthData(seed: number) {
  const { t } = useShowcaseT();
  return series(seed).map((row) => ({ ...row, month: t(`charts.months.${row.m}`) }));
}
function useSeries() {
  const { t } = useShowcaseT();
  return [
    { name: 'a', label: t('charts.series.sales'), color: 'blue.6' },
    { name: 'b', label: t('charts.series.visits'), color: 'teal.6' },
    { name: 'c', label: t('charts.series.returns'), color: 'orange.6' },
  ];
}

function Area() {
  return <AreaChart h={260} data={useMonthData(1)} dataKey="month" series={useSeries()} curveType="natural" withLegend />;
}
function StackedArea() {
  return <AreaChart h={260} data={useMonthData(2)} dataKey="month" series={useSeries()} type="stacked" withLegend />;
}
function Bar() {
  return <BarChart h={260} data={useMonthData(3)} dataKey="month" series={useSeries()} withLegend />;
}
function HorizontalBar() {
  return <BarChart h={260} data={useMonthData(4)} dataKey="month" series={useSeries().slice(0, 2)} orientation="vertical" type="stacked" withLegend />;
}
function Line() {
  return <LineChart h={260} data={useMonthData(5)} dataKey="month" series={useSeries()} curveType="monotone" withLegend />;
}
function Composite() {
  return (
    <CompositeChart
      h={260}
      data={useMonthData(6)}
      dataKey="month"
      withLegend
      series={useSeries().map((s, i) => ({ ...s, type: (['bar', 'line', 'area'] as const)[i] ?? 'line' }))}
    />
  );
}
function useShares() {
  const { t } = useShowcaseT();
  return [
    { name: t('charts.devices.desktop'), value: 52, color: 'blue.6' },
    { name: t('charts.devices.mobile'), value: 34, color: 'teal.6' },
    { name: t('charts.devices.tablet'), value: 14, color: 'orange.6' },
  ];
}
function Donut() {
  return <DonutChart data={useShares()} withLabelsLine withLabels mx="auto" />;
}
function Pie() {
  return <PieChart data={useShares()} withLabelsLine withLabels labelsType="percent" mx="auto" />;
}
function Radial() {
  return <RadialBarChart data={useShares()} dataKey="value" h={260} withLegend />;
}
function Radar() {
  const { t } = useShowcaseT();
  const data = ['speed', 'quality', 'price', 'support', 'design'].map((k, i) => ({ k: t(`charts.axes.${k}`), a: 60 + ((i * 17) % 40), b: 40 + ((i * 29) % 50) }));
  return <RadarChart h={260} data={data} dataKey="k" withPolarRadiusAxis series={useSeries().slice(0, 2).map((s) => ({ ...s, opacity: 0.3 }))} withLegend />;
}
function Scatter() {
  const { t } = useShowcaseT();
  const points = (seed: number) => Array.from({ length: 20 }, (_, i) => ({ x: i * 5 + ((i * seed) % 7), y: 30 + ((i * seed * 13) % 60) }));
  return (
    <ScatterChart
      h={260}
      dataKey={{ x: 'x', y: 'y' }}
      data={[
        { color: 'blue.6', name: t('charts.series.sales'), data: points(3) },
        { color: 'teal.6', name: t('charts.series.visits'), data: points(7) },
      ]}
      withLegend
    />
  );
}
function Bubble() {
  const { t } = useShowcaseT();
  const data = Array.from({ length: 12 }, (_, i) => ({ hour: `${i * 2}:00`, index: 1, value: 20 + ((i * 37) % 200) }));
  return <BubbleChart h={80} data={data} range={[16, 225]} label={t('charts.series.visits')} dataKey={{ x: 'hour', y: 'index', z: 'value' }} />;
}

const KINDS = {
  apex: [
    { title: 'area', Body: Area },
    { title: 'bar', Body: Bar },
    { title: 'line', Body: Line },
    { title: 'radialBar', Body: Radial },
    { title: 'donut', Body: Donut },
    { title: 'scatter', Body: Scatter },
    { title: 'composite', Body: Composite },
    { title: 'bubble', Body: Bubble },
  ],
  chartjs: [
    { title: 'line', Body: Line },
    { title: 'bar', Body: HorizontalBar },
    { title: 'radar', Body: Radar },
    { title: 'pie', Body: Pie },
    { title: 'donut', Body: Donut },
    { title: 'stackedArea', Body: StackedArea },
    { title: 'scatter', Body: Scatter },
    { title: 'bubble', Body: Bubble },
  ],
} satisfies Record<string, { title: string; Body: ComponentType }[]>;

export function ChartsPage({ library }: { library: keyof typeof KINDS }) {
  const { t } = useShowcaseT();
  return (
    <DemoPage title={t(`charts.titles.${library}`)} description={t('charts.description')}>
      {KINDS[library].map(({ title, Body }) => (
        <DemoSection key={title} title={t(`charts.kinds.${title}`)}>
          <Body />
        </DemoSection>
      ))}
    </DemoPage>
  );
}
export function ApexChartsPage() {
  return <ChartsPage library="apex" />;
}
export function ChartJsPage() {
  return <ChartsPage library="chartjs" />;
}
