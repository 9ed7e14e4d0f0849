// /apps/ecommerce/product/category-list: categories with product counts and stock value;
// add and edit in a drawer.
import { CATEGORY_STATUSES, categoryInputSchema, type CategoryInput, type CategorySummary } from '@atrium/api';
import { DataTable, EmptyState, FilterBar, PageHeader, SearchInput, StatusBadge, type DataTableColumn } from '@atrium/ui-kit';
import { ActionIcon, Button, Drawer, Select, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveCategory } from '../api/mutations';
import { categoriesQuery } from '../api/queries';
import { serverFieldErrors, zodFormErrors } from '../components/form-errors';
import { categoryStatusColors, statusKey } from '../components/status-colors';
import { QueryError, toastError, toastSuccess, useTableLabels, useTableState } from '../components/table-helpers';
import { useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation, useTranslateMessage } from '../lib/i18n';
import { AppLink, ecommercePaths, type Navigate } from '../lib/link';
import type { CategoryListSearch, SearchProps } from '../lib/search';

export interface CategoryListPageProps extends SearchProps<CategoryListSearch> {
  navigate?: Navigate;
}

export function CategoryListPage({ navigate, ...props }: CategoryListPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <CategoryList {...props} />
    </PageFrame>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; category: CategorySummary } | null;

export function CategoryForm({ initial, onSaved, categoryId }: { initial: CategoryInput; categoryId?: number | undefined; onSaved: () => void }) {
  const { t } = useEcommerceTranslation();
  const save = useSaveCategory();
  const translate = useTranslateMessage();
  const form = useForm<CategoryInput>({
    initialValues: initial,
    validate: (values) => zodFormErrors(categoryInputSchema, values, translate),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await save.mutateAsync({ id: categoryId, input: categoryInputSchema.parse(values) });
          toastSuccess(categoryId === undefined ? t('categories.added') : t('categories.updated'));
          onSaved();
        } catch (error) {
          const fields = serverFieldErrors(error, translate);
          if (fields) form.setErrors(fields);
          else toastError(t('categories.saveFailed'));
        }
      })}
    >
      <Stack>
        <TextInput label={t('categories.fields.name')} required {...form.getInputProps('name')} />
        <Textarea label={t('categories.fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
        <Select
          label={t('categories.fields.status')}
          data={CATEGORY_STATUSES.map((value) => ({ value, label: t(`status.${statusKey(value)}`) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <Button type="submit" loading={save.isPending}>
          {t('actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

function CategoryList({ search, onSearchChange }: SearchProps<CategoryListSearch>) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const labels = useTableLabels();
  const table = useTableState(search, onSearchChange);
  const categories = useQuery(categoriesQuery(search));
  const [editing, setEditing] = useState<Editing>(null);

  // On a phone: the category, how many products and whether it is on sale stay; stock, value and
  // the edit button fold into the row's details (issue 36).
  const columns: Array<DataTableColumn<CategorySummary>> = [
    {
      key: 'name',
      header: t('categories.columns.name'),
      sortable: true,
      render: (c) => (
        <div>
          <AppLink to={`${ecommercePaths.productList}?category=${encodeURIComponent(c.name)}`} fw={500} size="sm">
            {t(`categories.names.${c.name}`, { defaultValue: c.name })}
          </AppLink>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {c.description}
          </Text>
        </div>
      ),
    },
    { key: 'products', header: t('categories.columns.products'), sortable: true, align: 'end', render: (c) => fmt.number(c.productCount) },
    { key: 'inStock', header: t('categories.columns.inStock'), align: 'end', priority: 'secondary', render: (c) => fmt.number(c.inStockCount) },
    { key: 'value', header: t('categories.columns.value'), sortable: true, align: 'end', priority: 'secondary', render: (c) => fmt.money(c.stockValue) },
    { key: 'status', header: t('categories.columns.status'), render: (c) => <StatusBadge status={c.status} colors={categoryStatusColors} label={t(`status.${statusKey(c.status)}`)} /> },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'end',
      priority: 'secondary',
      render: (c) => (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" aria-label={t('categories.editOne', { name: c.name })} onClick={() => setEditing({ mode: 'edit', category: c })}>
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'add' })}>
            {t('categories.add')}
          </Button>
        }
      />
      <FilterBar label={t('filters.label')} resetLabel={t('filters.reset')} active={Boolean(search.q)} onReset={() => onSearchChange({ q: undefined, page: 1 })} cols={{ base: 1, sm: 2 }}>
        <SearchInput
          aria-label={t('categories.search')}
          placeholder={t('categories.search')}
          clearLabel={t('filters.clearSearch')}
          value={search.q ?? ''}
          onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
        />
      </FilterBar>
      <DataTable
        caption={t('categories.title')}
        columns={columns}
        rows={categories.data?.categories ?? []}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        total={categories.data?.total ?? 0}
        {...table}
        loading={categories.isPending || (categories.isFetching && categories.isPlaceholderData)}
        error={categories.isError ? <QueryError error={categories.error} onRetry={() => categories.refetch()} /> : undefined}
        empty={<EmptyState title={t('categories.empty')} />}
        labels={labels}
        locale={fmt.language}
      />
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        title={editing?.mode === 'edit' ? t('categories.edit') : t('categories.add')}
      >
        {editing ? (
          <CategoryForm
            key={editing.mode === 'edit' ? editing.category.id : 'new'}
            categoryId={editing.mode === 'edit' ? editing.category.id : undefined}
            initial={
              editing.mode === 'edit'
                ? { name: editing.category.name, description: editing.category.description, status: editing.category.status }
                : { name: '', description: '', status: 'Published' }
            }
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Drawer>
    </Stack>
  );
}
