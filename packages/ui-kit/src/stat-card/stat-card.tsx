import { formatPercent } from '@atrium/core/format';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: ReactNode;
  /** the formatted value (the caller formats numbers and money for its locale) */
  value: ReactNode;
  /**
   * Change against the comparison period, in percent. `null` means there is no base to compare
   * with (a zero or missing base), shown as an em dash rather than a misleading ±∞ %.
   */
  delta?: number | null;
  /** e.g. "vs last year"; shown after the delta */
  deltaLabel?: ReactNode;
  /** when true, a fall is good news (waiting time, bounce rate) and is coloured green */
  invertDelta?: boolean;
  icon?: ReactNode;
  color?: MantineColor;
  /** BCP 47 locale for the delta; defaults to the document's language */
  locale?: string;
  loading?: boolean;
  /** small chart or extra content under the value */
  children?: ReactNode;
}

export type DeltaTone = 'up' | 'down' | 'flat' | 'none';

export function deltaTone(delta: number | null | undefined): DeltaTone {
  if (delta == null || !Number.isFinite(delta)) return 'none';
  if (Math.abs(delta) < 0.05) return 'flat';
  return delta > 0 ? 'up' : 'down';
}

export function formatDelta(delta: number | null | undefined, locale?: string): string {
  const tone = deltaTone(delta);
  if (tone === 'none' || delta == null) return '—';
  // through the one formatting module: Latin digits pinned, the language's own percent sign and order
  return formatPercent(delta, locale ?? 'en', { signDisplay: 'exceptZero' });
}

const arrows: Record<DeltaTone, string> = { up: '▲', down: '▼', flat: '●', none: '' };

/** A KPI: label, value, and an optional coloured change with an arrow. */
export function StatCard({ label, value, delta, deltaLabel, invertDelta = false, icon, color = 'brand', locale, loading = false, children }: StatCardProps) {
  const tone = deltaTone(delta);
  const good = tone === 'up' ? !invertDelta : tone === 'down' ? invertDelta : null;
  const deltaColor = good === null ? 'dimmed' : good ? 'teal' : 'red';
  const lang = locale ?? (typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined);
  return (
    <Card aria-busy={loading || undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton height={28} width={120} />
          ) : (
            // smaller on a phone, where KPI grids put two cards in a row: '$53,295.21' ran into the icon at 390 px.
            // 'sm', not 'xs': Atrium's xs is 0 em (SPEC §9), so an xs rule applies at every width
            <Text fz={{ base: 20, sm: 26 }} fw={600} lh={1.2} style={{ overflowWrap: 'anywhere' }} data-stat-value>
              {value}
            </Text>
          )}
          {delta !== undefined && !loading ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} c={deltaColor} data-tone={tone}>
                {arrows[tone] ? <span aria-hidden="true">{arrows[tone]} </span> : null}
                {formatDelta(delta, lang)}
              </Text>
              {deltaLabel ? (
                <Text size="xs" c="dimmed">
                  {deltaLabel}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
        {/* decorative; on a phone (below sm: 600 px in Atrium, SPEC §9) the value needs the room more than the icon does */}
        {icon ? (
          <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden="true" visibleFrom="sm" style={{ flexShrink: 0 }}>
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}
