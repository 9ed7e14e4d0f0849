import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInsights } from '../test/render';
import { OccupancyRing } from './occupancy-ring';

function arcs() {
  return screen.getByTestId('occupancy-ring').querySelectorAll('circle');
}

/** The filled share of the ring: the arc's dash length over the circle's length. */
function filledShare(): number {
  const arc = arcs()[1];
  const [dash = NaN, length = NaN] = (arc?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
  return dash / length;
}

describe('@atrium/insights/OccupancyRing', () => {
  it('fills the share of the ring that the value is of 100, in the status colour, with its label', () => {
    renderInsights(<OccupancyRing value={25} color="orange" label="25%" />);
    expect(filledShare()).toBeCloseTo(0.25, 5);
    expect(arcs()[1]?.getAttribute('style')).toContain('--mantine-color-orange-filled');
    expect(screen.getByText('25%')).toBeInTheDocument();
  });

  it('draws no arc at 0 and a full ring over 100', () => {
    const { unmount } = renderInsights(<OccupancyRing value={0} color="teal" />);
    expect(arcs()).toHaveLength(1);
    unmount();
    renderInsights(<OccupancyRing value={140} color="red" />);
    expect(filledShare()).toBeCloseTo(1, 5);
  });

  it('is hidden from assistive technology (the card says the figure in words)', () => {
    renderInsights(<OccupancyRing value={50} color="teal" label="50%" />);
    expect(screen.getByTestId('occupancy-ring')).toHaveAttribute('aria-hidden', 'true');
  });
});
