// /apps/academy/my-course: the course cards with tag, search, hide-completed, sort and paging,
// every one of them URL state, all answered by GET /api/apps/academy/courses.
import { ALL_COURSES_LABEL, COURSE_TAGS, ITEMS_PER_PAGE_OPTIONS } from '@atrium/api';
import { formatNumber } from '@atrium/core';
import { EmptyState, ErrorState, FilterBar, PageHeader, SearchInput } from '@atrium/ui-kit';
import { Button, Card, Group, Pagination, Select, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { coursesQuery } from '../api/queries';
import { CourseCard } from '../components/course-card/course-card';
import type { Navigate } from '../components/path-link/path-link';
import { ACADEMY_NAMESPACE } from '../namespace';
import { DEFAULT_MY_COURSE_SEARCH, type MyCourseSearch } from '../search';

export interface MyCoursePageProps {
  search: MyCourseSearch;
  /** merges a change into the URL; filter changes also send the page back to 1 */
  onSearchChange: (next: Partial<MyCourseSearch>) => void;
  onNavigate?: Navigate;
}

const SORTS = ['courseName:asc', 'courseName:desc', 'progress:asc', 'progress:desc'] as const;

export function MyCoursePage({ search, onSearchChange, onNavigate }: MyCoursePageProps) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  const query = useQuery(coursesQuery(search));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / search.itemsPerPage)) : 1;
  const filter = (next: Partial<MyCourseSearch>) => onSearchChange({ ...next, page: 1 });
  const sortValue = search.sortBy ? `${search.sortBy}:${search.orderBy ?? 'asc'}` : null;
  const active = search.q !== '' || search.label !== ALL_COURSES_LABEL || search.hideCompleted || search.sortBy !== undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('myCourse.title')}
        description={data ? t('myCourse.summary', { shown: formatNumber(data.total, lng), total: formatNumber(data.totalCourse, lng) }) : t('myCourse.description')}
      />
      <Card withBorder radius="md">
        <FilterBar
          label={t('myCourse.filters')}
          active={active}
          resetLabel={t('myCourse.reset')}
          onReset={() => onSearchChange({ ...DEFAULT_MY_COURSE_SEARCH, itemsPerPage: search.itemsPerPage })}
        >
          <Select
            label={t('myCourse.tag')}
            data={[ALL_COURSES_LABEL, ...COURSE_TAGS].map((value) => ({ value, label: value === ALL_COURSES_LABEL ? t('myCourse.allCourses') : t(`tags.${value}`) }))}
            value={search.label}
            onChange={(value) => filter({ label: value ?? ALL_COURSES_LABEL })}
            allowDeselect={false}
            w={180}
          />
          <SearchInput
            label={t('myCourse.search')}
            placeholder={t('myCourse.searchPlaceholder')}
            clearLabel={t('myCourse.clearSearch')}
            value={search.q}
            onChange={(q) => filter({ q })}
            w={240}
          />
          <Select
            label={t('myCourse.sort')}
            placeholder={t('myCourse.sortNone')}
            data={SORTS.map((value) => ({ value, label: t(`myCourse.sorts.${value.replace(':', '_')}`) }))}
            value={sortValue}
            clearable
            onChange={(value) => {
              const [sortBy, orderBy] = (value ?? '').split(':');
              filter(
                sortBy === 'courseName' || sortBy === 'progress'
                  ? { sortBy, orderBy: orderBy === 'desc' ? 'desc' : 'asc' }
                  : { sortBy: undefined, orderBy: undefined },
              );
            }}
            w={200}
          />
          <Switch
            label={t('myCourse.hideCompleted')}
            checked={search.hideCompleted}
            onChange={(event) => filter({ hideCompleted: event.currentTarget.checked })}
            mb={8}
          />
        </FilterBar>
      </Card>

      {query.isError ? (
        <ErrorState title={t('errors.title')} description={t('errors.courses')} retryLabel={t('errors.retry')} onRetry={() => query.refetch()} />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={360} radius="md" />
          ))}
        </SimpleGrid>
      ) : data.courses.length === 0 && data.total > 0 ? (
        // a stale link past the last page: say so and offer the way back
        <EmptyState
          icon={<IconSchool size={40} aria-hidden />}
          title={t('myCourse.pastLastTitle')}
          action={<Button onClick={() => onSearchChange({ page: 1 })}>{t('myCourse.firstPage')}</Button>}
        />
      ) : data.courses.length === 0 ? (
        <EmptyState icon={<IconSchool size={40} aria-hidden />} title={t('myCourse.emptyTitle')} description={t('myCourse.emptyDescription')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={query.isFetching} data-testid="course-grid" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {data.courses.map((course) => (
            <CourseCard key={course.id} course={course} onNavigate={onNavigate} />
          ))}
        </SimpleGrid>
      )}

      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" id="academy-per-page">
              {t('myCourse.perPage')}
            </Text>
            <Select
              aria-labelledby="academy-per-page"
              data={ITEMS_PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: formatNumber(n, lng) }))}
              value={String(search.itemsPerPage)}
              onChange={(value) => filter({ itemsPerPage: Number(value ?? 10) })}
              allowDeselect={false}
              w={90}
            />
          </Group>
          <Pagination
            total={pages}
            value={Math.min(search.page, pages)}
            onChange={(page) => onSearchChange({ page })}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page: formatNumber(page, lng) }) })}
            aria-label={t('pagination.label')}
          />
        </Group>
      )}
    </Stack>
  );
}
