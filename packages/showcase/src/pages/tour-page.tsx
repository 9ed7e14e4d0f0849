import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PageHeader } from '@atrium/ui-kit';
import { Tour } from '../components/tour';
import { useShowcaseT } from '../lib/use-showcase-t';

const STEPS = ['start', 'search', 'stats', 'actions'] as const;
// sample figures for the "Your numbers" step; growth is a percentage, not a count
const STATS = [
  { key: 'users', value: 21_459, unit: 'count' },
  { key: 'orders', value: 4_567, unit: 'count' },
  { key: 'growth', value: 28.4, unit: 'percent' },
] as const;

export function TourPage() {
  const { t, number, percent } = useShowcaseT();
  const [opened, { open, close }] = useDisclosure(false);
  const steps = STEPS.map((key) => ({ target: `[data-tour="${key}"]`, title: t(`tour.steps.${key}.title`), body: t(`tour.steps.${key}.body`) }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('tour.title')}
        description={t('tour.description')}
        actions={<Button data-tour="start" onClick={open}>{t('tour.start')}</Button>}
      />
      <Card withBorder radius="md" padding="lg" data-tour="search">
        <TextInput label={t('tables.search')} placeholder={t('fields.typeToSearch')} />
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-tour="stats">
        {STATS.map(({ key, value, unit }) => (
          <Card key={key} withBorder radius="md" padding="lg" data-testid={`tour-stat-${key}`}>
            <Text size="sm" c="dimmed">{t(`cards.widgets.${key}`)}</Text>
            <Text fz={24} fw={700}>{unit === 'percent' ? percent(value) : number(value)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group data-tour="actions">
        <Button variant="light">{t('actions.save')}</Button>
        <Button variant="default">{t('actions.share')}</Button>
      </Group>
      <Tour
        steps={steps}
        opened={opened}
        onClose={close}
        labels={{ next: t('tour.next'), back: t('tour.back'), skip: t('tour.skip'), done: t('tour.done'), progress: (n, total) => t('tour.progress', { n, total }) }}
      />
    </Stack>
  );
}
