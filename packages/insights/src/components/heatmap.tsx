// Weekday × local hour as a real table: screen readers read the numbers, colour shows the shape.
import type { HeatmapResponse, InsightMetric } from '@atrium/api';
import { formatNumber } from '@atrium/core';
import { Box, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMetric, formatWeekday } from '../lib/format';

export interface HeatmapProps {
  data: HeatmapResponse;
  metric?: InsightMetric;
  /** the caption, read by assistive technology */
  caption: string;
}

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

export function Heatmap({ data, metric = data.metric, caption }: HeatmapProps) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => data.cells.some((row) => row[h] !== null && row[h] !== undefined));
  const max = data.max ?? 0;
  const weekday = (wd: number) => formatWeekday(wd, lang);
  const hourLabel = (h: number) => formatNumber(h, lang, { minimumIntegerDigits: 2 });
  return (
    // on a phone the grid scrolls sideways: a tab stop named by the caption lets the keyboard scroll it
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={2} style={{ borderCollapse: 'separate', borderSpacing: 2 }} data-testid="heatmap">
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Text size="xs" c="dimmed">
                {t('heatmap.hour')}
              </Text>
            </Table.Th>
            {hours.map((h) => (
              <Table.Th key={h} scope="col" ta="center">
                <Text size="xs" c="dimmed">
                  {hourLabel(h)}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEK.map((wd) => (
            <Table.Tr key={wd}>
              <Table.Th scope="row">
                <Text size="xs" fw={500}>
                  {weekday(wd)}
                </Text>
              </Table.Th>
              {hours.map((h) => {
                const v = data.cells[wd]?.[h] ?? null;
                const share = v === null || max <= 0 ? 0 : v / max;
                const label = formatMetric(metric, v, lang, data.currency);
                return (
                  <Table.Td key={h} p={0}>
                    <Tooltip label={`${weekday(wd)} ${hourLabel(h)}:00 — ${label}`} withinPortal>
                      <Box
                        data-value={v ?? ''}
                        data-share={Math.round(share * 100)}
                        style={{
                          minWidth: 26,
                          height: 26,
                          borderRadius: 4,
                          background: v === null ? 'var(--mantine-color-default-border)' : `color-mix(in srgb, var(--mantine-primary-color-filled) ${Math.round(8 + share * 92)}%, transparent)`,
                        }}
                      >
                        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>
                      </Box>
                    </Tooltip>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
