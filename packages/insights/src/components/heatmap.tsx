// Weekday × local hour as a real table: screen readers read the numbers, colour shows the shape.
// The ~100 cells are plain elements sharing one tooltip (hover): a Mantine Tooltip, Td and Box
// per cell were most of the landing dashboard's longest task (issue 16).
import type { HeatmapResponse, InsightMetric } from '@atrium/api/insights';
import { formatNumber } from '@atrium/core';
import { Box, Table, Text, Tooltip } from '@mantine/core';
import { memo, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric, formatWeekday } from '../lib/format';

export interface HeatmapProps {
  data: HeatmapResponse;
  metric?: InsightMetric;
  /** the caption, read by assistive technology */
  caption: string;
}

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

const HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' };
const CELL: CSSProperties = { minWidth: 26, height: 26, borderRadius: 4 };

export const Heatmap = memo(function Heatmap({ data, metric = data.metric, caption }: HeatmapProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => data.cells.some((row) => row[h] !== null && row[h] !== undefined));
  const max = data.max ?? 0;
  const weekday = (wd: number) => formatWeekday(wd, lang);
  const hourLabels = hours.map((h) => formatNumber(h, lang, { minimumIntegerDigits: 2 }));
  const [tip, setTip] = useState<{ target: HTMLElement; label: string } | null>(null);
  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    const cell = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tip]') : null;
    if (cell && cell !== tip?.target) setTip({ target: cell, label: cell.dataset.tip ?? '' });
  };
  return (
    // on a phone the grid scrolls sideways: a tab stop named by the caption lets the keyboard scroll it.
    // The hours run left to right in every language, as time does on every chart (decision 0016);
    // the weekday names keep their own direction.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption} dir="ltr">
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={2} style={{ borderCollapse: 'separate', borderSpacing: 2 }} data-testid="heatmap">
        <caption style={HIDDEN}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Text size="xs" c="dimmed" dir="auto">
                {t('heatmap.hour')}
              </Text>
            </Table.Th>
            {hours.map((h, i) => (
              <Table.Th key={h} scope="col" ta="center">
                <Text size="xs" c="dimmed">
                  {hourLabels[i]}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <tbody onPointerOver={onPointerOver} onPointerLeave={() => setTip(null)}>
          {WEEK.map((wd) => (
            <tr key={wd}>
              <Table.Th scope="row">
                <Text size="xs" fw={500} dir="auto">
                  {weekday(wd)}
                </Text>
              </Table.Th>
              {hours.map((h, i) => {
                const v = data.cells[wd]?.[h] ?? null;
                const share = v === null || max <= 0 ? 0 : v / max;
                const label = formatMetric(metric, v, lang, data.currency);
                return (
                  <td key={h} style={{ padding: 0 }}>
                    <div
                      data-value={v ?? ''}
                      data-share={Math.round(share * 100)}
                      data-tip={`${weekday(wd)} ${hourLabels[i]}:00 — ${label}`}
                      style={{
                        ...CELL,
                        background: v === null ? 'var(--mantine-color-default-border)' : `color-mix(in srgb, var(--mantine-primary-color-filled) ${Math.round(8 + share * 92)}%, transparent)`,
                      }}
                    >
                      <span style={HIDDEN}>{label}</span>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      {tip ? <Tooltip label={tip.label} opened target={tip.target} withinPortal /> : null}
    </Box>
  );
});
