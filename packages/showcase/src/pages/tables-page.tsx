// /tables/simple-table and /tables/data-table. The data table loads the sales details once and
// searches, sorts and pages them in the browser (the endpoint answers the whole list).
import { filterByQuery, stableSort } from '@atrium/core';
import { DataTable, ExportCsvButton, PageHeader, SearchInput, StatusBadge, toCsv, type DataTableColumn, type DataTableSort } from '@atrium/ui-kit';
import type { SalesDetail } from '@atrium/api';
import { Avatar, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { salesDetailsQuery } from '../api/queries';
import { useShowcaseT } from '../lib/use-showcase-t';

const DESSERTS = [
  { name: 'Frozen yogurt', calories: 159, fat: 6, carbs: 24, protein: 4 },
  { name: 'Ice cream sandwich', calories: 237, fat: 9, carbs: 37, protein: 4.3 },
  { name: 'Eclair', calories: 262, fat: 16, carbs: 23, protein: 6 },
  { name: 'Cupcake', calories: 305, fat: 3.7, carbs: 67, protein: 4.3 },
  { name: 'Gingerbread', calories: 356, fat: 16, carbs: 49, protein: 3.9 },
];
const NUTRIENTS = ['calories', 'fat', 'carbs', 'protein'] as const;

export function SimpleTablePage() {
  const { t, number } = useShowcaseT();
  const variants = [
    { key: 'basic', props: {} },
    { key: 'striped', props: { striped: true, highlightOnHover: true } },
    { key: 'bordered', props: { withTableBorder: true, withColumnBorders: true } },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('tables.simple')} description={t('tables.simpleDescription')} />
      {variants.map(({ key, props }) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Table.ScrollContainer minWidth={500}>
            <Table {...props}>
              <Table.Caption>{t(`sections.${key}`)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tables.dessert')}</Table.Th>
                  {NUTRIENTS.map((n) => <Table.Th key={n} ta="end">{t(`tables.${n}`)}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DESSERTS.map((d) => (
                  <Table.Tr key={d.name}>
                    <Table.Td>{d.name}</Table.Td>
                    {NUTRIENTS.map((n) => <Table.Td key={n} ta="end">{number(d[n])}</Table.Td>)}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
    </Stack>
  );
}

const STATUS_COLOR: Record<SalesDetail['payment']['status'], string> = { Completed: 'green', Confirmed: 'blue', Cancelled: 'red' };
const sortValue = (row: SalesDetail, key: string): string | number =>
  key === 'product' ? row.product.name : key === 'buyer' ? row.buyer.name : key === 'date' ? row.date : key === 'total' ? row.payment.total : row.payment.status;

export function DataTablePage() {
  const { t, money, date } = useShowcaseT();
  const query = useQuery(salesDetailsQuery());
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<Array<string | number>>([]);

  const filtered = useMemo(() => {
    const rows = filterByQuery(query.data ?? [], q, (r) => [r.product.name, r.product.brand, r.product.category, r.buyer.name, r.payment.status]);
    return sort ? stableSort(rows, (r) => sortValue(r, sort.key), sort.order) : rows;
  }, [query.data, q, sort]);
  const rows = filtered.slice((page - 1) * pageSize, page * pageSize);

  const columns: DataTableColumn<SalesDetail>[] = [
    {
      key: 'product',
      header: t('tables.product'),
      sortable: true,
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.product.image} alt="" size="sm" radius="sm" />
          <div>
            <Text size="sm" fw={500}>{r.product.name}</Text>
            <Text size="xs" c="dimmed">{r.product.brand}</Text>
          </div>
        </Group>
      ),
    },
    { key: 'buyer', header: t('tables.buyer'), sortable: true, visibleFrom: 'sm', render: (r) => r.buyer.name },
    { key: 'date', header: t('tables.date'), sortable: true, visibleFrom: 'md', render: (r) => date(r.date) },
    { key: 'total', header: t('tables.total'), sortable: true, align: 'end', render: (r) => money(r.payment.total) },
    { key: 'status', header: t('tables.status'), sortable: true, render: (r) => <StatusBadge status={r.payment.status} colors={STATUS_COLOR} label={t(`tables.statuses.${r.payment.status}`)} /> },
  ];

  const csv = () =>
    toCsv(selected.length > 0 ? filtered.filter((r) => selected.includes(r.product.id)) : filtered, [
      { key: 'product', header: t('tables.product'), value: (r: SalesDetail) => r.product.name },
      { key: 'buyer', header: t('tables.buyer'), value: (r: SalesDetail) => r.buyer.name },
      { key: 'date', header: t('tables.date'), value: (r: SalesDetail) => r.date },
      { key: 'total', header: t('tables.total'), value: (r: SalesDetail) => r.payment.total },
      { key: 'status', header: t('tables.status'), value: (r: SalesDetail) => r.payment.status },
    ]);

  return (
    <Stack gap="lg">
      <PageHeader title={t('tables.data')} description={t('tables.dataDescription')} />
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <SearchInput
            value={q}
            onChange={(v) => { setQ(v); setPage(1); }}
            placeholder={t('tables.search')}
            aria-label={t('tables.search')}
            clearLabel={t('actions.clear')}
            w={{ base: '100%', sm: 320 }}
          />
          <Group>
            {selected.length > 0 ? <Text size="sm">{t('demo.selected', { count: selected.length })}</Text> : null}
            <ExportCsvButton getCsv={csv} filename="sales-details.csv" label={t('actions.exportCsv')} />
          </Group>
        </Group>
        <DataTable
          caption={t('tables.data')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.product.id}
          total={filtered.length}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(s) => { setPageSize(s); setPage(1); }}
          sort={sort}
          onSortChange={setSort}
          loading={query.isPending}
          error={query.isError ? t('tables.loadError') : undefined}
          empty={t('tables.empty')}
          selection={{ selected, onChange: setSelected }}
          rowLabel={(r) => r.product.name}
          labels={{
            rowsPerPage: t('tables.labels.rowsPerPage'),
            range: (from, to, total) => t('tables.labels.range', { from, to, total }),
            selectAll: t('tables.labels.selectAll'),
            selectRow: t('tables.labels.selectRow'),
            sortAscending: t('tables.labels.sortAscending'),
            sortDescending: t('tables.labels.sortDescending'),
            loading: t('tables.labels.loading'),
            previousPage: t('tables.labels.previousPage'),
            nextPage: t('tables.labels.nextPage'),
            page: (p) => t('tables.labels.page', { page: p }),
            pagination: t('tables.labels.pagination'),
            empty: t('tables.empty'),
          }}
        />
      </Card>
    </Stack>
  );
}
