import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { cssColor, niceTicks, SvgChart } from './svg-chart';

const rows = [
  { t: 'Mon', visitors: 120, visitorsCompare: 100 },
  { t: 'Tue', visitors: null, visitorsCompare: 90 },
  { t: 'Wed', visitors: 340, visitorsCompare: 300 },
];
const line = (
  <SvgChart
    kind="line"
    data={rows}
    dataKey="t"
    height={200}
    valueFormatter={(v) => `${v} people`}
    series={[
      { name: 'visitors', label: 'Visitors', color: 'brand.6' },
      { name: 'visitorsCompare', label: 'Last year', color: 'gray.5', dashed: true },
    ]}
  />
);

describe('@atrium/insights/SvgChart', () => {
  it('names the drawing with a summary of each series', () => {
    renderInsights(line);
    expect(screen.getByRole('img', { name: 'Visitors from Mon to Wed: lowest 120 people, highest 340 people. Last year from Mon to Wed: lowest 90 people, highest 300 people.' })).toBeInTheDocument();
    // two series: a legend, the comparison drawn dashed
    expect(screen.getByText('Last year')).toBeInTheDocument();
    expect(document.querySelectorAll('path[stroke-dasharray="5 5"]')).toHaveLength(1);
  });

  it('breaks the line where a value is missing instead of drawing a zero', () => {
    renderInsights(line);
    const main = [...document.querySelectorAll('path[fill="none"]')].find((p) => p.getAttribute('stroke') === 'var(--mantine-color-brand-6)');
    // Mon alone, then Wed alone: two moves, no line through Tuesday
    expect(main?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
  });

  it('walks the points with the arrow keys and announces each one', async () => {
    const user = userEvent.setup();
    renderInsights(line);
    const chart = screen.getByRole('group', { name: 'Chart: use the arrow keys to read each value' });
    await user.tab();
    expect(chart).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveTextContent('Mon: Visitors 120 people, Last year 100 people');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(chart).toHaveTextContent('Wed: Visitors 340 people, Last year 300 people');
    await user.keyboard('{Home}');
    expect(chart).toHaveTextContent('Mon: Visitors 120 people');
  });

  // issue 36 / decision 0016: in Arabic this chart ran right to left while the chain's ran left to right
  it.each(['ar', 'he'] as const)('draws time left to right in %s too, and ArrowRight goes forward', async (lng) => {
    const user = userEvent.setup();
    renderInsights(line, { language: lng });
    const chart = screen.getByRole('group');
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chart).toHaveTextContent('Tue:');
    const main = [...document.querySelectorAll('path[fill="none"]')].find((p) => p.getAttribute('stroke') === 'var(--mantine-color-brand-6)');
    const [mon, wed] = (main?.getAttribute('d') ?? '').split('M').filter(Boolean).map((p) => Number(p.split(',')[0]));
    expect(mon).toBeLessThan(wed ?? -Infinity);
    const ticks = [...document.querySelectorAll('[data-tick]')].map((el) => Number(el.getAttribute('x')));
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
  });

  it('draws horizontal bars with every category and a summary naming the largest', async () => {
    const user = userEvent.setup();
    renderInsights(
      <SvgChart
        kind="bar"
        horizontal
        dataKey="bin"
        height={160}
        data={[
          { bin: '0–10 min', visits: 5 },
          { bin: '10–20 min', visits: 12 },
          { bin: '20+ min', visits: 3 },
        ]}
        series={[{ name: 'visits', label: 'Visitors', color: 'brand.5' }]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Visitors in 3 groups; the largest is 10–20 min with 12.' })).toBeInTheDocument();
    for (const bin of ['0–10 min', '10–20 min', '20+ min']) expect(screen.getByText(bin)).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('group')).toHaveTextContent('10–20 min: Visitors 12');
  });

  it('draws a donut whose summary gives each share', () => {
    renderInsights(
      <SvgChart
        kind="donut"
        data={[
          { name: 'New', value: 30, color: 'brand.5' },
          { name: 'Returning', value: 70, color: 'teal.5' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Shares: New: 30 (30%), Returning: 70 (70%).' })).toBeInTheDocument();
    expect(document.querySelector('circle[stroke="var(--mantine-color-teal-5)"]')).toHaveAttribute('stroke-dashoffset');
  });

  it('picks round axis steps that reach the maximum', () => {
    expect(niceTicks(340)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(cssColor('brand.6')).toBe('var(--mantine-color-brand-6)');
    expect(cssColor('brand')).toBe('var(--mantine-color-brand-filled)');
  });
});
