// The one module that imports @mantine/charts (and recharts). Loaded through React.lazy, so
// the charts land in their own chunk and the pages' first paint does not wait for them.
// recharts draws the same in every language: time left to right, bars growing to the right, which
// is Atrium's rule for every chart (decision 0016); nothing here mirrors it in Arabic or Hebrew.
import '@mantine/charts/styles.css';
import { BarChart, CompositeChart, DonutChart, LineChart, Sparkline } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

export interface ChartSeriesSpec {
  name: string;
  label: string;
  color: MantineColor;
  /** for composite charts */
  type?: 'line' | 'bar' | 'area';
  dashed?: boolean;
  yAxisId?: 'left' | 'right';
}

/**
 * The x axis' ticks: the given round times, thinned evenly where their labels would overlap
 * (interval 0 drew all of them, so "8 AM10 AM12 PM" ran together in a half-width card).
 */
export function xAxisTicks(ticks: string[] | undefined) {
  return ticks ? { ticks, interval: 'equidistantPreserveStart' as const, minTickGap: 8 } : { minTickGap: 24 };
}

export type ChartSpec =
  | {
      kind: 'line' | 'bar' | 'composite';
      data: Array<Record<string, string | number | null | boolean>>;
      dataKey: string;
      series: ChartSeriesSpec[];
      height?: number;
      valueFormatter?: (value: number) => string;
      rightValueFormatter?: (value: number) => string;
      xFormatter?: (value: string) => string;
      referenceY?: { y: number; label: string };
      stacked?: boolean;
      /** the x values that may get a tick (round hours and days); where they would overlap, every second (third, …) one keeps its label, so the spacing stays even; recharts picks when absent */
      ticks?: string[];
      /** runs of the x axis to shade as closed, with their label */
      closed?: { bands: Array<{ x1: string; x2: string }>; label: string };
      /** bars along the y axis: every category label gets its own row (none skipped) */
      horizontal?: boolean;
      /** a shaded band between two keys of the rows (an expected range), behind the lines; drawn by the own SVG line chart only */
      band?: { low: string; high: string; label: string };
      /** runs of the x axis to mark (an anomaly's hours), each with the label read for it; drawn by the own SVG line chart only */
      marks?: Array<{ x1: string; x2: string; label: string }>;
    }
  | { kind: 'sparkline'; data: Array<number | null>; height?: number; color?: MantineColor }
  | { kind: 'donut'; data: Array<{ name: string; value: number; color: MantineColor }>; height?: number; valueFormatter?: (value: number) => string };

export default function ChartView(props: ChartSpec) {
  if (props.kind === 'sparkline') {
    return <Sparkline h={props.height ?? 40} data={props.data.map((v) => v ?? 0)} curveType="monotone" color={props.color ?? 'brand'} fillOpacity={0.25} strokeWidth={1.6} aria-hidden="true" inert />;
  }
  if (props.kind === 'donut') {
    return <DonutChart data={props.data} size={props.height ?? 160} thickness={22} withTooltip valueFormatter={props.valueFormatter} mx="auto" />;
  }
  const xTicks = xAxisTicks(props.ticks);
  const xAxisProps = props.xFormatter ? { tickFormatter: props.xFormatter, ...xTicks } : xTicks;
  const referenceLines = props.referenceY ? [{ y: props.referenceY.y, label: props.referenceY.label, color: 'red.6' }] : undefined;
  const hasRight = props.series.some((s) => s.yAxisId === 'right');
  const series = props.series.map((s) => ({ name: s.name, label: s.label, color: s.color, yAxisId: s.yAxisId, strokeDasharray: s.dashed ? '5 5' : undefined }));
  // closed hours and days: a labelled band behind the data, so a gap in the line reads as "closed"
  const labelled = (props.closed?.bands.length ?? 0) <= 12;
  const referenceAreas = props.closed?.bands.map((b) => ({
    x1: b.x1,
    x2: b.x2,
    color: 'gray.5',
    fillOpacity: 0.22,
    strokeOpacity: 0,
    ifOverflow: 'extendDomain' as const,
    ...(labelled ? { label: { value: props.closed?.label ?? '', fontSize: 10, fill: 'var(--mantine-color-dimmed)' }, labelPosition: 'insideTop' as const } : {}),
  }));
  const common = {
    h: props.height ?? 260,
    data: props.data,
    dataKey: props.dataKey,
    valueFormatter: props.valueFormatter,
    xAxisProps,
    referenceLines,
    withLegend: props.series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    tooltipAnimationDuration: 150,
    gridAxis: 'y' as const,
    withRightYAxis: hasRight,
    referenceAreas,
    rightYAxisProps: hasRight && props.rightValueFormatter ? { tickFormatter: props.rightValueFormatter } : undefined,
    yAxisProps: props.valueFormatter ? { tickFormatter: props.valueFormatter, width: 64 } : { width: 64 },
  };
  if (props.kind === 'bar') {
    if (props.horizontal) {
      return (
        <BarChart
          {...common}
          orientation="vertical"
          series={series}
          type={props.stacked ? 'stacked' : 'default'}
          xAxisProps={props.valueFormatter ? { tickFormatter: props.valueFormatter } : {}}
          yAxisProps={{ interval: 0, width: 84, ...(props.xFormatter ? { tickFormatter: props.xFormatter } : {}) }}
          gridAxis="x"
        />
      );
    }
    return (
      <BarChart {...common} series={series} type={props.stacked ? 'stacked' : 'default'} />
    );
  }
  if (props.kind === 'composite') {
    return (
      <CompositeChart {...common} series={props.series.map((s) => ({ ...s, type: s.type ?? 'line', strokeDasharray: s.dashed ? '5 5' : undefined }))} curveType="monotone" withDots={false} connectNulls={false} />
    );
  }
  return (
    <LineChart {...common} series={series} curveType="monotone" withDots={false} connectNulls={false} />
  );
}
