// /apps/ecommerce/product/list: server-side paging, sorting, search and filters held in the URL.
import { getApiClient, PRODUCT_STATUSES, type Product } from '@atrium/api';
import { parseAmount } from '@atrium/core';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  ExportCsvButton,
  FilterBar,
  PageHeader,
  SearchInput,
  StatCard,
  StatusBadge,
  toCsv,
  type DataTableColumn,
} from '@atrium/ui-kit';
import { ActionIcon, Avatar, Badge, Button, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteProducts } from '../api/mutations';
import { allCategoriesQuery, productsQuery, statsQuery, toProductsQuery } from '../api/queries';
import { productStatusColors, statusKey } from '../components/status-colors';
import { QueryError, toastError, toastSuccess, useTableLabels, useTableState } from '../components/table-helpers';
import { useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { AppLink, ecommercePaths, useNavigateTo, type Navigate } from '../lib/link';
import type { ProductListSearch, SearchProps } from '../lib/search';

export interface ProductListPageProps extends SearchProps<ProductListSearch> {
  navigate?: Navigate;
}

export function ProductListPage({ navigate, ...props }: ProductListPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <ProductList {...props} />
    </PageFrame>
  );
}

/** Every product of the current filter, paged through the API (100 per call), for the CSV. */
async function fetchAllProducts(search: ProductListSearch): Promise<Product[]> {
  const rows: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await getApiClient().getProducts({ ...toProductsQuery(search), page, itemsPerPage: 100 });
    rows.push(...res.products);
    if (rows.length >= res.total || res.products.length === 0) return rows;
  }
}

function ProductList({ search, onSearchChange }: SearchProps<ProductListSearch>) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const navigateTo = useNavigateTo();
  const labels = useTableLabels();
  const table = useTableState(search, onSearchChange);
  const products = useQuery(productsQuery(search));
  const categories = useQuery(allCategoriesQuery());
  const stats = useQuery(statsQuery());
  const remove = useDeleteProducts();
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [pending, setPending] = useState<readonly number[] | null>(null);

  const filtered = Boolean(search.q || search.status || search.category || search.stock);
  const statusLabel = (status: string) => t(`status.${statusKey(status)}`);

  // On a phone the list answers "what is it, what does it cost, is it on sale": product, price and
  // status stay; category, stock, SKU, quantity and the row's actions fold into its details (issue 36).
  const columns: Array<DataTableColumn<Product>> = [
    {
      key: 'product',
      header: t('products.columns.product'),
      sortable: true,
      render: (p) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={p.image} alt="" radius="sm" size={38} />
          <div>
            <AppLink to={ecommercePaths.productEdit(p.id)} size="sm" fw={500}>
              {p.productName}
            </AppLink>
            <Text size="xs" c="dimmed">
              {p.productBrand}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: 'category', header: t('products.columns.category'), sortable: true, priority: 'secondary', render: (p) => t(`categories.names.${p.category}`, { defaultValue: p.category }) },
    {
      key: 'stock',
      header: t('products.columns.stock'),
      priority: 'secondary',
      render: (p) => (
        <Badge variant="light" color={p.stock ? 'green' : 'gray'}>
          {p.stock ? t('products.inStock') : t('products.outOfStock')}
        </Badge>
      ),
    },
    { key: 'sku', header: t('products.columns.sku'), sortable: true, priority: 'secondary', render: (p) => <span dir="ltr">{p.sku}</span> },
    { key: 'price', header: t('products.columns.price'), sortable: true, align: 'end', render: (p) => fmt.money(p.price) },
    { key: 'qty', header: t('products.columns.qty'), sortable: true, align: 'end', priority: 'secondary', render: (p) => fmt.number(p.qty) },
    {
      key: 'status',
      header: t('products.columns.status'),
      sortable: true,
      render: (p) => <StatusBadge status={p.status} colors={productStatusColors} label={statusLabel(p.status)} />,
    },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'end',
      priority: 'secondary',
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('actions.edit')}>
            <ActionIcon variant="subtle" aria-label={t('products.editOne', { name: p.productName })} onClick={() => navigateTo(ecommercePaths.productEdit(p.id))}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('products.deleteOne', { name: p.productName })} onClick={() => setPending([p.id])}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending);
      toastSuccess(t('products.deleted', { count: pending.length }));
      setSelected((current) => current.filter((id) => !pending.includes(Number(id))));
      setPending(null);
    } catch (error) {
      toastError(t('products.deleteFailed'));
      throw error;
    }
  };

  const p = stats.data?.products;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          <Group gap="sm">
            <ExportCsvButton
              filename="products.csv"
              label={t('actions.exportCsv')}
              onError={() => toastError(t('states.exportFailed'))}
              getCsv={async () =>
                toCsv(await fetchAllProducts(search), [
                  { key: 'productName', header: t('products.columns.product') },
                  { key: 'productBrand', header: t('products.columns.brand') },
                  { key: 'category', header: t('products.columns.category') },
                  { key: 'sku', header: t('products.columns.sku') },
                  { key: 'price', header: t('products.columns.price'), value: (row) => parseAmount(row.price) },
                  { key: 'qty', header: t('products.columns.qty') },
                  { key: 'stock', header: t('products.columns.stock') },
                  { key: 'status', header: t('products.columns.status') },
                ])
              }
            />
            <Button component="a" href={ecommercePaths.productAdd} leftSection={<IconPlus size={16} />} onClick={(e) => { e.preventDefault(); navigateTo(ecommercePaths.productAdd); }}>
              {t('products.add')}
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('products.stats.total')} value={p ? fmt.number(p.total) : '—'} loading={stats.isPending} locale={fmt.language} />
        <StatCard label={t('products.stats.inStock')} value={p ? fmt.number(p.inStock) : '—'} loading={stats.isPending} color="green" locale={fmt.language} />
        <StatCard label={t('products.stats.outOfStock')} value={p ? fmt.number(p.outOfStock) : '—'} loading={stats.isPending} color="red" locale={fmt.language} />
        <StatCard label={t('products.stats.published')} value={p ? fmt.number(p.byStatus.Published ?? 0) : '—'} loading={stats.isPending} color="cyan" locale={fmt.language} />
      </SimpleGrid>
      <FilterBar
        label={t('filters.label')}
        resetLabel={t('filters.reset')}
        active={filtered}
        onReset={() => onSearchChange({ q: undefined, status: undefined, category: undefined, stock: undefined, page: 1 })}
        cols={{ base: 1, sm: 2, md: 4 }}
      >
        <SearchInput
          aria-label={t('products.search')}
          placeholder={t('products.search')}
          clearLabel={t('filters.clearSearch')}
          value={search.q ?? ''}
          onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
        />
        <Select
          aria-label={t('products.columns.status')}
          placeholder={t('filters.status')}
          clearable
          data={PRODUCT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={search.status ?? null}
          onChange={(value) => onSearchChange({ status: (value ?? undefined), page: 1 })}
        />
        <Select
          aria-label={t('products.columns.category')}
          placeholder={t('filters.category')}
          clearable
          data={(categories.data?.categories ?? []).map((c) => ({ value: c.name, label: t(`categories.names.${c.name}`, { defaultValue: c.name }) }))}
          value={search.category ?? null}
          onChange={(value) => onSearchChange({ category: value ?? undefined, page: 1 })}
        />
        <Select
          aria-label={t('products.columns.stock')}
          placeholder={t('filters.stock')}
          clearable
          data={[
            { value: 'in', label: t('products.inStock') },
            { value: 'out', label: t('products.outOfStock') },
          ]}
          value={search.stock ?? null}
          onChange={(value) => onSearchChange({ stock: (value ?? undefined), page: 1 })}
        />
      </FilterBar>
      <DataTable
        caption={t('products.title')}
        columns={columns}
        rows={products.data?.products ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.productName}
        total={products.data?.total ?? 0}
        {...table}
        loading={products.isPending || (products.isFetching && products.isPlaceholderData)}
        error={products.isError ? <QueryError error={products.error} onRetry={() => products.refetch()} /> : undefined}
        empty={
          <EmptyState
            title={filtered ? t('products.emptyFiltered') : t('products.empty')}
            action={filtered ? <Button variant="light" onClick={() => onSearchChange({ q: undefined, status: undefined, category: undefined, stock: undefined, page: 1 })}>{t('filters.reset')}</Button> : <AppLink to={ecommercePaths.productAdd}>{t('products.add')}</AppLink>}
          />
        }
        selection={{ selected, onChange: setSelected }}
        labels={labels}
        locale={fmt.language}
        toolbar={
          selected.length > 0 ? (
            <Group justify="space-between">
              <Text size="sm">{t('table.selected', { count: selected.length })}</Text>
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setPending(selected.map(Number))}>
                {t('products.deleteSelected')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('products.confirmTitle', { count: pending?.length ?? 0 })}
        message={t('products.confirmMessage', { count: pending?.length ?? 0 })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        errorMessage={t('products.deleteFailed')}
        danger
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
