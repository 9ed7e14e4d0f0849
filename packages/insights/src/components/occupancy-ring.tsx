// The live board's ring: how full a branch is, as a round gauge with the figure in its middle.
// Mantine's RingProgress wraps each arc in a floating tooltip whose mount effect walks the arc's
// ancestors with getComputedStyle: the board's 12 rings (24 arcs) made that a forced style and
// layout cascade of ~150 ms at 4× CPU in the commit that draws the board (issue 16). The live
// board shows no tooltip on the ring, so two circles do the same drawing.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OccupancyRingProps {
  /** 0–100; more is drawn as a full ring */
  value: number;
  /** a Mantine colour name (`teal`) */
  color: string;
  size?: number;
  thickness?: number;
  /** what the middle says */
  label?: ReactNode;
}

export function OccupancyRing({ value, color, size = 76, thickness = 8, label }: OccupancyRingProps) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, value)) / 100) * circumference;
  return (
    <Box pos="relative" w={size} h={size} style={{ flex: 'none' }} aria-hidden="true" data-testid="occupancy-ring">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ transform: 'rotate(-90deg)', display: 'block' }}>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={thickness} style={{ stroke: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))' }} />
        {filled > 0 ? (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={thickness}
            strokeLinecap="round"
            style={{ stroke: `var(--mantine-color-${color}-filled)` }}
            strokeDasharray={`${filled} ${circumference}`}
          />
        ) : null}
      </svg>
      <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
        {label}
      </Box>
    </Box>
  );
}
