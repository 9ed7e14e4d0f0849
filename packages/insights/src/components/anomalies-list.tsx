// Spikes, dips, counter faults and sensor outages, newest first, each linking to its branch, with
// its metric, its best cause and a "Why?" that opens the explanation (issue 33).
import type { Anomaly, Branch } from '@atrium/api/insights';
import { formatNumber } from '@atrium/core';
import { EmptyState } from '@atrium/ui-kit';
import { Badge, Button, Card, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { anomalyValue } from '../lib/anomaly-band';
import { formatLocalSpan } from '../lib/format';
import { useBranchNames } from '../lib/place-names';
import { branchPath, InsightsLink, useTravel, type Navigate } from './branch-link';
import { QueryError } from './query-error';

const KIND_COLOR = { spike: 'teal', dip: 'red', outage: 'gray', data: 'orange' } as const;

// the dialog (and its tables) load when a "Why?" is first pressed
const AnomalyWhyDialog = lazy(() => import('./anomaly-why-dialog'));

const metricValue = anomalyValue;

export interface AnomaliesListProps {
  anomalies: Anomaly[] | undefined;
  total?: number;
  branches?: Branch[] | undefined;
  error?: unknown;
  onRetry?: () => unknown;
  navigate?: Navigate | undefined;
  limit?: number;
  actions?: React.ReactNode;
  /** "Show on the day's chart": the page draws the anomaly's day with its expected band */
  onShowOnChart?: ((anomaly: Anomaly) => void) | undefined;
}

export function AnomaliesList({ anomalies, total, branches, error, onRetry, navigate, limit = 12, actions, onShowOnChart }: AnomaliesListProps) {
  const travel = useTravel();
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const titleId = useId();
  const placeNames = useBranchNames();
  const names = new Map((branches ?? []).map((b) => [b.id, placeNames.name(b.name)]));
  const [why, setWhy] = useState<string | null>(null);
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
            {anomalies.slice(0, limit).map((a) => {
              const cause = a.causes[0];
              return (
                <li key={a.id} data-anomaly-id={a.id}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Badge size="xs" color={KIND_COLOR[a.kind]} variant="light">
                          {t(`anomalies.kind.${a.kind}`)}
                        </Badge>
                        <InsightsLink to={branchPath(a.branchId, travel)} navigate={navigate}>
                          {names.get(a.branchId) ?? a.branchId}
                        </InsightsLink>
                      </Group>
                      <Group gap={6} mt={2}>
                        <Text size="xs" fw={500}>
                          {t(`anomalies.metric.${a.metric}`)}
                        </Text>
                        {cause ? (
                          <Badge size="xs" variant="outline" color={cause.kind === 'unexplained' ? 'gray' : 'indigo'} data-cause={cause.kind}>
                            {t(`anomalies.cause.${cause.kind}`)}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {formatLocalSpan(a.start, a.end, lang)}
                      </Text>
                    </div>
                    <Stack gap={4} align="flex-end" maw="50%">
                      {a.kind !== 'outage' && a.value !== null && a.expected !== null ? (
                        <Text size="xs" ta="end">
                          {t('anomalies.vsExpected', { value: metricValue(a, a.value, lang), expected: metricValue(a, a.expected, lang), interpolation: { escapeValue: false } })}
                        </Text>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('anomalies.gap')}
                        </Text>
                      )}
                      {a.kind !== 'outage' ? (
                        // on a phone the two buttons stack rather than squeeze the entry's text
                        <Group gap={4} justify="flex-end">
                          {onShowOnChart ? (
                            <Button size="compact-xs" variant="subtle" onClick={() => onShowOnChart(a)} aria-label={t('anomalies.showOnChartLabel', { metric: t(`anomalies.metric.${a.metric}`), when: formatLocalSpan(a.start, a.end, lang) })}>
                              {t('anomalies.showOnChart')}
                            </Button>
                          ) : null}
                          <Button size="compact-xs" variant="light" onClick={() => setWhy(a.id)} aria-label={t('anomalies.whyLabel', { metric: t(`anomalies.metric.${a.metric}`), when: formatLocalSpan(a.start, a.end, lang), branch: names.get(a.branchId) ?? a.branchId })}>
                            {t('anomalies.why')}
                          </Button>
                        </Group>
                      ) : null}
                    </Stack>
                  </Group>
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {why !== null ? (
        <Suspense fallback={null}>
          <AnomalyWhyDialog anomalyId={why} onClose={() => setWhy(null)} onShowOnChart={onShowOnChart} />
        </Suspense>
      ) : null}
    </Card>
  );
}
