import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { bandPath, cssColor, niceTicks, spanOf, SvgChart } from './svg-chart';

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

  describe('an expected band and a marked run', () => {
    const x = (i: number) => 100 + 10 * i;
    const y = (v: number) => 200 - v;

    it('closes one shape per run where both ends are known: forward along the highs, back along the lows', () => {
      expect(bandPath([10, 20, 30], [40, 50, 60], x, y)).toBe('M100.0,160.0L110.0,150.0L120.0,140.0L120.0,170.0L110.0,180.0L100.0,190.0Z');
      // a missing end breaks the band (an hour with no baseline is not drawn as zero)
      const parts = bandPath([10, null, 30, 40], [40, 50, 60, 70], x, y).split('Z').filter(Boolean);
      expect(parts).toHaveLength(2);
      expect(parts[1]).toBe('M120.0,140.0L130.0,130.0L130.0,160.0L120.0,170.0');
      // a lone point is a one-pixel bar from its high to its low
      expect(bandPath([null, 20, null], [null, 50, null], x, y)).toBe('M109.5,150.0L110.5,150.0L110.5,180.0L109.5,180.0Z');
      expect(bandPath([], [], x, y)).toBe('');
    });

    it('spans a run from half a step before its first point to half a step after its last, inside the plot', () => {
      expect(spanOf(2, 4, x, 10, 100, 100)).toEqual({ left: 115, right: 145 });
      // either order; clipped at the plot's edges
      expect(spanOf(4, 2, x, 10, 100, 100)).toEqual({ left: 115, right: 145 });
      expect(spanOf(0, 0, x, 10, 100, 100)).toEqual({ left: 100, right: 105 });
      expect(spanOf(10, 10, x, 10, 100, 100)).toEqual({ left: 195, right: 200 });
    });

    const hours = [
      { t: '09:00', actual: 100, expected: 100, low: 80, high: 120 },
      { t: '10:00', actual: 300, expected: 110, low: 90, high: 130 },
      { t: '11:00', actual: 320, expected: 120, low: 100, high: 140 },
      { t: '12:00', actual: 125, expected: 125, low: 105, high: 145 },
    ];
    const banded = (
      <SvgChart
        kind="line"
        data={hours}
        dataKey="t"
        height={200}
        valueFormatter={(v) => `${v}`}
        series={[
          { name: 'actual', label: 'Visitors', color: 'brand.6' },
          { name: 'expected', label: 'Expected', color: 'gray.6', dashed: true },
        ]}
        band={{ low: 'low', high: 'high', label: 'Expected range' }}
        marks={[{ x1: '10:00', x2: '11:00', label: 'Anomaly 10:00–12:00: 620 against 230 expected' }]}
      />
    );

    it('draws the band behind the lines, marks the run and dots the points outside the band', () => {
      renderInsights(banded);
      const band = document.querySelector('path[data-band]');
      expect(band?.getAttribute('d')?.match(/Z/g)).toHaveLength(1);
      const mark = document.querySelector('[data-mark="10:00-11:00"] rect');
      const chart = document.querySelector('[data-chart="svg"] svg');
      if (!mark || !chart) throw new Error('no mark');
      // the mark spans the two hours (and half a step either side), between the first and the last point
      const left = Number(mark.getAttribute('x'));
      const width = Number(mark.getAttribute('width'));
      const xs = (band?.getAttribute('d') ?? '').slice(1).split('L').slice(0, 4).map((p) => Number(p.split(',')[0]));
      const step = (xs[1] ?? 0) - (xs[0] ?? 0);
      expect(left).toBeCloseTo((xs[1] ?? 0) - step / 2, 0);
      expect(left + width).toBeCloseTo((xs[2] ?? 0) + step / 2, 0);
      expect([...document.querySelectorAll('[data-outside]')].map((c) => c.getAttribute('data-outside'))).toEqual(['10:00', '11:00']);
      // the band is in the legend, and in what a screen reader hears, with the mark's label
      expect(screen.getByText('Expected range')).toBeInTheDocument();
      expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Shaded: Expected range. Anomaly 10:00–12:00: 620 against 230 expected');
    });

    it('reads the band of a point with the arrow keys, low to high', async () => {
      const user = userEvent.setup();
      renderInsights(banded);
      await user.tab();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(screen.getByRole('group')).toHaveTextContent('10:00: Visitors 300, Expected 110, Expected range \u206690 – 130\u2069');
    });

    it('the axis reaches the band\'s high where it is above every line', () => {
      renderInsights(
        <SvgChart kind="line" data={[{ t: 'a', v: 10, lo: 0, hi: 900 }]} dataKey="t" height={200} valueFormatter={(v) => `${v}`} series={[{ name: 'v', label: 'V', color: 'brand.6' }]} band={{ low: 'lo', high: 'hi', label: 'Band' }} />,
      );
      expect(screen.getByText('1000')).toBeInTheDocument();
    });
  });
});
