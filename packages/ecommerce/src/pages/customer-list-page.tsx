// /apps/ecommerce/customer/list: the §7 customers table, search, sort and paging in the URL.
import type { Customer } from '@atrium/api';
import { DataTable, EmptyState, FilterBar, PageHeader, SearchInput, TruncatedText, type DataTableColumn } from '@atrium/ui-kit';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { customersQuery } from '../api/queries';
import { QueryError, useTableLabels, useTableState } from '../components/table-helpers';
import { useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { AppLink, ecommercePaths, type Navigate } from '../lib/link';
import type { CustomerListSearch, SearchProps } from '../lib/search';

export interface CustomerListPageProps extends SearchProps<CustomerListSearch> {
  navigate?: Navigate;
}

export function CustomerListPage({ navigate, ...props }: CustomerListPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <CustomerList {...props} />
    </PageFrame>
  );
}

function CustomerList({ search, onSearchChange }: SearchProps<CustomerListSearch>) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const labels = useTableLabels();
  const table = useTableState(search, onSearchChange);
  const customers = useQuery(customersQuery(search));

  // On a phone the list answers "who buys, how often, for how much": the customer, their orders and
  // what they spent stay; the id and country fold into each row's details (issue 36).
  const columns: Array<DataTableColumn<Customer>> = [
    {
      key: 'customer',
      header: t('customers.columns.customer'),
      sortable: true,
      render: (c) => (
        <Group gap="sm" wrap="nowrap">
          {/* on a phone the picture gives its room to the figures (issue 36) */}
          <Avatar src={c.avatar} alt="" size={34} visibleFrom="sm" />
          <div style={{ minWidth: 0, maxWidth: 'min(180px, 34vw)' }}>
            <AppLink to={ecommercePaths.customerDetails(c.customerId)} size="sm" fw={500}>
              {c.customer}
            </AppLink>
            <TruncatedText size="xs" c="dimmed" title={c.email}>
              {c.email}
            </TruncatedText>
          </div>
        </Group>
      ),
    },
    { key: 'customerId', header: t('customers.columns.customerId'), sortable: true, priority: 'secondary', render: (c) => <span dir="ltr">#{c.customerId}</span> },
    {
      key: 'country',
      header: t('customers.columns.country'),
      sortable: true,
      priority: 'secondary',
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <span aria-hidden>{c.countryFlag}</span>
          <Text size="sm">{c.country}</Text>
        </Group>
      ),
    },
    { key: 'orders', header: t('customers.columns.orders'), sortable: true, align: 'end', render: (c) => fmt.number(c.order) },
    { key: 'totalSpent', header: t('customers.columns.totalSpent'), sortable: true, align: 'end', render: (c) => fmt.money(c.totalSpent) },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <FilterBar label={t('filters.label')} resetLabel={t('filters.reset')} active={Boolean(search.q)} onReset={() => onSearchChange({ q: undefined, page: 1 })} cols={{ base: 1, sm: 2 }}>
        <SearchInput
          aria-label={t('customers.search')}
          placeholder={t('customers.search')}
          clearLabel={t('filters.clearSearch')}
          value={search.q ?? ''}
          onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
        />
      </FilterBar>
      <DataTable
        caption={t('customers.title')}
        columns={columns}
        rows={customers.data?.customers ?? []}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.customer}
        total={customers.data?.total ?? 0}
        {...table}
        loading={customers.isPending || (customers.isFetching && customers.isPlaceholderData)}
        error={customers.isError ? <QueryError error={customers.error} onRetry={() => customers.refetch()} /> : undefined}
        empty={<EmptyState title={search.q ? t('customers.emptyFiltered') : t('customers.empty')} />}
        labels={labels}
        locale={fmt.language}
      />
    </Stack>
  );
}
