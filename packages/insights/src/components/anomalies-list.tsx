// Spikes, dips and sensor outages, newest first, each linking to its branch.
import type { Anomaly, Branch } from '@atrium/api/insights';
import { formatNumber } from '@atrium/core';
import { EmptyState } from '@atrium/ui-kit';
import { Badge, Card, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalSpan } from '../lib/format';
import { useBranchNames } from '../lib/place-names';
import { branchPath, InsightsLink, useTravel, type Navigate } from './branch-link';
import { QueryError } from './query-error';

const KIND_COLOR = { spike: 'teal', dip: 'red', outage: 'gray' } as const;

export interface AnomaliesListProps {
  anomalies: Anomaly[] | undefined;
  total?: number;
  branches?: Branch[] | undefined;
  error?: unknown;
  onRetry?: () => unknown;
  navigate?: Navigate | undefined;
  limit?: number;
  actions?: React.ReactNode;
}

export function AnomaliesList({ anomalies, total, branches, error, onRetry, navigate, limit = 12, actions }: AnomaliesListProps) {
  const travel = useTravel();
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const titleId = useId();
  const placeNames = useBranchNames();
  const names = new Map((branches ?? []).map((b) => [b.id, placeNames.name(b.name)]));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md" id={titleId}>
          {t('anomalies.title')}
          {total !== undefined ? ` (${formatNumber(total, lang)})` : ''}
        </Title>
        {actions}
      </Group>
      {error ? (
        <QueryError compact error={error} onRetry={onRetry ?? (() => undefined)} />
      ) : !anomalies ? (
        <Skeleton height={240} />
      ) : anomalies.length === 0 ? (
        <EmptyState compact title={t('anomalies.none')} />
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {anomalies.slice(0, limit).map((a) => (
              <li key={a.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Badge size="xs" color={KIND_COLOR[a.kind]} variant="light">
                        {t(`anomalies.kind.${a.kind}`)}
                      </Badge>
                      <InsightsLink to={branchPath(a.branchId, travel)} navigate={navigate}>
                        {names.get(a.branchId) ?? a.branchId}
                      </InsightsLink>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatLocalSpan(a.start, a.end, lang)}
                    </Text>
                  </div>
                  {a.kind !== 'outage' && a.value !== null && a.expected !== null ? (
                    <Text size="xs" ta="end">
                      {t('anomalies.vsExpected', { value: formatNumber(a.value, lang), expected: formatNumber(a.expected, lang) })}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('anomalies.gap')}
                    </Text>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
