// The live occupancy board: every branch's people inside against capacity, near/over colouring,
// polled every 10 s (not while the tab is hidden) with a pause button. On a phone it folds to a
// summary and one line per branch (state and occupancy), the cards a tap away: twelve cards were
// ~3,000 px before the landing's first chart at 390 px (issue 36).
import type { Branch, LiveBranch, LiveStatus } from '@atrium/api/insights';
import { formatDate, formatNumber, formatPercent } from '@atrium/core';
import { Badge, Button, Card, ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveQuery } from '../api/queries';
import { formatLocalStamp } from '../lib/format';
import { closedReasonLabel } from '../lib/open-state';
import { useBranchNames, type BranchNames } from '../lib/place-names';
import { usePhone } from '../lib/use-phone';
import { branchPath, InsightsLink, useTravel, type Navigate } from './branch-link';
import { OccupancyRing } from './occupancy-ring';
import { OFFSCREEN_SKIPPED } from './offscreen';
import { QueryError } from './query-error';

export const LIVE_COLORS: Record<LiveStatus, string> = { ok: 'teal', near: 'orange', over: 'red', closed: 'gray' };

export interface LiveBoardProps {
  branches: Branch[] | undefined;
  branchIds?: string[];
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  navigate?: Navigate | undefined;
}

/**
 * The last hour's arrivals as a tiny inline bar strip (no chart library on the first screen): one
 * path of 60 bars, not 60 rects (12 branches × 60 rects were half of the landing's DOM nodes).
 */
function InOutStrip({ points, label }: { points: LiveBranch['lastHour']; label: string }) {
  const max = Math.max(1, ...points.map((p) => p.in));
  let d = '';
  points.forEach((p, i) => {
    const h = (p.in / max) * 20;
    if (h > 0) d += `M${i * 2} 20V${+(20 - h).toFixed(2)}h1.5V20Z`;
  });
  return (
    <svg viewBox={`0 0 ${points.length * 2} 20`} width="100%" height={20} role="img" aria-label={label} preserveAspectRatio="none">
      <path d={d} fill="var(--mantine-primary-color-filled)" opacity={0.75} />
    </svg>
  );
}

const NO_IDS: string[] = [];

/** The phone's board: how many branches are open and how many people are in them, then a line per branch. */
function LiveLines({ live, names, placeNames, navigate }: { live: LiveBranch[]; names: Map<string, Branch>; placeNames: BranchNames; navigate: Navigate | undefined }) {
  const travel = useTravel();
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const open = live.filter((b) => b.open);
  return (
    <>
      <Text size="sm" fw={500} mb="xs" data-testid="live-summary">
        {t('live.summary', {
          open: formatNumber(open.length, lang),
          total: formatNumber(live.length, lang),
          people: formatNumber(
            open.reduce((sum, b) => sum + b.occupancy, 0),
            lang,
          ),
        })}
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {live.map((b) => {
          const branch = names.get(b.branchId);
          const color = LIVE_COLORS[b.status];
          return (
            <li key={b.branchId} data-testid="live-line" data-status={b.status}>
              <Group wrap="nowrap" gap="xs" justify="space-between">
                <Group wrap="nowrap" gap={8} style={{ minWidth: 0 }}>
                  <ColorSwatch size={10} color={`var(--mantine-color-${color}-filled)`} withShadow={false} aria-hidden="true" style={{ flexShrink: 0 }} />
                  <Text size="sm" truncate="end">
                    <InsightsLink to={branchPath(b.branchId, travel)} navigate={navigate}>
                      {branch ? placeNames.name(branch.name) : b.branchId}
                    </InsightsLink>
                  </Text>
                </Group>
                <Group wrap="nowrap" gap={6} style={{ flexShrink: 0 }}>
                  {b.open ? (
                    <Text size="sm" fw={600}>
                      {formatPercent(b.occupancyRate, lang, { fractionDigits: 0 })}
                    </Text>
                  ) : null}
                  <Badge size="xs" variant="light" color={color}>
                    {t(`live.status.${b.status}`)}
                  </Badge>
                </Group>
              </Group>
            </li>
          );
        })}
      </Stack>
    </>
  );
}

/** Memoised, and drawn from a deferred value: a poll's answer renders in the background (issue 16). */
export const LiveBoard = memo(function LiveBoard({ branches, branchIds = NO_IDS, paused, onPausedChange, navigate }: LiveBoardProps) {
  const travel = useTravel();
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const titleId = useId();
  const query = useQuery(liveQuery({ branchIds }, paused));
  const names = new Map((branches ?? []).map((b) => [b.id, b]));
  const placeNames = useBranchNames();
  const data = useDeferredValue(query.data);
  const phone = usePhone();
  const [cards, setCards] = useState(false);
  const lines = phone && !cards;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md">
        <div>
          <Title order={3} fz="md" id={titleId}>
            {t('live.title')}
          </Title>
          <Text size="xs" c="dimmed" aria-live="polite">
            {data ? t('live.updated', { time: formatDate(data.at, lang, 'time-seconds') }) : t('live.loading')}
            {paused ? ` · ${t('live.pausedNote')}` : ''}
          </Text>
        </div>
        <Button size="xs" variant={paused ? 'filled' : 'default'} onClick={() => onPausedChange(!paused)} aria-pressed={paused}>
          {paused ? t('live.resume') : t('live.pause')}
        </Button>
      </Group>
      {query.isError && !data ? (
        <QueryError compact error={query.error} onRetry={() => query.refetch()} />
      ) : !data && phone ? (
        // about the height of the summary and twelve lines
        <Skeleton height={400} />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={120} />
          ))}
        </SimpleGrid>
      ) : lines ? (
        <LiveLines live={data.branches} names={names} placeNames={placeNames} navigate={navigate} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {data.branches.map((live) => {
            const branch = names.get(live.branchId);
            const color = LIVE_COLORS[live.status];
            const lastIn = live.lastHour.reduce((s, p) => s + p.in, 0);
            return (
              <Card key={live.branchId} withBorder padding="sm" radius="md" data-status={live.status} role="group" aria-label={branch ? placeNames.name(branch.name) : live.branchId} style={OFFSCREEN_SKIPPED}>
                <Group wrap="nowrap" gap="sm" align="center">
                  <OccupancyRing
                    value={live.occupancyRate}
                    color={color}
                    label={
                      <Text ta="center" fz="xs" fw={700}>
                        {live.open ? formatPercent(live.occupancyRate, lang, { fractionDigits: 0 }) : '—'}
                      </Text>
                    }
                  />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <InsightsLink to={branchPath(live.branchId, travel)} navigate={navigate}>
                      {branch ? placeNames.name(branch.name) : live.branchId}
                    </InsightsLink>
                    <Text size="xs" c="dimmed">
                      {branch ? placeNames.city(branch.city) : ''} · {formatLocalStamp(live.localTime, lang)}
                    </Text>
                    <Group gap={6}>
                      <Badge size="xs" variant="light" color={color}>
                        {t(`live.status.${live.status}`)}
                      </Badge>
                      {live.open && !live.sensorOnline ? (
                        <Badge size="xs" variant="outline" color="gray">
                          {t('live.offline')}
                        </Badge>
                      ) : null}
                    </Group>
                    {/* a closed card says why: the holiday's name, outside hours, changed hours */}
                    {live.open ? null : (
                      <Text size="xs" c="dimmed" data-testid="live-closed-reason" data-reason={live.reason}>
                        {closedReasonLabel(live.reason, live.holiday, t)}
                      </Text>
                    )}
                  </Stack>
                </Group>
                {live.open ? (
                  <>
                    <Text size="sm" mt="xs">
                      {t('live.inside', { people: formatNumber(live.occupancy, lang), capacity: formatNumber(live.capacity, lang) })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('live.queue', { people: formatNumber(live.queuePeople, lang) })} · {t('live.lastHour', { people: formatNumber(lastIn, lang) })}
                    </Text>
                    <InOutStrip points={live.lastHour} label={t('live.lastHourChart', { people: formatNumber(lastIn, lang) })} />
                  </>
                ) : null}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      {phone && data ? (
        <Button variant="subtle" size="xs" mt="sm" fullWidth onClick={() => setCards((shown) => !shown)}>
          {cards ? t('live.showLines') : t('live.showCards')}
        </Button>
      ) : null}
    </Card>
  );
});
