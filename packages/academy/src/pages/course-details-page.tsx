// /apps/academy/course-details/{id}: the preview, the sanitized description, the instructor, the
// stats and the curriculum whose topics are ticked off through the API.
import { formatNumber } from '@atrium/core';
import { isApiError } from '@atrium/api';
import { EmptyState, ErrorState, PageHeader } from '@atrium/ui-kit';
import { AspectRatio, Avatar, Badge, Card, Divider, Grid, Group, Image, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBadgeCc, IconClock, IconLanguage, IconUsers, IconVideo, IconBrandSpeedtest } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { courseDetailsQuery, useToggleTopic } from '../api/queries';
import { Curriculum } from '../components/curriculum/curriculum';
import { PathLink, type Navigate } from '../components/path-link/path-link';
import { ACADEMY_NAMESPACE } from '../namespace';

// the sanitizer (DOMPurify) loads with the description, not with the app's first chunk
const SanitizedHtml = lazy(() => import('../components/sanitized-html').then((m) => ({ default: m.SanitizedHtml })));

export interface CourseDetailsPageProps {
  /** the course to show (the id in the address) */
  courseId: number;
  /** the preview the app ships (an animated SVG; no external hosts) */
  posterSrc?: string;
  /** plain clicks on the way back to the list go through the router */
  onNavigate?: Navigate | undefined;
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      <Text size="sm">
        <Text span c="dimmed">
          {label}:{' '}
        </Text>
        {value}
      </Text>
    </Group>
  );
}

export function CourseDetailsPage({ courseId, posterSrc = '/academy/course-poster.svg', onNavigate }: CourseDetailsPageProps) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  const query = useQuery(courseDetailsQuery(courseId));
  const toggle = useToggleTopic(courseId, {
    onSuccess: ({ isCompleted }) =>
      notifications.show({ color: 'green', title: t('details.savedTitle'), message: isCompleted ? t('details.topicDone') : t('details.topicUndone') }),
    onError: () => notifications.show({ color: 'red', title: t('errors.title'), message: t('errors.toggle') }),
  });

  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        title={t('details.notFoundTitle')}
        description={t('details.notFoundText')}
        action={
          <PathLink to="/apps/academy/my-course" onNavigate={onNavigate}>
            {t('details.backToCourses')}
          </PathLink>
        }
      />
    );
  }
  if (query.isError) {
    return <ErrorState title={t('errors.title')} description={t('errors.details')} retryLabel={t('errors.retry')} onRetry={() => query.refetch()} />;
  }
  const details = query.data;
  if (!details) {
    return (
      <Grid role="status" aria-busy="true" aria-label={t('loading')}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={480} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={480} radius="md" />
        </Grid.Col>
      </Grid>
    );
  }
  const topics = details.content.flatMap((s) => s.topics);
  const done = topics.filter((tp) => tp.isCompleted).length;
  const percent = topics.length === 0 ? 0 : Math.round((done / topics.length) * 100);

  return (
    <Stack gap="lg">
      <PageHeader title={details.title} description={details.about} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Card.Section>
              <AspectRatio ratio={16 / 9} pos="relative">
                {/* an animated SVG the app ships: the preview plays offline, from no external host */}
                <Image src={posterSrc} alt={t('details.posterAlt', { title: details.title })} fit="cover" />
              </AspectRatio>
            </Card.Section>
            <Stack gap="md" mt="lg">
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={details.instructorAvatar} alt="" radius="xl" size="lg" />
                  <div>
                    <Text fw={600}>{details.instructor}</Text>
                    <Text size="sm" c="dimmed">
                      {details.instructorPosition}
                    </Text>
                  </div>
                </Group>
                <Badge variant="light" color="gray">
                  {t('details.instructor')}
                </Badge>
              </Group>
              <Divider />
              <Title order={2} size="h4">
                {t('details.aboutCourse')}
              </Title>
              <Text>{details.about}</Text>
              <Divider />
              <Title order={2} size="h4">
                {t('details.byTheNumbers')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Fact icon={<IconBrandSpeedtest size={18} aria-hidden />} label={t('details.skillLevel')} value={details.skillLevel} />
                <Fact icon={<IconUsers size={18} aria-hidden />} label={t('details.students')} value={formatNumber(details.totalStudents, lng)} />
                <Fact icon={<IconLanguage size={18} aria-hidden />} label={t('details.language')} value={details.language} />
                <Fact icon={<IconBadgeCc size={18} aria-hidden />} label={t('details.captions')} value={details.isCaptions ? t('details.yes') : t('details.no')} />
                <Fact icon={<IconVideo size={18} aria-hidden />} label={t('details.lectures')} value={formatNumber(details.totalLectures, lng)} />
                <Fact icon={<IconClock size={18} aria-hidden />} label={t('details.length')} value={details.length} />
              </SimpleGrid>
              <Divider />
              <Title order={2} size="h4">
                {t('details.description')}
              </Title>
              <Suspense fallback={<Skeleton height={60} />}>
                <SanitizedHtml html={details.description} />
              </Suspense>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder radius="md">
              <Title order={2} size="h4">
                {t('details.curriculum')}
              </Title>
              <Text size="sm" c="dimmed" mt={4} data-testid="course-progress">
                {t('details.progress', { done: formatNumber(done, lng), total: formatNumber(topics.length, lng), percent: formatNumber(percent, lng) })}
              </Text>
              <Progress value={percent} mt="xs" aria-label={t('details.progressLabel')} />
            </Card>
            <Curriculum
              sections={details.content}
              pending={toggle.isPending ? toggle.variables : undefined}
              onToggle={(sectionId, topicIndex, isCompleted) => toggle.mutate({ sectionId, topicIndex, isCompleted })}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
