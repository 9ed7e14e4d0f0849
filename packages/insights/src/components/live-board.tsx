// The live occupancy board: every branch's people inside against capacity, near/over colouring,
// polled every 10 s (not while the tab is hidden) with a pause button.
import type { Branch, LiveBranch, LiveStatus } from '@atrium/api/insights';
import { formatDate, formatNumber, formatPercent } from '@atrium/core';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { liveQuery } from '../api/queries';
import { formatLocalStamp } from '../lib/format';
import { useBranchNames } from '../lib/place-names';
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
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={120} />
          ))}
        </SimpleGrid>
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
    </Card>
  );
});
