// The vehicles table of SPEC §7: sort by location, start, end, warnings or progress, paged by the
// server; sort and page live in the caller's URL.
import { VEHICLE_SORT_KEYS, type Vehicle } from '@atrium/api';
import { formatNumber, formatPercent } from '@atrium/core';
import { DataTable, ErrorState, type DataTableColumn } from '@atrium/ui-kit';
import { Group, Progress, Text, ThemeIcon } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vehiclesQuery } from '../../api/queries';
import { LOGISTICS_NAMESPACE } from '../../namespace';
import type { VehiclesSearch } from '../../search';
import { WarningBadge } from '../warning-badge/warning-badge';

export interface VehiclesTableProps {
  search: VehiclesSearch;
  onSearchChange: (next: Partial<VehiclesSearch>) => void;
}

type SortKey = NonNullable<VehiclesSearch['sortBy']>;
function isSortKey(key: string): key is SortKey {
  return (VEHICLE_SORT_KEYS as readonly string[]).includes(key);
}

export function VehiclesTable({ search, onSearchChange }: VehiclesTableProps) {
  const { t, i18n } = useTranslation(LOGISTICS_NAMESPACE);
  const lng = i18n.language;
  const query = useQuery(vehiclesQuery(search));
  const data = query.data;
  const columns: Array<DataTableColumn<Vehicle>> = [
    {
      key: 'location',
      header: t('vehicles.location'),
      sortable: true,
      render: (v) => (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="md">
            <IconTruck size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {t('vehicles.vehicleNo', { id: formatNumber(v.location, lng, { useGrouping: false }) })}
          </Text>
        </Group>
      ),
    },
    // on a phone the vehicle, its warnings and its progress stay; the route folds into the row's details (issue 36)
    { key: 'startRoute', header: t('vehicles.start'), sortable: true, priority: 'secondary', render: (v) => `${v.startCity}, ${v.startCountry}` },
    { key: 'endRoute', header: t('vehicles.end'), sortable: true, priority: 'secondary', render: (v) => `${v.endCity}, ${v.endCountry}` },
    { key: 'warnings', header: t('vehicles.warnings'), sortable: true, render: (v) => <WarningBadge warning={v.warnings} /> },
    {
      key: 'progress',
      header: t('vehicles.progress'),
      sortable: true,
      width: 200,
      render: (v) => (
        <Group gap="sm" wrap="nowrap">
          <Progress value={v.progress} size="sm" style={{ flex: 1 }} aria-label={t('vehicles.progressOf', { id: v.location })} />
          <Text size="sm" w={44} ta="end">
            {formatPercent(v.progress, lng, { fractionDigits: 0 })}
          </Text>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('vehicles.title')}
      showCaption
      columns={columns}
      rows={data?.vehicles ?? []}
      rowKey={(v) => v.id}
      rowLabel={(v) => t('vehicles.vehicleNo', { id: formatNumber(v.location, lng, { useGrouping: false }) })}
      total={data?.totalVehicles ?? 0}
      page={search.page}
      pageSize={search.itemsPerPage}
      onPageChange={(page) => onSearchChange({ page })}
      onPageSizeChange={(itemsPerPage) => onSearchChange({ itemsPerPage, page: 1 })}
      sort={search.sortBy ? { key: search.sortBy, order: search.orderBy ?? 'asc' } : null}
      onSortChange={(sort) =>
        onSearchChange(
          sort && isSortKey(sort.key)
            ? { sortBy: sort.key, orderBy: sort.order, page: 1 }
            : { sortBy: undefined, orderBy: undefined, page: 1 },
        )
      }
      loading={!data && !query.isError}
      error={query.isError ? <ErrorState compact title={t('errors.title')} description={t('errors.vehicles')} retryLabel={t('errors.retry')} onRetry={() => query.refetch()} /> : undefined}
      locale={lng}
      labels={{
        rowsPerPage: t('table.rowsPerPage'),
        range: (from, to, total) => t('table.range', { from, to, total }),
        sortAscending: t('table.sortAscending'),
        sortDescending: t('table.sortDescending'),
        loading: t('table.loading'),
        previousPage: t('table.previousPage'),
        nextPage: t('table.nextPage'),
        page: (page) => t('table.page', { page }),
        pagination: t('table.pagination'),
        empty: t('table.empty'),
        details: t('table.details'),
      }}
    />
  );
}
