// /apps/invoice/list: stat cards and the server-driven invoice table (search, status, issued
// date range, every §7 sort key, paging) with row actions and a CSV export of the filtered set.
import { fetchAllByCursor, fromMinor, getApiClient, INVOICE_STATUSES, invoiceTotals, type Invoice, type InvoiceDetailResponse, type InvoiceStatus } from '@atrium/api';
import { ConfirmDialog, DataTable, EmptyState, ExportCsvButton, FilterBar, initials, PageHeader, SearchInput, StatCard, toCsv, type DataTableColumn } from '@atrium/ui-kit';
import { LazyDateField } from '@atrium/ui-kit/date-field/lazy';
import { ActionIcon, Avatar, Badge, Button, Grid, Group, Menu, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconDotsVertical, IconDownload, IconEye, IconFileDollar, IconPencil, IconPlus, IconTrash, IconUsers, IconCircleCheck, IconClockDollar } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type MouseEvent } from 'react';
import { useDeleteInvoice, useDuplicateInvoice } from '../api/mutations';
import { invoiceQuery, invoicesQuery, invoiceStatsQuery } from '../api/queries';
import { BalanceCell, InvoiceStatusIcon } from '../components/invoice-status-icon';
import { PrintOnlyInvoice } from '../components/invoice-print';
import { QueryError, statusKey, toastError, toastSuccess, toSort, useTableLabels } from '../components/table-helpers';
import { useFormatters, useInvoiceTranslation } from '../lib/i18n';
import { AppLink, invoicePaths, NavigateProvider, useNavigateTo, type Navigate } from '../lib/link';
import { toInvoicesQuery, type InvoiceListSearch, type SearchProps } from '../lib/search';

export interface InvoiceListPageProps extends SearchProps<InvoiceListSearch> {
  navigate?: Navigate;
}

export function InvoiceListPage({ navigate, ...props }: InvoiceListPageProps) {
  return (
    <NavigateProvider navigate={navigate}>
      <InvoiceList {...props} />
    </NavigateProvider>
  );
}

function InvoiceList({ search, onSearchChange }: SearchProps<InvoiceListSearch>) {
  const { t, i18n } = useInvoiceTranslation();
  const fmt = useFormatters();
  const navigateTo = useNavigateTo();
  const labels = useTableLabels();
  const queryClient = useQueryClient();
  const invoices = useQuery(invoicesQuery(search));
  const stats = useQuery(invoiceStatsQuery());
  const remove = useDeleteInvoice();
  const duplicate = useDuplicateInvoice();
  const [pending, setPending] = useState<Invoice | null>(null);
  const filtered = Boolean(search.q || search.status || search.start || search.end);
  const framed = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });

  // Download prints the invoice (the dialog's "Save as PDF" writes the file): its sheet is
  // mounted for printing only, then unmounted when the dialog closes
  const [printing, setPrinting] = useState<InvoiceDetailResponse | null>(null);
  const printed = useCallback(() => setPrinting(null), []);
  const download = async (invoice: Invoice) => {
    try {
      setPrinting(await queryClient.fetchQuery(invoiceQuery(invoice.id)));
    } catch {
      toastError(t('preview.downloadFailed'));
    }
  };

  // On a phone the list answers "who owes what": client, total, balance and status stay, the rest
  // folds into each row's details (issue 36).
  const columns: Array<DataTableColumn<Invoice>> = [
    { key: 'id', header: '#', sortable: true, priority: 'secondary', render: (i) => <AppLink to={invoicePaths.preview(i.id)}>#{i.id}</AppLink> },
    { key: 'status', header: t('list.columns.status'), render: (i) => <InvoiceStatusIcon invoice={i} /> },
    {
      key: 'client',
      header: t('list.columns.client'),
      sortable: true,
      render: (i) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={i.avatar || null} alt="" radius="xl" size="sm" color="initials" name={i.client.name} visibleFrom="sm">
            {initials(i.client.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fz="inherit" fw={500}>
              <bdi>{i.client.name}</bdi>
            </Text>
            {/* the service is secondary: on a phone the name alone leaves room for the figures */}
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {i.service}
            </Text>
          </div>
        </Group>
      ),
    },
    // total and balance from the contract's invoiceTotals, the same figures the preview and PDF show
    { key: 'total', header: t('list.columns.total'), sortable: true, align: 'end', render: (i) => <bdi dir="ltr">{fmt.minor(invoiceTotals(i).total)}</bdi> },
    { key: 'date', header: t('list.columns.issued'), sortable: true, priority: 'secondary', render: (i) => fmt.date(i.issuedDate) },
    {
      key: 'balance',
      header: t('list.columns.balance'),
      sortable: true,
      align: 'end',
      render: (i) => {
        const balance = fromMinor(invoiceTotals(i).balance);
        return balance === 0 ? (
          <Badge color="green" variant="light">
            {t('list.paidBadge')}
          </Badge>
        ) : (
          <Text fz="inherit" c={balance < 0 ? 'teal' : undefined}>
            <BalanceCell balance={balance} />
          </Text>
        );
      },
    },
    {
      key: 'actions',
      header: t('list.columns.actions'),
      align: 'end',
      priority: 'secondary',
      render: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('actions.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('list.deleteLabel', { id: i.id })} onClick={() => setPending(i)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.preview')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('list.previewLabel', { id: i.id })} component="a" href={invoicePaths.preview(i.id)} onClick={(e) => { e.preventDefault(); navigateTo(invoicePaths.preview(i.id)); }}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('list.moreLabel', { id: i.id })}>
                <IconDotsVertical size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download(i)}>
                {t('actions.download')}
              </Menu.Item>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => navigateTo(invoicePaths.edit(i.id))}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={() =>
                  duplicate.mutate(i.id, {
                    onSuccess: (copy) => toastSuccess(t('list.duplicated', { id: copy.id })),
                    onError: () => toastError(t('list.duplicateFailed')),
                  })
                }
              >
                {t('actions.duplicate')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  /** Every page of the current filter and sort, for the export (not just the rows on screen). */
  const exportCsv = async () => {
    // by keyset cursor: each page starts where the last ended, so a long export never makes the
    // database skip rows, and an invoice written meanwhile cannot repeat a row across pages
    const rows = await fetchAllByCursor(async ({ after, itemsPerPage }) => {
      const { page: _page, ...query } = toInvoicesQuery(search);
      const res = await getApiClient().getInvoices({ ...query, itemsPerPage, ...(after === undefined ? {} : { after }) });
      return { rows: res.invoices, nextCursor: res.nextCursor };
    });
    return toCsv(rows, [
      { key: 'id', header: 'ID' },
      { key: 'status', header: 'Status', value: (i) => i.invoiceStatus },
      { key: 'client', header: 'Client', value: (i) => i.client.name },
      { key: 'email', header: 'Email', value: (i) => i.client.companyEmail },
      { key: 'service', header: 'Service' },
      { key: 'total', header: 'Total', value: (i) => i.total.toFixed(2) },
      { key: 'balance', header: 'Balance', value: (i) => i.balance.toFixed(2) },
      { key: 'issuedDate', header: 'Issued' },
      { key: 'dueDate', header: 'Due' },
    ]);
  };

  const statusOptions = INVOICE_STATUSES.map((s: InvoiceStatus) => ({ value: s, label: t(`status.${statusKey(s)}`) }));

  return (
    <Stack gap="lg">
      <PageHeader title={t('list.title')} />
      {/* on a phone the two counts share a row and each amount has a row of its own (short, the exact
          figure on hover and focus), so the cards no longer fill the first screen ahead of the list;
          an Arabic "128.3 ألف US$" in half a row broke inside "US$" (issue 36) */}
      <Grid>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <StatCard label={t('stats.clients')} value={stats.data ? fmt.number(stats.data.clients) : '—'} icon={<IconUsers size={22} aria-hidden />} loading={stats.isPending} h="100%" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <StatCard label={t('stats.invoices')} value={stats.data ? fmt.number(stats.data.invoices) : '—'} icon={<IconFileDollar size={22} aria-hidden />} loading={stats.isPending} h="100%" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <StatCard label={t('stats.paid')} value={stats.data ? fmt.compactMoney(stats.data.paid) : '—'} exactValue={stats.data ? fmt.money(stats.data.paid) : undefined} icon={<IconCircleCheck size={22} aria-hidden />} loading={stats.isPending} h="100%" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <StatCard label={t('stats.unpaid')} value={stats.data ? fmt.compactMoney(stats.data.unpaid) : '—'} exactValue={stats.data ? fmt.money(stats.data.unpaid) : undefined} icon={<IconClockDollar size={22} aria-hidden />} loading={stats.isPending} h="100%" />
        </Grid.Col>
      </Grid>
      {/* no frame on a phone: its border and padding are the width the table's four figures need */}
      <Paper withBorder={framed} radius="md" p={framed ? 'md' : 0} bg={framed ? undefined : 'transparent'}>
        <Stack>
          <FilterBar
            label={t('list.filters')}
            active={filtered}
            resetLabel={t('actions.resetFilters')}
            onReset={() => onSearchChange({ q: undefined, status: undefined, start: undefined, end: undefined, page: 1 })}
            cols={{ base: 1, sm: 2, lg: 4 }}
          >
            <SearchInput
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              clearLabel={t('actions.clear')}
              value={search.q ?? ''}
              onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
            />
            <Select
              label={t('list.status')}
              placeholder={t('list.allStatuses')}
              data={statusOptions}
              value={search.status ?? null}
              clearable
              onChange={(value) => onSearchChange({ status: (value) ?? undefined, page: 1 })}
            />
            <LazyDateField label={t('list.issuedFrom')} locale={i18n.language} clearable clearLabel={t('list.clearIssuedFrom')} value={search.start} max={search.end} onChange={(start) => onSearchChange({ start: start || undefined, page: 1 })} />
            <LazyDateField label={t('list.issuedTo')} locale={i18n.language} clearable clearLabel={t('list.clearIssuedTo')} value={search.end} min={search.start} onChange={(end) => onSearchChange({ end: end || undefined, page: 1 })} />
          </FilterBar>
          <Group justify="flex-end">
            <ExportCsvButton
              label={t('actions.export')}
              filename="invoices.csv"
              getCsv={exportCsv}
              onError={() => toastError(t('list.exportFailed'))}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} component="a" href={invoicePaths.add} onClick={(e: MouseEvent) => { e.preventDefault(); navigateTo(invoicePaths.add); }}>
              {t('list.create')}
            </Button>
          </Group>
          <DataTable
            caption={t('list.caption')}
            columns={columns}
            rows={invoices.data?.invoices ?? []}
            rowKey={(i) => i.id}
            rowLabel={(i) => `#${i.id}`}
            total={invoices.data?.totalInvoices ?? 0}
            page={search.page}
            pageSize={search.itemsPerPage}
            onPageChange={(page) => onSearchChange({ page })}
            onPageSizeChange={(itemsPerPage) => onSearchChange({ itemsPerPage, page: 1 })}
            sort={toSort(search.sortBy, search.orderBy)}
            onSortChange={(next) => onSearchChange({ sortBy: next?.key as InvoiceListSearch['sortBy'], orderBy: next?.order, page: 1 })}
            loading={invoices.isPending}
            error={invoices.isError ? <QueryError error={invoices.error} onRetry={() => invoices.refetch()} /> : undefined}
            empty={<EmptyState title={t('list.emptyTitle')} description={filtered ? t('list.emptyFiltered') : t('list.emptyDescription')} />}
            // more invoices match than the count says (decision 0020's cap): "1–10 of 10,000+"
            labels={invoices.data?.totalExact === false ? { ...labels, range: (from, to, total) => t('table.rangeAtLeast', { from, to, total }) } : labels}
          />
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { id: pending?.id ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        errorMessage={t('list.deleteFailed')}
        danger
        onConfirm={async () => {
          if (!pending) return;
          await remove.mutateAsync(pending.id);
          toastSuccess(t('list.deleted', { id: pending.id }));
        }}
      />
      {printing ? <PrintOnlyInvoice key={printing.invoice.id} detail={printing} onDone={printed} /> : null}
    </Stack>
  );
}
