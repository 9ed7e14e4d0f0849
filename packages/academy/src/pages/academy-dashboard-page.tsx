// /apps/academy/dashboard and /dashboards/academy: the learner's numbers, all aggregated by the
// API from the course data (GET /api/apps/academy/stats).
import type { AcademyStats } from '@atrium/api';
import { formatDate, formatNumber, formatPercent } from '@atrium/core';
import { PageHeader, Panel, QueryState, StatCard, ValueList } from '@atrium/ui-kit';
import { Avatar, Badge, Grid, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook, IconCalendarEvent, IconCircleCheck, IconClock, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { academyStatsQuery } from '../api/queries';
import { PathLink, type Navigate } from '../components/path-link/path-link';
import { tagColor } from '../components/tags';
import { ACADEMY_NAMESPACE } from '../namespace';

const TimeSpentChart = lazy(() => import('../components/academy-charts/academy-charts').then((m) => ({ default: m.TimeSpentChart })));
const TopicInterestChart = lazy(() => import('../components/academy-charts/academy-charts').then((m) => ({ default: m.TopicInterestChart })));

export interface AcademyDashboardPageProps {
  onNavigate?: Navigate;
}

export function AcademyDashboardPage({ onNavigate }: AcademyDashboardPageProps) {
  const { t } = useTranslation(ACADEMY_NAMESPACE);
  const query = useQuery(academyStatsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <QueryState
        query={query}
        labels={{ errorTitle: t('errors.title'), errorDescription: t('errors.stats'), retry: t('errors.retry'), loading: t('loading') }}
      >
        {(data) => <DashboardBody stats={data} onNavigate={onNavigate} />}
      </QueryState>
    </Stack>
  );
}

function DashboardBody({ stats, onNavigate }: { stats: AcademyStats; onNavigate?: Navigate | undefined }) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  const { learner, upcomingWebinar: webinar } = stats;
  const chartFallback = <Skeleton height={220} radius="md" />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard label={t('dashboard.hoursSpent')} value={formatNumber(learner.hoursSpent, lng, { maximumFractionDigits: 1 })} icon={<IconClock size={22} aria-hidden />} color="brand" locale={lng} />
        <StatCard label={t('dashboard.averageProgress')} value={formatPercent(learner.averageProgress, lng)} icon={<IconTrophy size={22} aria-hidden />} color="teal" locale={lng} />
        <StatCard label={t('dashboard.completedCourses')} value={formatNumber(learner.completedCourses, lng)} icon={<IconCircleCheck size={22} aria-hidden />} color="green" locale={lng} />
        <StatCard label={t('dashboard.inProgressCourses')} value={formatNumber(learner.inProgressCourses, lng)} icon={<IconBook size={22} aria-hidden />} color="orange" locale={lng} />
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Panel title={t('dashboard.timeSpent')}>
            <Suspense fallback={chartFallback}>
              <TimeSpentChart data={stats.timeSpent} />
            </Suspense>
            <Text size="sm" c="dimmed" mt="sm">
              {t('dashboard.tasksDone', { done: formatNumber(learner.completedTasks, lng), total: formatNumber(learner.totalTasks, lng) })}
            </Text>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Panel title={t('dashboard.topicInterest')}>
            <Group align="center" justify="center" gap="xl" wrap="wrap">
              <Suspense fallback={<Skeleton height={180} width={180} circle />}>
                <TopicInterestChart data={stats.topicInterest} />
              </Suspense>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {stats.topicInterest.map((topic) => (
                  <Group key={topic.tag} gap="xs" component="li" wrap="nowrap">
                    <Badge color={tagColor(topic.tag)} variant="dot" size="lg">
                      {t(`tags.${topic.tag}`)}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {formatPercent(topic.percent, lng)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          </Panel>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.popularInstructors')}>
            <ValueList
              items={stats.popularInstructors}
              getKey={(person) => person.name}
              label={(person) => (
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={person.avatar} alt="" radius="xl" />
                  <div>
                    <Text size="sm" fw={600}>
                      {person.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`tags.${person.tag}`)}
                    </Text>
                  </div>
                </Group>
              )}
              value={(person) => <Text size="sm">{t('dashboard.learners', { formatted: formatNumber(person.learners, lng) })}</Text>}
            />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.activeCourses')}>
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {stats.activeCourses.map((course) => (
                <Stack key={course.id} gap={4} component="li">
                  <Group justify="space-between" wrap="nowrap">
                    <PathLink to={`/apps/academy/course-details/${course.id}`} onNavigate={onNavigate} size="sm" fw={600} lineClamp={1}>
                      {course.courseTitle}
                    </PathLink>
                    <Text size="sm" c="dimmed">
                      {formatPercent(course.progress, lng, { fractionDigits: 0 })}
                    </Text>
                  </Group>
                  <Progress value={course.progress} color={tagColor(course.tag)} size="sm" aria-label={t('card.progressLabel', { title: course.courseTitle })} />
                </Stack>
              ))}
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel title={t('dashboard.upcomingWebinar')}>
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size="xl" radius="md" variant="light">
                  <IconCalendarEvent size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={600} dir="auto">
                    {webinar.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('dashboard.hostedBy', { name: webinar.host })}
                  </Text>
                </div>
              </Group>
              {/* the English note keeps its own direction: in Arabic its stop ran to the wrong end ('.back to the store') */}
              <Text size="sm" lineClamp={3} dir="auto" data-testid="webinar-description">
                {webinar.description}
              </Text>
              <Group gap="lg">
                <div>
                  <Text size="xs" c="dimmed">
                    {t('dashboard.date')}
                  </Text>
                  <Text size="sm" fw={600}>
                    <time dateTime={webinar.startsAt}>{formatDate(webinar.startsAt, lng, 'date-time')}</time>
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    {t('dashboard.duration')}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t('dashboard.minutes', { formatted: formatNumber(webinar.durationMinutes, lng) })}
                  </Text>
                </div>
              </Group>
              <PathLink to={`/apps/academy/course-details/${webinar.courseId}`} onNavigate={onNavigate} size="sm" fw={600} c="light-dark(var(--mantine-color-brand-8), var(--mantine-color-brand-3))">
                {t('dashboard.openCourse')}
              </PathLink>
            </Stack>
          </Panel>
        </Grid.Col>
      </Grid>
    </>
  );
}
