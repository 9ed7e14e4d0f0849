// Charts behind React.lazy: @mantine/charts and recharts stay out of the entry chunk.
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-view';

const ChartView = lazy(() => import('./chart-view'));

export function LazyChart(props: ChartSpec) {
  const height = props.height ?? (props.kind === 'sparkline' ? 40 : props.kind === 'donut' ? 160 : 260);
  return (
    <Suspense fallback={<Skeleton height={height} radius="sm" />}>
      <ChartView {...props} />
    </Suspense>
  );
}

export type { ChartSeriesSpec, ChartSpec } from './chart-view';
