import type { Course } from '@atrium/api';
import { formatNumber } from '@atrium/core';
import { Badge, Card, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconClock, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACADEMY_NAMESPACE } from '../../namespace';
import { PathLink, type Navigate } from '../path-link/path-link';
import { tagColor } from '../tags';

export interface CourseCardProps {
  course: Course;
  /** where a course's page lives; the course's id is appended ("/apps/academy/course-details/7") */
  detailsPath?: string;
  onNavigate?: Navigate | undefined;
}

/** One course: picture, tag, rating, title, progress through its tasks. */
export function CourseCard({ course, detailsPath = '/apps/academy/course-details', onNavigate }: CourseCardProps) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  const percent = Math.round((course.completedTasks / course.totalTasks) * 100);
  const done = course.completedTasks === course.totalTasks;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`course-${course.id}-title`} h="100%">
      <Card.Section>
        <Image src={course.image} alt="" h={140} fit="cover" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap">
          <Badge color={tagColor(course.tags)} variant="filled">
            {t(`tags.${course.tags}`)}
          </Badge>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {formatNumber(course.rating, lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </Text>
            <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text size="sm" c="dimmed">
              ({formatNumber(course.ratingCount, lng)})
            </Text>
          </Group>
        </Group>
        <PathLink to={`${detailsPath}/${course.id}`} onNavigate={onNavigate} fw={600} c="var(--mantine-color-text)" id={`course-${course.id}-title`}>
          {course.courseTitle}
        </PathLink>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {course.desc}
        </Text>
        <Text size="sm" c="dimmed">
          {t('card.by', { name: course.user })}
        </Text>
        <Group gap={6} mt="auto">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{course.time}</Text>
          {done && (
            <Badge color="teal.9" variant="filled" ms="auto">
              {t('card.completed')}
            </Badge>
          )}
        </Group>
        <Progress value={percent} aria-label={t('card.progressLabel', { title: course.courseTitle })} size="sm" />
        <Text size="xs" c="dimmed">
          {t('card.tasks', { done: formatNumber(course.completedTasks, lng), total: formatNumber(course.totalTasks, lng), percent: formatNumber(percent, lng) })}
        </Text>
      </Stack>
    </Card>
  );
}
