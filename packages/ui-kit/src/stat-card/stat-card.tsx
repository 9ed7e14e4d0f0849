import { formatPercent } from '@atrium/core/format';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Tooltip, type CardProps, type MantineColor } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';

export interface StatCardProps extends Omit<CardProps, 'children'> {
  label: ReactNode;
  /** the formatted value (the caller formats numbers and money for its locale) */
  value: ReactNode;
  /**
   * The exact figure when `value` is a short form of it ("$14.1M" for "$14,110,762.27"): shown on
   * hover, on focus and on a tap (the value becomes a button that opens it), and read as the
   * value's description. Ignored when it equals `value`.
   */
  exactValue?: string;
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
/** What the value's button keeps of a button: nothing but the focus ring; a dotted underline says there is more. */
const EXACT_TRIGGER = {
  fontFamily: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'start',
  cursor: 'help',
  textDecoration: 'underline dotted',
  textDecorationThickness: 1,
  textUnderlineOffset: 4,
} as const;

/**
 * A short value that opens its exact figure: on hover, on any focus (Mantine's own focus trigger
 * waits for :focus-visible, which a tap on a phone never sets) and on a tap or click, which
 * toggles it; Escape closes it.
 */
function ExactValue({ value, exact }: { value: ReactNode; exact: string }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  return (
    <Tooltip label={exact} opened={hovered || focused || pinned}>
      <Text
        component="button"
        type="button"
        fz={{ base: 20, sm: 26 }}
        fw={600}
        lh={1.2}
        style={{ ...EXACT_TRIGGER, overflowWrap: 'anywhere' }}
        data-stat-value
        data-exact={exact}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => setPinned((open) => !open)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'Escape') return;
          setFocused(false);
          setPinned(false);
          setHovered(false);
        }}
      >
        {value}
      </Text>
    </Tooltip>
  );
}

export function StatCard({ label, value, exactValue, delta, deltaLabel, invertDelta = false, icon, color = 'brand', locale, loading = false, children, ...others }: StatCardProps) {
  const tone = deltaTone(delta);
  const good = tone === 'up' ? !invertDelta : tone === 'down' ? invertDelta : null;
  const deltaColor = good === null ? 'dimmed' : good ? 'teal' : 'red';
  const exact = exactValue !== undefined && exactValue !== value ? exactValue : undefined;
  const lang = locale ?? (typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined);
  return (
    <Card aria-busy={loading || undefined} {...others}>
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
            exact ? (
              <ExactValue value={value} exact={exact} />
            ) : (
              <Text fz={{ base: 20, sm: 26 }} fw={600} lh={1.2} style={{ overflowWrap: 'anywhere' }} data-stat-value>
                {value}
              </Text>
            )
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
