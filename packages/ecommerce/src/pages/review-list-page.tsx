// /apps/ecommerce/manage-review: review statistics and the reviews table with the status filter.
import { isApiError, type Review } from '@atrium/api';
import { ConfirmDialog, DataTable, EmptyState, FilterBar, PageHeader, SearchInput, StatusBadge, type DataTableColumn } from '@atrium/ui-kit';
import { ActionIcon, Avatar, Card, Group, Progress, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteReview } from '../api/mutations';
import { reviewsQuery, statsQuery } from '../api/queries';
import { RatingStars } from '../components/rating-stars';
import { reviewStatusColors, statusKey } from '../components/status-colors';
import { QueryError, toastError, toastSuccess, useTableLabels, useTableState } from '../components/table-helpers';
import { useFormatters } from '../lib/format';
import { PageFrame } from '../lib/page-frame';
import { useEcommerceTranslation } from '../lib/i18n';
import { type Navigate } from '../lib/link';
import { REVIEW_FILTERS, type ReviewListSearch, type SearchProps } from '../lib/search';

export interface ReviewListPageProps extends SearchProps<ReviewListSearch> {
  navigate?: Navigate;
}

export function ReviewListPage({ navigate, ...props }: ReviewListPageProps) {
  return (
    <PageFrame navigate={navigate}>
      <ReviewList {...props} />
    </PageFrame>
  );
}

function ReviewStats() {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const stats = useQuery(statsQuery());
  if (stats.isPending) return <Skeleton h={170} />;
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => stats.refetch()} />;
  const r = stats.data.reviews;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="lg">
        <Group align="flex-start" justify="space-between">
          <div>
            <Title order={2} size="h3">
              {fmt.number(r.average)} <Text span c="dimmed" size="sm">/ {fmt.number(5)}</Text>
            </Title>
            <RatingStars value={Math.round(r.average)} size="md" />
            <Text size="sm" c="dimmed" mt="xs">
              {t('reviews.totalReviews', { count: r.total, formatted: fmt.number(r.total) })}
            </Text>
          </div>
          <Stack gap={4} style={{ flex: 1, maxWidth: 260 }}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = r.byRating[stars - 1] ?? 0;
              return (
                <Group key={stars} gap="xs" wrap="nowrap">
                  <Text size="xs" w={52}>
                    {t('reviews.stars', { count: stars })}
                  </Text>
                  <Progress value={r.total === 0 ? 0 : (count / r.total) * 100} style={{ flex: 1 }} aria-label={t('reviews.stars', { count: stars })} />
                  <Text size="xs" w={28} ta="end">
                    {fmt.number(count)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('reviews.statistics')}
        </Title>
        <SimpleGrid cols={2}>
          <div>
            <Text component="div" size="xl" fw={600}>
              {fmt.number(r.published)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('status.published')}
            </Text>
          </div>
          <div>
            <Text component="div" size="xl" fw={600}>
              {fmt.number(r.pending)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('status.pending')}
            </Text>
          </div>
        </SimpleGrid>
        <Progress.Root size="lg" mt="md">
          <Progress.Section value={r.total === 0 ? 0 : (r.published / r.total) * 100} color="green" aria-label={`${t('reviews.statistics')}: ${t('status.published')}`} />
          <Progress.Section value={r.total === 0 ? 0 : (r.pending / r.total) * 100} color="yellow" aria-label={`${t('reviews.statistics')}: ${t('status.pending')}`} />
        </Progress.Root>
      </Card>
    </SimpleGrid>
  );
}

function ReviewList({ search, onSearchChange }: SearchProps<ReviewListSearch>) {
  const { t } = useEcommerceTranslation();
  const fmt = useFormatters();
  const labels = useTableLabels();
  const table = useTableState(search, onSearchChange);
  const reviews = useQuery(reviewsQuery(search));
  const remove = useDeleteReview();
  const [pending, setPending] = useState<Review | null>(null);

  // On a phone the list answers "which product, how was it rated, is it published": product, the
  // review and its status stay; reviewer, date and actions fold into the row's details (issue 36).
  const columns: Array<DataTableColumn<Review>> = [
    {
      key: 'product',
      header: t('reviews.columns.product'),
      sortable: true,
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.productImage} alt="" radius="sm" />
          <div>
            <Text size="sm" fw={500}>
              {r.product}
            </Text>
            <Text size="xs" c="dimmed">
              {r.companyName}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'reviewer',
      header: t('reviews.columns.reviewer'),
      sortable: true,
      priority: 'secondary',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.avatar} alt="" size={30} />
          <div>
            <Text size="sm">{r.reviewer}</Text>
            <Text size="xs" c="dimmed">
              {r.email}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'review',
      header: t('reviews.columns.review'),
      render: (r) => (
        <Stack gap={2}>
          <RatingStars value={r.review} size="xs" />
          {/* a review keeps its own direction: an English one on an Arabic page ended ".the pictures" */}
          <Text size="sm" fw={500} dir="auto">
            {r.head}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
            {r.para}
          </Text>
        </Stack>
      ),
    },
    { key: 'date', header: t('reviews.columns.date'), sortable: true, priority: 'secondary', render: (r) => fmt.date(r.date) },
    { key: 'status', header: t('reviews.columns.status'), sortable: true, render: (r) => <StatusBadge status={r.status} colors={reviewStatusColors} label={t(`status.${statusKey(r.status)}`)} miw="max-content" /> },
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'end',
      priority: 'secondary',
      render: (r) => (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('reviews.deleteOne', { reviewer: r.reviewer })} onClick={() => setPending(r)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('reviews.title')} description={t('reviews.description')} />
      <ReviewStats />
      <FilterBar label={t('filters.label')} resetLabel={t('filters.reset')} active={Boolean(search.q) || search.status !== 'All'} onReset={() => onSearchChange({ q: undefined, status: 'All', page: 1 })} cols={{ base: 1, sm: 2 }}>
        <SearchInput
          aria-label={t('reviews.search')}
          placeholder={t('reviews.search')}
          clearLabel={t('filters.clearSearch')}
          value={search.q ?? ''}
          onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
        />
        <SegmentedControl
          aria-label={t('reviews.columns.status')}
          data={REVIEW_FILTERS.map((value) => ({ value, label: t(`status.${statusKey(value)}`) }))}
          value={search.status}
          onChange={(value) => onSearchChange({ status: REVIEW_FILTERS.find((x) => x === value) ?? 'All', page: 1 })}
        />
      </FilterBar>
      <DataTable
        caption={t('reviews.title')}
        columns={columns}
        rows={reviews.data?.reviews ?? []}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.product} — ${r.reviewer}`}
        total={reviews.data?.total ?? 0}
        {...table}
        loading={reviews.isPending || (reviews.isFetching && reviews.isPlaceholderData)}
        error={reviews.isError ? <QueryError error={reviews.error} onRetry={() => reviews.refetch()} /> : undefined}
        empty={<EmptyState title={t('reviews.empty')} />}
        labels={labels}
        locale={fmt.language}
      />
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('reviews.confirmTitle')}
        message={t('reviews.confirmMessage', { reviewer: pending?.reviewer ?? '', product: pending?.product ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await remove.mutateAsync(pending.id);
            toastSuccess(t('reviews.deleted'));
          } catch (error) {
            // someone else removed it first: the refetch already dropped the row, nothing to retry
            if (isApiError(error) && error.status === 404) {
              toastError(t('reviews.alreadyDeleted'));
              return;
            }
            toastError(t('reviews.deleteFailed'));
            throw error;
          }
        }}
      />
    </Stack>
  );
}
