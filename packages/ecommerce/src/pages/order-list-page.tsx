// /apps/ecommerce/order/list: order stats and the §7 server-driven table.
import type { Order } from '@atrium/api';
import { ConfirmDialog, DataTable, EmptyState, FilterBar, PageHeader, SearchInput, StatCard, StatusBadge, TruncatedText, type DataTableColumn } from '@atrium/ui-kit';
import { ActionIcon, Avatar, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconBrandPaypal, IconCreditCard, IconEye, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteOrder } from '../api/mutations';
import { ordersQuery, statsQuery } from '../api/queries';
import { orderStatusColors, PAYMENT_STATES, paymentColors, statusKey } from '../components/status-colors';
import { QueryError, toastError, toastSuccess, useTableLabels, useTableState } from '../components/table-helpers';
import { orderDateTime, useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { AppLink, ecommercePaths, useNavigateTo, type Navigate } from '../lib/link';
import type { OrderListSearch, SearchProps } from '../lib/search';

export interface OrderListPageProps extends SearchProps<OrderListSearch> {
  navigate?: Navigate;
}

export function OrderListPage({ navigate, ...props }: OrderListPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <OrderList {...props} />
    </PageFrame>
  );
}

export function PaymentMethod({ order }: { order: Pick<Order, 'method' | 'methodNumber'> }) {
  const { t } = useEcommerceTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {order.method === 'paypal' ? <IconBrandPaypal size={18} aria-hidden /> : <IconCreditCard size={18} aria-hidden />}
      <Text size="sm" dir="ltr">
        {order.method === 'paypal' ? t('orders.paypal') : t('orders.mastercard')} •••• {order.methodNumber}
      </Text>
    </Group>
  );
}

export function PaymentBadge({ payment }: { payment: number }) {
  const { t } = useEcommerceTranslation();
  const state = PAYMENT_STATES[payment as keyof typeof PAYMENT_STATES] ?? 'pending';
  return <StatusBadge status={state} colors={paymentColors} label={t(`payment.${state}`)} variant="dot" />;
}

function OrderList({ search, onSearchChange }: SearchProps<OrderListSearch>) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const navigateTo = useNavigateTo();
  const labels = useTableLabels();
  const table = useTableState(search, onSearchChange);
  const orders = useQuery(ordersQuery(search));
  const stats = useQuery(statsQuery());
  const remove = useDeleteOrder();
  const [pending, setPending] = useState<Order | null>(null);

  // On a phone the list answers "who bought what, for how much, where is it": customer, total and
  // status stay; the rest folds into each row's details (issue 36).
  const columns: Array<DataTableColumn<Order>> = [
    { key: 'order', header: t('orders.columns.order'), sortable: true, priority: 'secondary', render: (o) => <AppLink to={ecommercePaths.orderDetails(o.order)}>#{o.order}</AppLink> },
    {
      key: 'date',
      header: t('orders.columns.date'),
      sortable: true,
      priority: 'secondary',
      render: (o) => fmt.date(orderDateTime(o.date, o.time), 'date-time'),
    },
    {
      key: 'customers',
      header: t('orders.columns.customer'),
      sortable: true,
      render: (o) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={o.avatar} alt="" size={34} visibleFrom="sm" />
          {/* the email is cut at its own end: in he at 390 px a long one ran past the table's
              visible edge and lost its start ('yreek.hermistonfeest@example.com') */}
          <div style={{ minWidth: 0, maxWidth: 'min(180px, 30vw)' }}>
            <Text fz="inherit" fw={500}>
              <bdi>{o.customer}</bdi>
            </Text>
            <TruncatedText size="xs" c="dimmed" title={o.email}>
              {o.email}
            </TruncatedText>
          </div>
        </Group>
      ),
    },
    { key: 'spent', header: t('orders.columns.spent'), sortable: true, align: 'end', render: (o) => fmt.money(o.spent) },
    { key: 'payment', header: t('orders.columns.payment'), priority: 'secondary', render: (o) => <PaymentBadge payment={o.payment} /> },
    { key: 'status', header: t('orders.columns.status'), sortable: true, render: (o) => <StatusBadge status={o.status} colors={orderStatusColors} label={t(`status.${statusKey(o.status)}`)} wrap /> },
    { key: 'method', header: t('orders.columns.method'), priority: 'secondary', render: (o) => <PaymentMethod order={o} /> },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'end',
      priority: 'secondary',
      render: (o) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label={t('actions.view')}>
            <ActionIcon variant="subtle" aria-label={t('orders.view', { order: o.order })} onClick={() => navigateTo(ecommercePaths.orderDetails(o.order))}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('orders.deleteOne', { order: o.order })} onClick={() => setPending(o)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const byStatus = (status: string) => stats.data?.ordersByStatus.find((s) => s.status === status)?.count ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {(['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const).map((status) => (
          <StatCard
            key={status}
            label={t(`status.${statusKey(status)}`)}
            value={stats.data ? fmt.number(byStatus(status)) : '—'}
            loading={stats.isPending}
            color={orderStatusColors[status]}
            locale={fmt.language}
          />
        ))}
      </SimpleGrid>
      <FilterBar label={t('filters.label')} resetLabel={t('filters.reset')} active={Boolean(search.q)} onReset={() => onSearchChange({ q: undefined, page: 1 })} cols={{ base: 1, sm: 2 }}>
        <SearchInput
          aria-label={t('orders.search')}
          placeholder={t('orders.search')}
          clearLabel={t('filters.clearSearch')}
          value={search.q ?? ''}
          onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
        />
      </FilterBar>
      <DataTable
        caption={t('orders.title')}
        columns={columns}
        rows={orders.data?.orders ?? []}
        rowKey={(o) => o.id}
        rowLabel={(o) => `#${o.order}`}
        // eight columns need a wide screen: below it the secondary ones fold rather than squeeze
        foldBelow={860}
        total={orders.data?.total ?? 0}
        {...table}
        loading={orders.isPending || (orders.isFetching && orders.isPlaceholderData)}
        error={orders.isError ? <QueryError error={orders.error} onRetry={() => orders.refetch()} /> : undefined}
        empty={<EmptyState title={search.q ? t('orders.emptyFiltered') : t('orders.empty')} />}
        labels={labels}
        locale={fmt.language}
      />
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('orders.confirmTitle')}
        message={t('orders.confirmMessage', { order: pending?.order ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        errorMessage={t('orders.deleteFailed')}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await remove.mutateAsync(pending.id);
            toastSuccess(t('orders.deleted', { order: pending.order }));
          } catch (error) {
            toastError(t('orders.deleteFailed'));
            throw error;
          }
        }}
      />
    </Stack>
  );
}
