// /apps/ecommerce/order/details/{order number}: items, totals, customer, addresses, the status
// timeline, and the next steps the order state machine allows (order-state.ts in @atrium/api).
import { isApiError, isStaleWriteError, orderTransitions, paymentState, type Address, type OrderDetail, type OrderUpdate } from '@atrium/api';
import { PageHeader, StaleWriteAlert, StatusBadge } from '@atrium/ui-kit';
import { Avatar, Button, Card, Divider, Grid, Group, Skeleton, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useUpdateOrder } from '../api/mutations';
import { ecommerceKeys } from '../api/keys';
import { orderQuery } from '../api/queries';
import { NotFoundState } from '../components/not-found-state';
import { orderStatusColors, statusKey } from '../components/status-colors';
import { QueryError, toastError, toastSuccess } from '../components/table-helpers';
import { orderDateTime, useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { ecommercePaths, type Navigate } from '../lib/link';
import { PaymentBadge, PaymentMethod } from './order-list-page';

export interface OrderDetailsPageProps {
  /** the order number from the URL (an old link's internal id still finds its order) */
  id: number;
  navigate?: Navigate;
  /** called when the URL named the order by something else than its number, to show the number */
  onCanonicalId?: (orderNumber: number) => void;
}

export function OrderDetailsPage({ id, navigate, onCanonicalId }: OrderDetailsPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <OrderDetails id={id} onCanonicalId={onCanonicalId} />
    </PageFrame>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Text size="sm">{address.name}</Text>
      <Text size="sm">{address.line1}</Text>
      <Text size="sm">
        {address.city} {address.postcode}
      </Text>
      <Text size="sm">{address.country}</Text>
      <Text size="sm" dir="ltr" ta="start">
        {address.phone}
      </Text>
    </Card>
  );
}

function OrderDetails({ id, onCanonicalId }: { id: number; onCanonicalId?: ((orderNumber: number) => void) | undefined }) {
  const { t } = useEcommerceTranslation();
  const order = useQuery(orderQuery(id));
  const number = order.data?.order.order;
  useEffect(() => {
    if (number !== undefined && number !== id) onCanonicalId?.(number);
  }, [number, id, onCanonicalId]);
  if (order.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('table.loading')}>
        <Skeleton h={40} w="40%" />
        <Skeleton h={220} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) {
      return <NotFoundState title={t('orders.notFound')} description={t('orders.notFoundDescription', { id })} backTo={ecommercePaths.orderList} backLabel={t('orders.backToList')} />;
    }
    return <QueryError error={order.error} onRetry={() => order.refetch()} />;
  }
  return <OrderDetailView detail={order.data} />;
}

export function OrderDetailView({ detail }: { detail: OrderDetail }) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const { order, items, totals, timeline } = detail;
  const placed = orderDateTime(order.date, order.time);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orders.detailTitle', { order: order.order })}
        description={fmt.date(placed, 'date-time')}
        actions={
          <Group gap="xs">
            <PaymentBadge payment={order.payment} />
            <StatusBadge status={order.status} colors={orderStatusColors} label={t(`status.${statusKey(order.status)}`)} />
          </Group>
        }
      />
      {/* on a phone the answer comes first: what the order is worth and whose it is */}
      <Card withBorder padding="md" hiddenFrom="md" data-testid="order-summary">
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text fw={600}>{t('orders.total')}</Text>
          <Text fw={700} fz="xl">
            <bdi dir="ltr">{fmt.money(totals.total)}</bdi>
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" mt="xs">
          <Avatar src={order.avatar} alt="" size="sm" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              <bdi>{order.customer}</bdi>
            </Text>
            <PaymentMethod order={order} />
          </div>
        </Group>
      </Card>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Card withBorder padding="lg">
              <Title order={2} size="h5" mb="sm">
                {t('orders.items')}
              </Title>
              {/* a phone reads each line as a block (name, then quantity and price, then its total):
                  the four-column table was cut at 390 px, hiding the line totals (issue 36) */}
              <Stack gap="sm" hiddenFrom="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="order-items-phone">
                {items.map((item) => (
                  <Group key={item.productId} component="li" gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar src={item.image} alt="" radius="sm" />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        <bdi>{item.productName}</bdi>
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('products.columns.qty')}: {fmt.number(item.qty)} · {t('orders.unitPrice')}: <bdi dir="ltr">{fmt.money(item.unitPrice)}</bdi>
                      </Text>
                    </div>
                    <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      <bdi dir="ltr">{fmt.money(item.unitPrice * item.qty)}</bdi>
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={420} visibleFrom="sm">
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('products.columns.product')}</Table.Th>
                      <Table.Th ta="end">{t('orders.unitPrice')}</Table.Th>
                      <Table.Th ta="end">{t('products.columns.qty')}</Table.Th>
                      <Table.Th ta="end">{t('orders.lineTotal')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.map((item) => (
                      <Table.Tr key={item.productId}>
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar src={item.image} alt="" radius="sm" />
                            <div>
                              <Text size="sm" fw={500}>
                                {item.productName}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {item.productBrand}
                              </Text>
                            </div>
                          </Group>
                        </Table.Td>
                        <Table.Td ta="end">{fmt.money(item.unitPrice)}</Table.Td>
                        <Table.Td ta="end">{fmt.number(item.qty)}</Table.Td>
                        <Table.Td ta="end">{fmt.money(item.unitPrice * item.qty)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Divider my="sm" />
              <Stack gap={4} maw={280} ms="auto">
                {(
                  [
                    ['orders.subtotal', totals.subtotal],
                    ['orders.shipping', totals.shipping],
                    ['orders.tax', totals.tax],
                  ] as const
                ).map(([key, value]) => (
                  <Group key={key} justify="space-between">
                    <Text size="sm" c="dimmed">
                      {t(key)}
                    </Text>
                    <Text size="sm">{fmt.money(value)}</Text>
                  </Group>
                ))}
                <Group justify="space-between">
                  <Text fw={600}>{t('orders.total')}</Text>
                  <Text fw={600}>{fmt.money(totals.total)}</Text>
                </Group>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h5" mb="md">
                {t('orders.timeline')}
              </Title>
              <Timeline active={timeline.length - 1} bulletSize={22} lineWidth={2}>
                {timeline.map((entry) => (
                  <Timeline.Item key={entry.step} bullet={<IconCircleCheck size={14} />} title={t(`timeline.${statusKey(entry.step)}`)}>
                    <Text size="xs" c="dimmed">
                      {fmt.date(entry.at, 'date-time')}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Card withBorder padding="lg">
              <Title order={2} size="h5" mb="sm">
                {t('orders.customer')}
              </Title>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={order.avatar} alt="" />
                <div>
                  <Text size="sm" fw={500}>
                    {order.customer}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.email}
                  </Text>
                </div>
              </Group>
              <Divider my="sm" />
              <Text size="sm" c="dimmed" mb={4}>
                {t('orders.columns.method')}
              </Text>
              <PaymentMethod order={order} />
            </Card>
            <OrderActions detail={detail} />
            <AddressBlock title={t('orders.shippingAddress')} address={detail.shippingAddress} />
            <AddressBlock title={t('orders.billingAddress')} address={detail.billingAddress} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The next steps the state machine allows for this order, and nothing else. */
function OrderActions({ detail }: { detail: OrderDetail }) {
  const { t } = useEcommerceTranslation();
  const { order } = detail;
  const update = useUpdateOrder(order.order);
  const next = orderTransitions(order);
  // someone else changed the order since this page read it (409): their step is not overwritten
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ecommerceKeys.order(order.order) });
    setStale(false);
  };
  const run = (change: OrderUpdate) =>
    // a step names the version it was offered on, so a step over someone else's change is refused
    update.mutate(order.version === undefined ? change : { ...change, version: order.version }, {
      onSuccess: () => toastSuccess(t('orders.updated', { order: order.order })),
      onError: (error) => {
        if (isStaleWriteError(error)) setStale(true);
        else toastError(t('orders.updateFailed'));
      },
    });
  return (
    <Card withBorder padding="lg" data-testid="order-actions">
      <Title order={2} size="h5" mb="sm">
        {t('orders.actions')}
      </Title>
      {stale && <StaleWriteAlert mb="sm" message={t('orders.staleWrite')} reloadLabel={t('orders.reload')} onReload={() => void reload()} />}
      {next.status.length === 0 && next.payment.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.noActions')}
        </Text>
      ) : (
        <Stack gap="xs">
          {next.status.map((status) => (
            <Button key={status} variant="light" loading={update.isPending && update.variables.status === status} disabled={update.isPending} onClick={() => run({ status })}>
              {t('orders.advance', { status: t(`status.${statusKey(status)}`) })}
            </Button>
          ))}
          {next.payment.map((payment) => (
            <Button
              key={payment}
              variant="default"
              loading={update.isPending && update.variables.payment === payment}
              disabled={update.isPending}
              onClick={() => run({ payment })}
            >
              {t('orders.markPaid', { payment: t(`payment.${paymentState(payment)}`) })}
            </Button>
          ))}
        </Stack>
      )}
    </Card>
  );
}
