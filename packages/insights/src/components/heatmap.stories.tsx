import type { Meta, StoryObj } from '@storybook/react-vite';
import { withInsightsLocales } from '../test/story-decorators';
import { Heatmap } from './heatmap';

const cells = Array.from({ length: 7 }, (_, wd) =>
  Array.from({ length: 24 }, (_, h) => (h < 9 || h > 20 || (wd === 6 && (h < 11 || h > 17)) ? null : Math.round((wd === 5 ? 900 : 450) * Math.exp(-((h - (wd === 5 ? 14 : 17)) ** 2) / 18)))),
);

const meta = {
  title: 'insights/Heatmap',
  component: Heatmap,
  decorators: [withInsightsLocales],
  args: { caption: 'Visitors by weekday and hour', data: { range: { from: '2025-05-18', to: '2025-06-14', days: 28 }, metric: 'visitors', currency: 'USD', cells, max: 900 } },
} satisfies Meta<typeof Heatmap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {};
