// /apps/ecommerce/customer/details/{customerId}?tab=…: one customer, four tabs held in the URL.
import { isApiError, type CustomerDetail } from '@atrium/api';
import { PageHeader, StatCard, StatusBadge } from '@atrium/ui-kit';
import { Avatar, Badge, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customerQuery, settingsQuery } from '../api/queries';
import { NotFoundState } from '../components/not-found-state';
import { NotificationsTable } from '../components/notifications-table';
import { QueryError } from '../components/table-helpers';
import { useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { AppLink, ecommercePaths, type Navigate } from '../lib/link';
import { CUSTOMER_TABS, type CustomerDetailsSearch, type SearchProps } from '../lib/search';

export interface CustomerDetailsPageProps extends SearchProps<CustomerDetailsSearch> {
  customerId: number;
  navigate?: Navigate;
}

export function CustomerDetailsPage({ navigate, ...props }: CustomerDetailsPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <CustomerDetails {...props} />
    </PageFrame>
  );
}

function CustomerDetails({ customerId, search, onSearchChange }: Omit<CustomerDetailsPageProps, 'navigate'>) {
  const { t } = useEcommerceTranslation();
  const customer = useQuery(customerQuery(customerId));
  if (customer.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('table.loading')}>
        <Skeleton h={40} w="40%" />
        <Skeleton h={260} />
      </Stack>
    );
  }
  if (customer.isError) {
    if (isApiError(customer.error) && customer.error.status === 404) {
      return (
        <NotFoundState
          title={t('customers.notFound')}
          description={t('customers.notFoundDescription', { id: customerId })}
          backTo={ecommercePaths.customerList}
          backLabel={t('customers.backToList')}
        />
      );
    }
    return <QueryError error={customer.error} onRetry={() => customer.refetch()} />;
  }
  return <CustomerDetailView customer={customer.data} tab={search.tab} onTabChange={(tab) => onSearchChange({ tab })} />;
}

export interface CustomerDetailViewProps {
  customer: CustomerDetail;
  tab: CustomerDetailsSearch['tab'];
  onTabChange: (tab: CustomerDetailsSearch['tab']) => void;
}

export function CustomerDetailView({ customer, tab, onTabChange }: CustomerDetailViewProps) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const average = customer.order === 0 ? 0 : customer.totalSpent / customer.order;
  return (
    <Stack gap="lg">
      <PageHeader title={t('customers.detailTitle', { id: customer.customerId })} breadcrumbs={[<AppLink key="list" to={ecommercePaths.customerList}>{t('customers.title')}</AppLink>]} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg">
            <Stack align="center" gap="xs">
              <Avatar src={customer.avatar} alt="" size={88} />
              <Title order={2} size="h4">
                {customer.customer}
              </Title>
              <Text size="sm" c="dimmed" dir="ltr">
                #{customer.customerId}
              </Text>
              <StatusBadge status={customer.status} colors={{ Active: 'green' }} label={t('customers.active')} />
            </Stack>
            <Table mt="md" variant="vertical" layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>{t('customers.email')}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{customer.email}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('customers.contact')}</Table.Th>
                  <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                    {customer.contact}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('customers.columns.country')}</Table.Th>
                  <Table.Td>
                    <span aria-hidden>{customer.countryFlag}</span> {customer.country}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={tab} onChange={(value) => onTabChange(CUSTOMER_TABS.find((x) => x === value) ?? 'overview')} keepMounted={false}>
            <Tabs.List mb="md">
              {CUSTOMER_TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`customers.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="overview">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <StatCard label={t('customers.columns.orders')} value={fmt.number(customer.order)} locale={fmt.language} />
                <StatCard label={t('customers.columns.totalSpent')} value={fmt.money(customer.totalSpent)} color="green" locale={fmt.language} />
                <StatCard label={t('customers.averageOrder')} value={fmt.money(average)} color="cyan" locale={fmt.language} />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <Card withBorder padding="lg">
                <Title order={3} size="h5" mb="sm">
                  {t('customers.security.title')}
                </Title>
                <Text size="sm" mb="xs">
                  {t('customers.security.signIn', { email: customer.email })}
                </Text>
                <Group gap="xs">
                  <Text size="sm">{t('customers.security.status')}</Text>
                  <Badge color="green" variant="light">
                    {t('customers.active')}
                  </Badge>
                </Group>
              </Card>
            </Tabs.Panel>
            <Tabs.Panel value="address-billing">
              <Card withBorder padding="lg">
                <Title order={3} size="h5" mb="sm">
                  {t('customers.address.title')}
                </Title>
                <Text size="sm">{customer.customer}</Text>
                <Text size="sm">
                  <span aria-hidden>{customer.countryFlag}</span> {customer.country} ({customer.countryCode.toUpperCase()})
                </Text>
                <Text size="sm" dir="ltr" ta="start">
                  {customer.contact}
                </Text>
                <Text size="sm">{customer.email}</Text>
                <Text size="sm" mt="sm" c="dimmed">
                  {t('customers.address.billingSummary', { orders: fmt.number(customer.order), spent: fmt.money(customer.totalSpent) })}
                </Text>
              </Card>
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <CustomerNotifications />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Customers get the store's notifications; this shows which ones are on (edited in settings). */
function CustomerNotifications() {
  const { t } = useEcommerceTranslation();
  const settings = useQuery(settingsQuery());
  if (settings.isPending) return <Skeleton h={160} />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  return (
    <Card withBorder padding="lg">
      <Title order={3} size="h5" mb="xs">
        {t('customers.notifications.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('customers.notifications.description')} <AppLink to={`${ecommercePaths.settings}?section=notifications`}>{t('settings.title')}</AppLink>
      </Text>
      <NotificationsTable cell={(event, channel) => (settings.data.notifications[event][channel] ? t('common.on') : t('common.off'))} />
    </Card>
  );
}
