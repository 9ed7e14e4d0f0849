// A branch's zones on its floor plan (0..100 grid), coloured by visit rate; a zone is a button
// that selects it for its trend.
import type { ZoneStats } from '@atrium/api';
import { formatPercent } from '@atrium/i18n';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FloorPlanProps {
  zones: ZoneStats[];
  selectedId?: string | undefined;
  onSelect: (zoneId: string) => void;
  label: string;
}

export function FloorPlan({ zones, selectedId, onSelect, label }: FloorPlanProps) {
  const { t, i18n } = useTranslation('insights');
  const max = Math.max(1, ...zones.map((z) => z.visitRate ?? 0));
  return (
    <Box>
      <svg viewBox="0 0 100 100" width="100%" style={{ maxHeight: 420, display: 'block' }} role="group" aria-label={label}>
        <rect x={0.5} y={0.5} width={99} height={99} rx={2} fill="none" stroke="var(--mantine-color-default-border)" strokeWidth={0.6} />
        {zones.map((z) => {
          const { x, y, w, h } = z.zone.position;
          const share = (z.visitRate ?? 0) / max;
          const selected = z.zone.id === selectedId;
          const rate = z.visitRate === null ? '—' : formatPercent(z.visitRate, i18n.language);
          return (
            <g
              key={z.zone.id}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={`${z.zone.name}: ${t('zones.visitRate')} ${rate}`}
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
              <text x={x + w / 2} y={y + h / 2 - 1} textAnchor="middle" fontSize={3} fill="var(--mantine-color-text)">
                {z.zone.name}
              </text>
              <text x={x + w / 2} y={y + h / 2 + 3.5} textAnchor="middle" fontSize={3.2} fontWeight={700} fill="var(--mantine-color-text)">
                {rate}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
