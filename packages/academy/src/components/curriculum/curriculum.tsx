// The course's sections with done/total, each topic a checkbox that is saved through the API.
import type { CourseSection } from '@atrium/api';
import { formatNumber } from '@atrium/core';
import { Accordion, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACADEMY_NAMESPACE } from '../../namespace';

export interface CurriculumProps {
  sections: readonly CourseSection[];
  onToggle: (sectionId: string, topicIndex: number, isCompleted: boolean) => void;
  /** a topic whose change is on its way, shown as busy */
  pending?: { sectionId: string; topicIndex: number } | undefined;
}

/** "9 min" from the API, in the reader's language and digits ("9 دقيقة", not "min 9" in RTL); other text as sent. */
function minutesOf(time: string, format: (minutes: number) => string): string {
  const match = /^(\d+)\s*min$/.exec(time.trim());
  return match ? format(Number(match[1])) : time;
}

function doneOf(section: CourseSection) {
  return { done: section.topics.filter((t) => t.isCompleted).length, total: section.topics.length };
}

export function Curriculum({ sections, onToggle, pending }: CurriculumProps) {
  const { t, i18n } = useTranslation(ACADEMY_NAMESPACE);
  const lng = i18n.language;
  const minutes = (time: string) => minutesOf(time, (n) => t('dashboard.minutes', { formatted: formatNumber(n, lng) }));
  return (
    <Accordion multiple defaultValue={sections.slice(0, 1).map((s) => s.id)} variant="separated" radius="md">
      {sections.map((section) => {
        const { done, total } = doneOf(section);
        return (
          <Accordion.Item key={section.id} value={section.id}>
            <Accordion.Control>
              <Stack gap={2}>
                <Text fw={600}>{section.title}</Text>
                <Text size="sm" c="dimmed" data-testid={`section-status-${section.id}`}>
                  {t('details.sectionStatus', { done: formatNumber(done, lng), total: formatNumber(total, lng), time: minutes(section.time) })}
                </Text>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {section.topics.map((topic, index) => (
                  <Group key={`${section.id}-${index}`} justify="space-between" wrap="nowrap" gap="sm">
                    <Checkbox
                      label={topic.title}
                      checked={topic.isCompleted}
                      disabled={pending?.sectionId === section.id && pending.topicIndex === index}
                      onChange={(event) => onToggle(section.id, index, event.currentTarget.checked)}
                    />
                    <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                      {minutes(topic.time)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
