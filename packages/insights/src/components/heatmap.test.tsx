import type { HeatmapResponse } from '@atrium/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { Heatmap } from './heatmap';

function data(): HeatmapResponse {
  const cells = Array.from({ length: 7 }, (_, wd) => Array.from({ length: 24 }, (_, h) => (h >= 9 && h < 21 && wd !== 6 ? (wd + 1) * 10 + h : null)));
  return { range: { from: '2025-05-01', to: '2025-05-28', days: 28 }, metric: 'visitors', currency: 'USD', cells, max: 80 };
}

describe('@atrium/insights/Heatmap', () => {
  it('is a table of weekdays × open hours with the values readable', () => {
    renderInsights(<Heatmap data={data()} caption="Visitors by weekday and hour" />);
    const table = screen.getByRole('table', { name: 'Visitors by weekday and hour' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7);
    // only the hours with data (9..20) are columns
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')).toHaveLength(1 + 12);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Mon');
    expect(within(rows[1] as HTMLElement).getByText('19')).toBeInTheDocument();
    // Sunday closed: every cell reads as missing
    expect(within(rows[7] as HTMLElement).getAllByText('—')).toHaveLength(12);
  });

  it('shades cells by their share of the maximum', () => {
    const { container } = renderInsights(<Heatmap data={data()} caption="c" />);
    const cells = [...container.querySelectorAll<HTMLElement>('[data-value]')];
    const strongest = cells.find((c) => c.dataset.value === '80');
    const weakest = cells.find((c) => c.dataset.value === '19');
    expect(strongest?.dataset.share).toBe('100');
    expect(weakest?.dataset.share).toBe('24');
  });

  // issue 36 / decision 0016: in Arabic and Hebrew the hours ran right to left, against every chart
  it.each(['ar', 'he'] as const)('lays the hours out left to right in %s, the earliest first', (lng) => {
    renderInsights(<Heatmap data={data()} caption="c" />, { language: lng });
    const region = screen.getByRole('region', { name: 'c' });
    expect(region.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const hours = within(screen.getByRole('table')).getAllByRole('columnheader').slice(1).map((th) => Number(th.textContent));
    expect(hours[0]).toBe(9);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
  });
});
