// "Why?" (issue 33): one anomaly's explanation in a dialog — a sentence with the numbers, the
// sales change split into traffic, conversion and basket, the hours, zones and queues that carry
// it, the day's calendar and the data's quality. Loaded lazily by the anomaly lists.
import { isApiError, type Anomaly, type AnomalyDetail, type AnomalyDrillRow, type AnomalyMetric } from '@atrium/api/insights';
import { formatNumber, isRightToLeft } from '@atrium/core';
import { Alert, Badge, Box, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { anomalyQuery, branchQuery } from '../api/queries';
import { isolated, whySentence, type PlaceNames } from '../lib/anomaly-text';
import { formatLocalSpan, formatLocalStamp, formatMetric, formatShare } from '../lib/format';
import { usePlaceName } from '../lib/place-names';
import { QueryError } from './query-error';

export interface AnomalyWhyDialogProps {
  /** the anomaly to explain; null keeps the dialog closed */
  anomalyId: string | null;
  onClose: () => void;
  /** false renders the dialog in place (a story's canvas), not in a portal */
  withinPortal?: boolean;
  /** "Show on the day's chart" (the branch page): closes the dialog and draws the anomaly's day */
  onShowOnChart?: ((anomaly: Anomaly) => void) | undefined;
}

const TOP = 3;

/** The rows that carry most of the change, largest first. */
const topRows = <R extends AnomalyDrillRow>(rows: readonly R[]) => [...rows].sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.id.localeCompare(b.id)).slice(0, TOP);

export function AnomalyWhyDialog({ anomalyId, onClose, withinPortal = true, onShowOnChart }: AnomalyWhyDialogProps) {
  const { t } = useTranslation('insights');
  const query = useQuery({ ...anomalyQuery(anomalyId ?? ''), enabled: anomalyId !== null });
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <Modal opened={anomalyId !== null} onClose={onClose} title={t('why.title')} size="lg" withinPortal={withinPortal} closeButtonProps={{ 'aria-label': t('why.close') }}>
      {query.error ? (
        notFound ? (
          <Alert color="gray" title={t('why.notFoundTitle')} data-testid="why-not-found">
            {t('why.notFoundText')}
          </Alert>
        ) : (
          <QueryError compact error={query.error} onRetry={() => query.refetch()} />
        )
      ) : !query.data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('why.loading')}>
          <Skeleton height={18} />
          <Skeleton height={18} width="70%" />
          <Skeleton height={120} />
          <Skeleton height={80} />
        </Stack>
      ) : (
        <>
          <WhyBody detail={query.data} />
          {onShowOnChart ? (
            <Group justify="flex-end" mt="md">
              <Button
                variant="light"
                onClick={() => {
                  onShowOnChart(query.data.anomaly);
                  onClose();
                }}
              >
                {t('anomalies.showOnChartLong')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Modal>
  );
}

export default AnomalyWhyDialog;

function WhyBody({ detail }: { detail: AnomalyDetail }) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const branch = useQuery(branchQuery(detail.anomaly.branchId));
  // zones and queues by their names in the reader's language (seeded names are translated)
  const place = usePlaceName();
  const queueNames = new Map((branch.data?.queues ?? []).map((q) => [q.id, place(q.name)]));
  const zoneNames = new Map((branch.data?.zones ?? []).map((z) => [z.id, place(z.name)]));
  const names: PlaceNames = { queue: (id) => queueNames.get(id) ?? id, zone: (id) => zoneNames.get(id) ?? id };
  const a = detail.anomaly;
  const hourMetric: AnomalyMetric = a.metric === 'sales' || a.metric === 'atv' ? 'sales' : a.metric === 'conversion' ? 'conversion' : 'visitors';
  // the hours' rows count the metric's own field: sales (money), valid transactions or visitors
  const hourValue = (v: number) => (hourMetric === 'sales' ? formatMetric('sales', v, lang, a.currency) : isolated(formatNumber(v, lang, { maximumFractionDigits: 0 })));
  return (
    <Stack gap="md">
      <Group gap={6}>
        <Badge variant="light">{t(`anomalies.metric.${a.metric}`)}</Badge>
        <Badge variant="light" color="gray">
          {t(`anomalies.kind.${a.kind}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {formatLocalSpan(a.start, a.end, lang)}
        </Text>
      </Group>
      <Text fw={500} data-testid="why-sentence">
        {whySentence(detail, names, lang, t)}
      </Text>
      <Causes detail={detail} names={names} />
      <Waterfall detail={detail} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DrillTable title={t('why.hours')} rows={topRows(detail.drill.hours)} name={(id) => isolated(id)} value={hourValue} />
        <DrillTable title={t('why.zones')} rows={topRows(detail.drill.zones)} name={names.zone} value={(v) => isolated(formatNumber(v, lang, { maximumFractionDigits: 0 }))} />
        <DrillTable title={t('why.queues')} rows={topRows(detail.drill.queues)} name={names.queue} value={(v) => isolated(formatMetric('queueWait', v, lang))} />
        <Box>
          <Title order={4} fz="sm" mb={4}>
            {t('why.events')}
          </Title>
          {detail.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('why.noEvents')}
            </Text>
          ) : (
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {detail.events.map((e) => (
                <Text component="li" size="sm" key={e.id}>
                  {t(`why.event.${e.type}`)}
                  {e.hours ? ` · ${isolated(`${e.hours.open}–${e.hours.close}`)}` : ''} · {formatLocalStamp(e.date, lang)}
                </Text>
              ))}
            </Stack>
          )}
          <Title order={4} fz="sm" mt="sm" mb={4}>
            {t('why.dataQuality')}
          </Title>
          <Text size="sm">
            {t('why.coverage', { value: isolated(formatShare(detail.dataQuality.coverage / 100, lang)), interpolation: { escapeValue: false } })}
          </Text>
          <Text size="sm">
            {t('why.inOut', {
              value: detail.dataQuality.inOutRatio === null ? '—' : isolated(formatNumber(detail.dataQuality.inOutRatio, lang, { maximumFractionDigits: 2 })),
              interpolation: { escapeValue: false },
            })}
          </Text>
          {detail.dataQuality.counterFault ? (
            <Text size="sm" c="orange.8" fw={500}>
              {t('why.counterFault')}
            </Text>
          ) : null}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}

function Causes({ detail, names }: { detail: AnomalyDetail; names: PlaceNames }) {
  const { t, i18n } = useTranslation('insights');
  return (
    <Box>
      <Title order={4} fz="sm" mb={4}>
        {t('why.causes')}
      </Title>
      <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {detail.causes.map((c, i) => (
          <Badge component="li" key={`${c.kind}-${c.target ?? ''}`} variant={i === 0 ? 'filled' : 'light'} color={c.kind === 'unexplained' ? 'gray' : 'indigo'}>
            {t(`anomalies.cause.${c.kind}`)}
            {c.target ? ` · ${c.kind.startsWith('queue') ? names.queue(c.target) : names.zone(c.target)}` : ''}
            {c.kind !== 'unexplained' ? ` · ${isolated(formatShare(c.share, i18n.language))}` : ''}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('why.confidence', { value: isolated(formatShare(detail.confidence, i18n.language)), interpolation: { escapeValue: false } })}
      </Text>
    </Box>
  );
}

/** The sales change split into traffic, conversion and basket: one bar per part, drawn from the inline start (mirrored in RTL). */
function Waterfall({ detail }: { detail: AnomalyDetail }) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const titleId = useId();
  const d = detail.decomposition;
  const parts = [
    { key: 'traffic', value: d.traffic },
    { key: 'conversion', value: d.conversion },
    { key: 'basket', value: d.basket },
    { key: 'total', value: d.total },
  ] as const;
  const max = Math.max(1, ...parts.map((p) => Math.abs(p.value)));
  // the language's own minus (Intl's, inside the amount's isolate); a rise gets its plus where
  // the minus would stand: before the amount in a left-to-right language, at the digits in Arabic
  // and Hebrew ("‏-131.25 ‏£", so "‏+132.43 ‏£")
  const signedMoney = (v: number) => {
    const text = formatMetric('sales', v, lang, detail.anomaly.currency);
    if (v <= 0) return text;
    // (a left-to-right mark ties the plus to the digits, as Intl's mark ties its minus)
    return isRightToLeft(lang) ? text.replace(/\d/, (digit) => `\u200e+${digit}`) : `+${text}`;
  };
  return (
    <Box>
      <Title order={4} fz="sm" mb={4} id={titleId}>
        {t('why.waterfall')}
      </Title>
      <Table aria-labelledby={titleId} verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {parts.map((p) => (
            <Table.Tr key={p.key}>
              <Table.Th scope="row" w="28%" fw={p.key === 'total' ? 700 : 500}>
                {t(`why.part.${p.key}`)}
              </Table.Th>
              <Table.Td w="44%">
                <Box
                  aria-hidden
                  h={12}
                  style={{
                    width: `${Math.max(2, (Math.abs(p.value) / max) * 100)}%`,
                    borderRadius: 3,
                    background: p.value >= 0 ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)',
                  }}
                />
              </Table.Td>
              <Table.Td ta="end" fw={p.key === 'total' ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                {signedMoney(p.value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function DrillTable({ title, rows, name, value }: { title: string; rows: readonly AnomalyDrillRow[]; name: (id: string) => string; value: (v: number) => string }) {
  const { t, i18n } = useTranslation('insights');
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <Box>
      <Title order={4} fz="sm" mb={4} id={titleId}>
        {title}
      </Title>
      <Table aria-labelledby={titleId} verticalSpacing={2} horizontalSpacing={4} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="end">{t('why.actual')}</Table.Th>
            <Table.Th ta="end">{t('why.expected')}</Table.Th>
            <Table.Th ta="end">{t('why.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Th scope="row" fw={500}>
                {name(r.id)}
              </Table.Th>
              <Table.Td ta="end">{value(r.actual)}</Table.Td>
              <Table.Td ta="end">{value(r.expected)}</Table.Td>
              {/* a share past ±100% means the rows' deltas cancel out: no share of the change to speak of */}
              <Table.Td ta="end">{Math.abs(r.share) <= 1 ? isolated(formatShare(r.share, i18n.language)) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
