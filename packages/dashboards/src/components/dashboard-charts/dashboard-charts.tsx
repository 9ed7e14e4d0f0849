// The dashboards' charts. Loaded lazily by the pages, so recharts stays off other routes.
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';

export interface Point {
  label: string;
  value: number;
}

interface ChartProps {
  data: readonly Point[];
  name: string;
  color?: string;
  height?: number;
  format: (value: number) => string;
  label: string;
}

export function ValueBarChart({ data, name, color = 'brand.6', height = 200, format, label }: ChartProps) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={height}
        data={data.map((p) => ({ label: p.label, value: p.value }))}
        dataKey="label"
        series={[{ name: 'value', label: name, color }]}
        valueFormatter={format}
        tickLine="none"
        gridAxis="y"
      />
    </div>
  );
}

export function ValueAreaChart({ data, name, color = 'brand.6', height = 160, format, label }: ChartProps) {
  return (
    <div role="img" aria-label={label}>
      <AreaChart
        h={height}
        data={data.map((p) => ({ label: p.label, value: p.value }))}
        dataKey="label"
        series={[{ name: 'value', label: name, color }]}
        valueFormatter={format}
        curveType="monotone"
        tickLine="none"
        gridAxis="none"
        withYAxis={false}
      />
    </div>
  );
}

export interface StackedPoint {
  label: string;
  a: number;
  b: number;
}

export function StackedBarChart({
  data,
  names,
  format,
  label,
  height = 220,
}: {
  data: readonly StackedPoint[];
  names: [string, string];
  format: (value: number) => string;
  label: string;
  height?: number;
}) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={height}
        data={data.map((p) => ({ label: p.label, a: p.a, b: p.b }))}
        dataKey="label"
        type="stacked"
        series={[
          { name: 'a', label: names[0], color: 'brand.6' },
          { name: 'b', label: names[1], color: 'gray.4' },
        ]}
        valueFormatter={format}
        tickLine="none"
        gridAxis="y"
        withLegend
      />
    </div>
  );
}
