// The branch ranking: sorted and paged by the API (server-side), with a sparkline, a status
// badge, and each row linking to its branch page.
import { branchStatusAt, type BranchSortKey } from '@atrium/api/insights';
import { formatMinor, formatNumber, formatPercent, isolateMoney } from '@atrium/core';
import { EmptyState } from '@atrium/ui-kit';
import { Badge, Card, Group, Pagination, ScrollArea, Skeleton, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { branchesQuery } from '../api/queries';
import { formatDuration } from '../lib/format';
import { closedReasonLabel } from '../lib/open-state';
import { useBranchNames } from '../lib/place-names';
import { branchPath, InsightsLink, useTravel, type Navigate } from './branch-link';
import { LazyChart } from './lazy-chart';
import { QueryError } from './query-error';

export interface RankingTableProps {
  from: string;
  to: string;
  sortBy: BranchSortKey;
  orderBy: 'asc' | 'desc';
  page: number;
  onSortChange: (sortBy: BranchSortKey, orderBy: 'asc' | 'desc') => void;
  onPageChange: (page: number) => void;
  navigate?: Navigate | undefined;
  itemsPerPage?: number;
  actions?: React.ReactNode;
  /** the instant the status column is read at (now by default) */
  now?: Date | undefined;
}

const STATUS_COLOR = { open: 'teal', closed: 'gray', renovating: 'orange' } as const;

/** Open or closed now by the one rule the live board and the branch header use, and why when closed. */
function OpenNow({ branch, now }: { branch: Parameters<typeof branchStatusAt>[0]; now: Date | undefined }) {
  const { t } = useTranslation('insights');
  const state = branchStatusAt(branch, now ?? new Date());
  const status = state.open ? 'open' : state.reason === 'renovating' ? 'renovating' : 'closed';
  return (
    <>
      <Badge variant="light" color={STATUS_COLOR[status]} style={{ minWidth: 'max-content' }} data-testid="ranking-open-state" data-open={state.open} data-reason={state.reason}>
        {t(`status.${status}`)}
      </Badge>
      {state.open || status === 'renovating' ? null : (
        <Text size="xs" c="dimmed">
          {closedReasonLabel(state.reason, state.holiday, t)}
        </Text>
      )}
    </>
  );
}

export function RankingTable({ from, to, sortBy, orderBy, page, onSortChange, onPageChange, navigate, itemsPerPage = 12, actions, now }: RankingTableProps) {
  const travel = useTravel();
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const titleId = useId();
  const placeNames = useBranchNames();
  const query = useQuery(branchesQuery({ from, to, sortBy, orderBy, page, itemsPerPage }));
  const header = (key: BranchSortKey | null, label: string) => {
    if (!key) return <Table.Th scope="col">{label}</Table.Th>;
    const active = sortBy === key;
    return (
      <Table.Th scope="col" aria-sort={active ? (orderBy === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton onClick={() => onSortChange(key, active ? (orderBy === 'desc' ? 'asc' : 'desc') : key === 'name' || key === 'city' ? 'asc' : 'desc')} fw={600} fz="sm">
          {label} {active ? (orderBy === 'asc' ? '▲' : '▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  const data = query.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md">
        <Title order={3} fz="md" id={titleId}>
          {t('ranking.title')}
        </Title>
        {actions}
      </Group>
      {query.isError ? (
        <QueryError compact error={query.error} onRetry={() => query.refetch()} />
      ) : !data ? (
        <Skeleton height={360} />
      ) : data.branches.length === 0 ? (
        <EmptyState compact title={t('states.emptyTitle')} />
      ) : (
        <ScrollArea>
          <Table highlightOnHover verticalSpacing="sm" miw={860} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                {header('name', t('ranking.branch'))}
                {header('city', t('ranking.city'))}
                {header('visitors', t('metrics.visitors'))}
                <Table.Th scope="col">{t('ranking.trend')}</Table.Th>
                {header('conversion', t('metrics.conversion'))}
                {header('sales', t('metrics.sales'))}
                {header('occupancy', t('metrics.occupancyRate'))}
                {header(null, t('metrics.avgDwell'))}
                {header(null, t('ranking.status'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.branches.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    <InsightsLink to={branchPath(b.id, travel)} navigate={navigate}>
                      {placeNames.name(b.name)}
                    </InsightsLink>
                    <Text size="xs" c="dimmed">
                      {b.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{placeNames.city(b.city)}</Table.Td>
                  <Table.Td>{b.kpis.visitors === null ? '—' : formatNumber(b.kpis.visitors, lang)}</Table.Td>
                  <Table.Td w={120}>{b.sparkline.some((v) => v !== null) ? <LazyChart kind="sparkline" data={b.sparkline} height={32} /> : '—'}</Table.Td>
                  <Table.Td>{b.kpis.conversion === null ? '—' : formatPercent(b.kpis.conversion, lang)}</Table.Td>
                  <Table.Td>{b.kpis.sales === null ? '—' : isolateMoney(formatMinor(b.kpis.sales, b.currency, lang), lang)}</Table.Td>
                  <Table.Td>{b.kpis.occupancyRate === null ? '—' : formatPercent(b.kpis.occupancyRate, lang)}</Table.Td>
                  <Table.Td>{b.kpis.avgDwell === null ? '—' : formatDuration(b.kpis.avgDwell, lang)}</Table.Td>
                  <Table.Td>
                    {/* the cell grows to the whole status word ("Renovating" was cut to "REN…") */}
                    <OpenNow branch={b} now={now} />
                    {b.coverage.percent !== null && b.coverage.percent < 99 ? (
                      <Text size="xs" c="var(--atrium-text-warning)">
                        {t('ranking.coverage', { percent: formatPercent(b.coverage.percent, lang) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {data && data.total > itemsPerPage ? (
        <Group justify="flex-end" mt="md">
          <Pagination total={Math.ceil(data.total / itemsPerPage)} value={page} onChange={onPageChange} size="sm" />
        </Group>
      ) : null}
    </Card>
  );
}
