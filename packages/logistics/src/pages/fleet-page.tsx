// /apps/logistics/fleet (fixed-height): the map with every vehicle and its route, beside a list
// with progress and each vehicle's timeline; choosing a vehicle focuses the map on its route.
import './fleet-page.css';
import type { FleetVehicle } from '@atrium/api';
import { formatDate, formatNumber, formatPercent } from '@atrium/core';
import { ErrorState } from '@atrium/ui-kit';
import { Box, Card, Group, Progress, ScrollArea, Skeleton, Stack, Text, Timeline, Title, UnstyledButton } from '@mantine/core';
import { IconFlag, IconMapPin, IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetQuery } from '../api/queries';
import { WarningBadge } from '../components/warning-badge/warning-badge';
import { LOGISTICS_NAMESPACE } from '../namespace';

const FleetMap = lazy(() => import('../components/fleet-map/fleet-map'));

export interface FleetPageProps {
  /** the vehicle in focus (kept in the URL by the route) */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** A Latin city name inside Hebrew or Arabic text keeps its own direction (first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

export function FleetPage({ selectedId, onSelect }: FleetPageProps) {
  const { t, i18n } = useTranslation(LOGISTICS_NAMESPACE);
  const lng = i18n.language;
  const query = useQuery(fleetQuery());
  const vehicles = query.data?.vehicles ?? [];
  const describe = useCallback(
    (v: FleetVehicle) =>
      t('fleet.markerLabel', {
        id: formatNumber(v.location, lng, { useGrouping: false }),
        from: isolate(v.startCity),
        to: isolate(v.endCity),
        percent: formatPercent(v.progress, lng, { fractionDigits: 0 }),
      }),
    [t, lng],
  );

  if (query.isError) {
    return <ErrorState title={t('errors.title')} description={t('errors.fleet')} retryLabel={t('errors.retry')} onRetry={() => query.refetch()} />;
  }

  return (
    <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}>
      <Title order={1} size="h3">
        {t('fleet.title')}
      </Title>
      <Box
        style={{ flex: 1, minHeight: 0, display: 'grid', gap: 'var(--mantine-spacing-md)' }}
        // phones: map above, list below; wider: list beside the map
        className="atrium-fleet-layout"
      >
        <Card withBorder radius="md" padding={0} className="atrium-fleet-list" style={{ minHeight: 0, display: 'flex', flexDirection: 'column' }} component="section" aria-label={t('fleet.list')}>
          <Group justify="space-between" p="md" pb="xs">
            <Title order={2} size="h5">
              {t('fleet.list')}
            </Title>
            {query.data && (
              <Text size="xs" c="dimmed">
                {t('fleet.updated', { time: formatDate(query.data.now, lng, 'time') })}
              </Text>
            )}
          </Group>
          <ScrollArea style={{ flex: 1 }} type="auto">
            <Stack gap={4} p="xs" component="ul" m={0} style={{ listStyle: 'none' }}>
              {!query.data &&
                Array.from({ length: 6 }, (_, i) => (
                  <li key={i}>
                    <Skeleton height={64} radius="md" />
                  </li>
                ))}
              {vehicles.map((v) => (
                <VehicleItem key={v.id} vehicle={v} selected={v.id === selectedId} onSelect={() => onSelect(v.id === selectedId ? null : v.id)} />
              ))}
            </Stack>
          </ScrollArea>
        </Card>
        <Box style={{ minHeight: 0 }} className="atrium-fleet-map-cell">
          <Suspense fallback={<Skeleton height="100%" radius="md" />}>
            {query.data ? (
              <FleetMap vehicles={vehicles} selectedId={selectedId} onSelect={onSelect} label={t('fleet.map')} describe={describe} />
            ) : (
              <Skeleton height="100%" radius="md" />
            )}
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

function VehicleItem({ vehicle: v, selected, onSelect }: { vehicle: FleetVehicle; selected: boolean; onSelect: () => void }) {
  const { t, i18n } = useTranslation(LOGISTICS_NAMESPACE);
  const lng = i18n.language;
  const id = formatNumber(v.location, lng, { useGrouping: false });
  return (
    <li>
      <UnstyledButton
        onClick={onSelect}
        aria-pressed={selected}
        aria-expanded={selected}
        w="100%"
        p="sm"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconTruck size={18} aria-hidden />
            <Text size="sm" fw={600}>
              {t('vehicles.vehicleNo', { id })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t(`states.${v.state}`)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={2}>
          {t('fleet.route', { from: isolate(v.startCity), to: isolate(v.endCity) })}
        </Text>
        <Group gap="xs" mt={6} wrap="nowrap">
          <Progress value={v.progress} size="sm" style={{ flex: 1 }} aria-label={t('vehicles.progressOf', { id })} />
          <Text size="xs" w={40} ta="end">
            {formatPercent(v.progress, lng, { fractionDigits: 0 })}
          </Text>
        </Group>
      </UnstyledButton>
      {selected && (
        <Box px="md" pb="sm" pt={4}>
          <WarningBadge warning={v.warnings} />
          <Timeline active={v.timeline.filter((p) => p.reached).length - 1} bulletSize={22} lineWidth={2} mt="sm" aria-label={t('fleet.timeline')}>
            {v.timeline.map((p) => (
              <Timeline.Item
                key={`${p.kind}-${p.city}`}
                bullet={p.kind === 'arrival' ? <IconFlag size={12} aria-hidden /> : <IconMapPin size={12} aria-hidden />}
                title={t(`timeline.${p.kind}`, { city: p.city })}
              >
                <Text size="xs" c="dimmed">
                  {p.country} · <time dateTime={p.at}>{formatDate(p.at, lng, 'date-time')}</time>
                  {!p.reached && ` · ${t('timeline.estimated')}`}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Box>
      )}
    </li>
  );
}
