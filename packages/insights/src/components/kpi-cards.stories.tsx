import { INSIGHT_METRICS, type InsightMetric, type KpiValue, type SummaryResponse } from '@atrium/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withInsightsLocales } from '../test/story-decorators';
import { KpiCards } from './kpi-cards';

const values: Partial<Record<InsightMetric, KpiValue>> = {
  visitors: { value: 1_034_232, compareValue: 1_049_155, delta: -1.42 },
  conversion: { value: 23.01, compareValue: 22.79, delta: 0.97 },
  sales: { value: 1_223_695_711, compareValue: 1_252_056_076, delta: -2.27 },
  atv: { value: 5035, compareValue: 5052, delta: -0.35 },
  salesPerVisitor: { value: 1160, compareValue: 0, delta: null },
  avgDwell: { value: 1205, compareValue: 1201, delta: 0.34 },
};

const summary: SummaryResponse = {
  range: { from: '2025-05-18', to: '2025-06-14', days: 28 },
  compareRange: { from: '2025-04-20', to: '2025-05-17', days: 28 },
  currency: 'USD',
  branchIds: [],
  coverage: { buckets: 13_036, validBuckets: 12_791, percent: 98.12 },
  compareCoverage: { buckets: 13_036, validBuckets: 12_840, percent: 98.5 },
  kpis: Object.fromEntries(INSIGHT_METRICS.map((m) => [m, values[m] ?? { value: null, compareValue: null, delta: null }])) as Record<InsightMetric, KpiValue>,
};

const meta = {
  title: 'insights/KpiCards',
  component: KpiCards,
  decorators: [withInsightsLocales],
  args: { summary, metrics: ['visitors', 'conversion', 'sales', 'atv', 'salesPerVisitor', 'avgDwell'] },
} satisfies Meta<typeof KpiCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDeltas: Story = {};
export const Loading: Story = { args: { summary: undefined, loading: true } };
export const WithSparklines: Story = {
  args: { sparklines: { visitors: [31, 40, 38, 52, 47, 61, 58], conversion: [22, 23, 22.5, 24, 23, 23.5, 24] } },
};
