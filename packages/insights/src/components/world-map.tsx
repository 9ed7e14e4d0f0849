// Branches on an inline SVG world outline, circles sized by visitors. No tiles, no network: the
// outline is a coarse equirectangular drawing, enough to place a dozen stores.
import type { BranchWithKpis } from '@atrium/api/insights';
import { formatNumber } from '@atrium/core';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBranchNames } from '../lib/place-names';
import { branchPath, useTravel, type Navigate } from './branch-link';

// [lng, lat] rings, roughly traced.
const LAND: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  // North America
  [[-168, 66], [-156, 71], [-128, 70], [-95, 72], [-80, 63], [-62, 58], [-55, 50], [-66, 44], [-76, 35], [-81, 25], [-97, 26], [-97, 18], [-87, 14], [-79, 8], [-84, 10], [-92, 15], [-105, 20], [-112, 28], [-117, 33], [-124, 40], [-124, 48], [-135, 58], [-152, 59], [-165, 61]],
  // Greenland
  [[-52, 60], [-42, 60], [-20, 70], [-22, 82], [-60, 82], [-72, 77], [-55, 68]],
  // South America
  [[-80, 9], [-62, 11], [-50, 0], [-35, -6], [-39, -15], [-48, -26], [-58, -38], [-66, -47], [-69, -55], [-74, -50], [-72, -30], [-70, -18], [-81, -5]],
  // Europe
  [[-10, 36], [-9, 43], [-2, 44], [-4, 48], [2, 51], [8, 54], [10, 58], [5, 62], [14, 68], [26, 71], [40, 68], [45, 60], [40, 46], [29, 41], [26, 40], [22, 37], [16, 38], [12, 44], [8, 44], [3, 43], [-2, 37]],
  // Great Britain
  [[-6, 50], [1, 51], [2, 53], [-2, 56], [-5, 58], [-6, 55], [-3, 54], [-5, 52]],
  // Africa
  [[-17, 21], [-10, 30], [-6, 36], [10, 37], [20, 32], [32, 31], [35, 28], [43, 12], [51, 12], [40, -2], [40, -15], [33, -26], [20, -35], [12, -18], [9, -1], [8, 5], [-8, 5], [-16, 12]],
  // Asia
  [[27, 41], [36, 36], [35, 31], [39, 21], [43, 13], [52, 17], [57, 24], [62, 25], [67, 24], [73, 20], [77, 8], [80, 15], [88, 22], [94, 17], [98, 8], [104, 1], [106, 10], [109, 20], [121, 30], [122, 40], [128, 38], [131, 43], [141, 53], [156, 58], [163, 60], [180, 66], [180, 72], [140, 74], [110, 78], [80, 74], [60, 70], [45, 68], [40, 60], [45, 46], [40, 42]],
  // Japan
  [[130, 31], [136, 34], [141, 36], [142, 41], [140, 42], [135, 36]],
  // Arabia is part of Asia above; Indonesia
  [[95, 5], [106, -6], [115, -8], [120, -9], [104, -3]],
  // Australia
  [[114, -22], [122, -18], [131, -12], [137, -12], [142, -11], [146, -19], [153, -27], [150, -37], [141, -38], [132, -32], [116, -35]],
];

const project = ([lng, lat]: readonly [number, number]) => [lng + 180, 90 - lat] as const;

export interface WorldMapProps {
  branches: BranchWithKpis[];
  navigate?: Navigate | undefined;
  label: string;
}

export function WorldMap({ branches, navigate, label }: WorldMapProps) {
  const travel = useTravel();
  const { i18n } = useTranslation('insights');
  const placeNames = useBranchNames();
  const max = Math.max(1, ...branches.map((b) => b.kpis.visitors ?? 0));
  const lngs = branches.map((b) => b.coordinates.lng);
  const lats = branches.map((b) => b.coordinates.lat);
  // frame the branches with a margin, keeping the 2:1 aspect of the projection
  const minX = Math.max(0, Math.min(...lngs) + 180 - 20);
  const maxX = Math.min(360, Math.max(...lngs) + 180 + 20);
  const minY = Math.max(0, 90 - Math.max(...lats) - 15);
  const maxY = Math.min(180, 90 - Math.min(...lats) + 15);
  const w = maxX - minX;
  const h = Math.max(maxY - minY, w / 2.4);
  return (
    <Box>
      <svg viewBox={`${minX} ${minY} ${w} ${h}`} width="100%" role="group" aria-label={label} style={{ display: 'block', maxHeight: 340 }}>
        <rect x={minX} y={minY} width={w} height={h} fill="var(--mantine-color-default-hover)" />
        {LAND.map((ring, i) => (
          <polygon key={i} points={ring.map((p) => project(p).join(',')).join(' ')} fill="var(--mantine-color-default-border)" stroke="var(--mantine-color-body)" strokeWidth={0.3} />
        ))}
        {branches.map((b) => {
          const [x, y] = project([b.coordinates.lng, b.coordinates.lat]);
          const r = 1.2 + 5 * Math.sqrt((b.kpis.visitors ?? 0) / max);
          const title = `${placeNames.name(b.name)}: ${b.kpis.visitors === null ? '—' : formatNumber(b.kpis.visitors, i18n.language)}`;
          return (
            <a
              key={b.id}
              href={branchPath(b.id, travel)}
              onClick={(e) => {
                if (!navigate) return;
                e.preventDefault();
                navigate(branchPath(b.id, travel));
              }}
              aria-label={title}
            >
              <circle cx={x} cy={y} r={r} fill="var(--mantine-primary-color-filled)" fillOpacity={0.55} stroke="var(--mantine-primary-color-filled)" strokeWidth={0.3}>
                <title>{title}</title>
              </circle>
            </a>
          );
        })}
      </svg>
    </Box>
  );
}
