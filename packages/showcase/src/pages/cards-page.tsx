// /pages/cards/{kind}: card examples built from small data arrays, one renderer per kind.
import { PageHeader, StatCard } from '@atrium/ui-kit';
import { ActionIcon, Avatar, Badge, Button, Card, Collapse, Group, Image, Menu, Progress, RingProgress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBrandGithub, IconChevronDown, IconDots, IconHeart, IconRefresh, IconShare, IconShoppingCart, IconTrendingUp, IconUsers, IconX } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { useShowcaseT } from '../lib/use-showcase-t';

export const CARD_KINDS = ['card-basic', 'card-advance', 'card-statistics', 'card-widgets', 'card-actions'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const isCardKind = (v: string): v is CardKind => (CARD_KINDS as readonly string[]).includes(v);

const IMAGE = (seed: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="180"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${seed * 50},70%,60%)"/><stop offset="1" stop-color="hsl(${seed * 50 + 60},70%,45%)"/></linearGradient></defs><rect width="400" height="180" fill="url(#g)"/></svg>`)}`;

function BasicCards() {
  const { t } = useShowcaseT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {[1, 2, 3].map((n) => (
        <Card key={n} withBorder radius="md" padding="lg">
          <Card.Section>
            <Image src={IMAGE(n)} h={160} alt="" />
          </Card.Section>
          <Title order={2} size="h5" mt="md">{t(`cards.basic.title${n}`)}</Title>
          <Text size="sm" c="dimmed" mt="xs">{t('cards.body')}</Text>
          <Button mt="md" variant="light" fullWidth>{t('actions.readMore')}</Button>
        </Card>
      ))}
      <Card withBorder radius="md" padding="lg">
        <Group>
          <Avatar name="Ada Lovelace" color="initials" />
          <div>
            <Text fw={600}>Ada Lovelace</Text>
            <Text size="xs" c="dimmed">{t('cards.basic.role')}</Text>
          </div>
        </Group>
        <Text size="sm" mt="md">{t('cards.quote')}</Text>
      </Card>
      <Card withBorder radius="md" padding="lg" bg="var(--mantine-primary-color-filled)" c="white">
        <Title order={2} size="h5">{t('cards.basic.colored')}</Title>
        <Text size="sm" mt="xs">{t('cards.body')}</Text>
      </Card>
    </SimpleGrid>
  );
}

function AdvanceCards() {
  const { t, number } = useShowcaseT();
  const tasks = [
    { key: 'design', value: 72, color: 'blue' },
    { key: 'develop', value: 48, color: 'teal' },
    { key: 'test', value: 20, color: 'orange' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h5">{t('cards.advance.progress')}</Title>
        <Stack mt="md" gap="sm">
          {tasks.map((task) => (
            <div key={task.key}>
              <Group justify="space-between"><Text size="sm">{t(`cards.advance.tasks.${task.key}`)}</Text><Text size="sm">{task.value}%</Text></Group>
              <Progress value={task.value} color={task.color} aria-label={t(`cards.advance.tasks.${task.key}`)} />
            </div>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h5">{t('cards.advance.team')}</Title>
        <Stack mt="md" gap="sm">
          {['Grace Hopper', 'Alan Turing', 'Katherine Johnson'].map((name, i) => (
            <Group key={name} justify="space-between">
              <Group gap="sm"><Avatar size="sm" name={name} color="initials" /><Text size="sm">{name}</Text></Group>
              <Badge variant="light">{number((i + 1) * 12)}</Badge>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h5">{t('cards.advance.goal')}</Title>
        <Group justify="center" mt="md">
          <RingProgress size={140} thickness={12} roundCaps sections={[{ value: 78, color: 'teal' }]} label={<Text ta="center" fw={700}>78%</Text>} role="img" aria-label={t('cards.advance.goal')} />
        </Group>
      </Card>
    </SimpleGrid>
  );
}

function StatisticsCards() {
  const { t, number, money } = useShowcaseT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatCard label={t('cards.stats.sales')} value={money(42_389)} delta={12.5} />
      <StatCard label={t('cards.stats.customers')} value={number(8_549)} delta={-3.2} />
      <StatCard label={t('cards.stats.orders')} value={number(1_423)} delta={8.1} />
      <StatCard label={t('cards.stats.revenue')} value={money(128_400)} delta={0.4} />
    </SimpleGrid>
  );
}

function WidgetCards() {
  const { t, number, percent } = useShowcaseT();
  const widgets = [
    { key: 'users', icon: IconUsers, color: 'blue', value: 21_459 },
    { key: 'orders', icon: IconShoppingCart, color: 'teal', value: 4_567 },
    { key: 'growth', icon: IconTrendingUp, color: 'orange', value: 28 },
    { key: 'stars', icon: IconBrandGithub, color: 'grape', value: 1_024 },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {widgets.map(({ key, icon: Icon, color, value }) => (
        <Card key={key} withBorder radius="md" padding="lg">
          <Group justify="space-between">
            <div>
              <Text size="sm" c="dimmed">{t(`cards.widgets.${key}`)}</Text>
              <Text fz={24} fw={700}>{key === 'growth' ? percent(value) : number(value)}</Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden><Icon size={24} /></ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function ActionCard({ n }: { n: number }) {
  const { t } = useShowcaseT();
  const [open, { toggle }] = useDisclosure(false);
  const [liked, setLiked] = useState(false);
  const [loading, setLoading] = useState(false);
  const [closed, setClosed] = useState(false);
  if (closed) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Button variant="light" onClick={() => setClosed(false)}>{t('actions.restore')}</Button>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" aria-busy={loading}>
      <Group justify="space-between">
        <Title order={2} size="h5">{t('cards.actions.title', { n })}</Title>
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label={t('actions.collapse')} aria-expanded={open} onClick={toggle}><IconChevronDown size={16} aria-hidden /></ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('actions.refresh')} loading={loading} onClick={() => { setLoading(true); setTimeout(() => setLoading(false), 1000); }}><IconRefresh size={16} aria-hidden /></ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('actions.close')} onClick={() => setClosed(true)}><IconX size={16} aria-hidden /></ActionIcon>
          <Menu>
            <Menu.Target><ActionIcon variant="subtle" aria-label={t('demo.moreActions')}><IconDots size={16} aria-hidden /></ActionIcon></Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconShare size={14} aria-hidden />} onClick={() => notifications.show({ message: t('cards.actions.shared') })}>{t('actions.share')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <Text size="sm" mt="sm">{t('cards.body')}</Text>
      </Collapse>
      <Group mt="md">
        <Button size="xs" variant={liked ? 'filled' : 'light'} color="red" leftSection={<IconHeart size={14} aria-hidden />} aria-pressed={liked} onClick={() => setLiked((v) => !v)}>{t('actions.like')}</Button>
      </Group>
    </Card>
  );
}
function ActionCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {[1, 2, 3].map((n) => <ActionCard key={n} n={n} />)}
    </SimpleGrid>
  );
}

const RENDERERS: Record<CardKind, ComponentType> = {
  'card-basic': BasicCards,
  'card-advance': AdvanceCards,
  'card-statistics': StatisticsCards,
  'card-widgets': WidgetCards,
  'card-actions': ActionCards,
};

export function CardsPage({ kind }: { kind: CardKind }) {
  const { t } = useShowcaseT();
  const Body = RENDERERS[kind];
  return (
    <Stack gap="lg">
      <PageHeader title={t(`cards.titles.${kind}`)} description={t('cards.description')} />
      <Body />
    </Stack>
  );
}
