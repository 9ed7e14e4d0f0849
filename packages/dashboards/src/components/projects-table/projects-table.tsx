// The analytics projects table: search, sort (project, leader, progress) and paging held by the
// caller (the URL), answered by GET /api/dashboard/analytics/projects.
import type { AnalyticsProject } from '@atrium/api';
import { formatNumber } from '@atrium/core';
import { DataTable, EmptyState, ErrorState, SearchInput, type DataTableColumn } from '@atrium/ui-kit';
import { Avatar, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyticsProjectsQuery } from '../../api/queries';
import { DASHBOARDS_NAMESPACE } from '../../namespace';
import type { AnalyticsSearch } from '../../search';

export interface ProjectsTableProps {
  search: AnalyticsSearch;
  onSearchChange: (next: Partial<AnalyticsSearch>) => void;
}

export function ProjectsTable({ search, onSearchChange }: ProjectsTableProps) {
  const { t, i18n } = useTranslation(DASHBOARDS_NAMESPACE);
  const lng = i18n.language;
  const query = useQuery(analyticsProjectsQuery(search));
  const data = query.data;

  const columns: Array<DataTableColumn<AnalyticsProject>> = [
    {
      key: 'project',
      header: t('projects.project'),
      sortable: true,
      render: (p) => (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md">
            <IconBriefcase size={18} aria-hidden />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={600}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {p.project}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: 'leader', header: t('projects.leader'), sortable: true, render: (p) => p.leader },
    {
      key: 'team',
      header: t('projects.team'),
      visibleFrom: 'sm',
      render: (p) => (
        <Avatar.Group spacing="sm">
          {p.team.map((src, i) => (
            <Avatar key={i} src={src} alt="" size="sm" radius="xl" />
          ))}
          {p.extraMembers > 0 && (
            <Avatar size="sm" radius="xl">
              +{formatNumber(p.extraMembers, lng)}
            </Avatar>
          )}
        </Avatar.Group>
      ),
    },
    {
      key: 'progress',
      header: t('projects.progress'),
      sortable: true,
      width: 180,
      render: (p) => (
        <Stack gap={2}>
          <Text size="xs">{formatNumber(p.progress / 100, lng, { style: 'percent' })}</Text>
          <Progress value={p.progress} size="sm" aria-label={t('projects.progressOf', { name: p.name })} />
        </Stack>
      ),
    },
    { key: 'hours', header: t('projects.hours'), visibleFrom: 'md', align: 'end', render: (p) => p.hours },
  ];

  return (
    <DataTable
      caption={t('projects.title')}
      showCaption
      toolbar={
        <SearchInput
          aria-label={t('projects.search')}
          placeholder={t('projects.searchPlaceholder')}
          clearLabel={t('projects.clearSearch')}
          value={search.q}
          onChange={(q) => onSearchChange({ q, page: 1 })}
          maw={280}
        />
      }
      columns={columns}
      rows={data?.projects ?? []}
      rowKey={(p) => p.id}
      total={data?.totalProjects ?? 0}
      // the server reports page 1 for a page beyond the last: show the page it answered
      page={data?.page ?? search.page}
      pageSize={search.itemsPerPage}
      onPageChange={(page) => onSearchChange({ page })}
      onPageSizeChange={(itemsPerPage) => onSearchChange({ itemsPerPage, page: 1 })}
      sort={search.sortBy ? { key: search.sortBy, order: search.orderBy ?? 'asc' } : null}
      onSortChange={(sort) =>
        onSearchChange(
          sort && (sort.key === 'project' || sort.key === 'leader' || sort.key === 'progress')
            ? { sortBy: sort.key, orderBy: sort.order, page: 1 }
            : { sortBy: undefined, orderBy: undefined, page: 1 },
        )
      }
      loading={!data && !query.isError}
      error={
        query.isError ? (
          <ErrorState compact title={t('errors.title')} description={t('errors.projects')} retryLabel={t('errors.retry')} onRetry={() => query.refetch()} />
        ) : undefined
      }
      empty={<EmptyState compact title={t('projects.emptyTitle')} description={t('projects.emptyDescription')} />}
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
        empty: t('projects.emptyTitle'),
      }}
    />
  );
}
