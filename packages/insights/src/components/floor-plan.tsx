// A branch's zones on its floor plan (0..100 grid), coloured by visit rate; a zone is a button
// that selects it for its trend. The drawing is framed on the zones (fitViewBox) and keeps their
// proportions at any width, so the plan fills its card instead of floating in empty grid.
import type { ZoneStats } from '@atrium/api/insights';
import { formatPercent } from '@atrium/core';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlaceName } from '../lib/place-names';
import { fillPlan, fitViewBox } from '../lib/zones';

export interface FloorPlanProps {
  zones: ZoneStats[];
  selectedId?: string | undefined;
  onSelect: (zoneId: string) => void;
  label: string;
}

export function FloorPlan({ zones, selectedId, onSelect, label }: FloorPlanProps) {
  const { i18n } = useTranslation('insights');
  const placeName = usePlaceName();
  const max = Math.max(1, ...zones.map((z) => z.visitRate ?? 0));
  const box = fitViewBox(zones.map((z) => z.zone), 1);
  const drawn = fillPlan(zones.map((z) => z.zone.position), box);
  return (
    <Box maw={(460 * box.w) / box.h} mx="auto">
      <svg viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`} width="100%" style={{ display: 'block', aspectRatio: `${box.w} / ${box.h}`, height: 'auto' }} role="group" aria-label={label}>
        <rect x={box.x + 0.3} y={box.y + 0.3} width={box.w - 0.6} height={box.h - 0.6} rx={2} fill="none" stroke="var(--mantine-color-default-border)" strokeWidth={0.6} />
        {zones.map((z, i) => {
          const { x, y, w, h } = drawn[i] ?? z.zone.position;
          const share = (z.visitRate ?? 0) / max;
          const selected = z.zone.id === selectedId;
          const rate = z.visitRate === null ? '—' : formatPercent(z.visitRate, i18n.language);
          return (
            <g
              key={z.zone.id}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              // the name is what the zone shows, in its order (WCAG 2.5.3: a speech user says what they
              // see); "visit rate" is the plan's own label, read as the group is entered
              aria-label={`${placeName(z.zone.name)}: ${rate}`}
              onClick={() => onSelect(z.zone.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(z.zone.id);
                }
              }}
              style={{ cursor: 'pointer' }}
            >
              <rect
                x={x + 0.5}
                y={y + 0.5}
                width={w - 1}
                height={h - 1}
                rx={1.5}
                fill={`color-mix(in srgb, var(--mantine-primary-color-filled) ${Math.round(12 + share * 80)}%, transparent)`}
                stroke={selected ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-default-border)'}
                strokeWidth={selected ? 1.2 : 0.4}
              />
              {/* one text, two lines: its words read "Main entrance 97.1%" with the space between them
                  (two <text>s ran together, "Main entrance97.1%", not the button's name) */}
              <text x={x + w / 2} y={y + h / 2 - 1} textAnchor="middle" fontSize={3} fill="var(--mantine-color-text)">
                <tspan>{placeName(z.zone.name)}</tspan>{' '}
                <tspan x={x + w / 2} dy={4.5} fontSize={3.2} fontWeight={700}>
                  {rate}
                </tspan>
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
