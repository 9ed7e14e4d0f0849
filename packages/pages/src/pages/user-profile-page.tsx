// User profile: header from /api/pages/profile/header, one tab's data from /api/pages/profile?tab=.
import type { ProfileTab, ProfileTabData } from '@atrium/api';
import { EmptyState, ErrorState } from '@atrium/ui-kit';
import { Avatar, Badge, Box, Card, Group, Image, List, Progress, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { profileHeaderQuery, profileTabQuery } from '../api/queries';
import { usePagesT } from '../lib/format';

export const USER_PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type UserProfileTab = (typeof USER_PROFILE_TABS)[number];

/** The route's tab names the API's: the profile tab is the API's "about". */
export function apiTabOf(tab: string): ProfileTab | undefined {
  if (tab === 'profile') return 'about';
  return tab === 'teams' || tab === 'projects' || tab === 'connections' ? tab : undefined;
}

export interface UserProfilePageProps {
  tab: string;
  onTabChange: (tab: string) => void;
}

export function UserProfilePage({ tab, onTabChange }: UserProfilePageProps) {
  const { t, date } = usePagesT();
  const header = useQuery(profileHeaderQuery());
  const apiTab = apiTabOf(tab);
  return (
    <Stack>
      <Card withBorder p={0}>
        {header.isPending ? (
          <Skeleton h={220} />
        ) : header.isError ? (
          <ErrorState title={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => header.refetch()} />
        ) : (
          <>
            <Image src={header.data.coverImg} h={160} alt="" fit="cover" />
            <Group p="md" align="flex-end" wrap="wrap">
              <Avatar src={header.data.profileImg} size={100} radius="md" mt={-60} alt={header.data.fullName} style={{ border: '4px solid var(--mantine-color-body)' }} />
              <Box style={{ flex: 1 }}>
                <Title order={1} size="h3">
                  {header.data.fullName}
                </Title>
                <Group gap="md" c="dimmed">
                  <Group gap={4}>
                    <IconBriefcase size={16} aria-hidden />
                    <Text size="sm">{header.data.designation}</Text>
                  </Group>
                  <Group gap={4}>
                    <IconMapPin size={16} aria-hidden />
                    <Text size="sm">{header.data.location}</Text>
                  </Group>
                  <Group gap={4}>
                    <IconCalendar size={16} aria-hidden />
                    <Text size="sm">{t('profile.joined', { date: date(header.data.joiningDate) })}</Text>
                  </Group>
                </Group>
              </Box>
            </Group>
          </>
        )}
      </Card>
      <Tabs value={tab} onChange={(v) => v && onTabChange(v)}>
        <Tabs.List>
          {USER_PROFILE_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`profile.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {apiTab ? <ProfileTabContent tab={apiTab} /> : <EmptyState title={t('profile.unknownTab')} description={t('profile.unknownTabHint')} />}
    </Stack>
  );
}

function ProfileTabContent({ tab }: { tab: ProfileTab }) {
  const { t } = usePagesT();
  const query = useQuery(profileTabQuery(tab));
  if (query.isPending) return <Skeleton h={300} />;
  if (query.isError) return <ErrorState title={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => query.refetch()} />;
  return <TabBody tab={tab} data={query.data} />;
}

function TabBody({ tab, data }: { tab: ProfileTab; data: ProfileTabData[ProfileTab] }) {
  const { t } = usePagesT();
  if (tab === 'about') {
    const about = data as ProfileTabData['about'];
    const lists = [
      ['about', about.about],
      ['contacts', about.contacts],
      ['overview', about.overview],
    ] as const;
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {lists.map(([key, items]) => (
          <Card withBorder key={key}>
            <Title order={2} size="h5" mb="sm" tt="uppercase" c="dimmed">
              {t(`profile.sections.${key}`)}
            </Title>
            <List spacing="xs" listStyleType="none">
              {items.map((item) => (
                <List.Item key={item.property}>
                  <Text span fw={500}>
                    {item.property}:
                  </Text>{' '}
                  {item.value}
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (tab === 'teams') {
    const teams = data as ProfileTabData['teams'];
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {teams.map((team) => (
          <Card withBorder key={team.title}>
            <Group mb="sm">
              <Avatar src={team.avatar} alt="" />
              <Title order={2} size="h5">
                {team.title}
              </Title>
            </Group>
            <Text size="sm" mb="sm">
              {team.description}
            </Text>
            <Group justify="space-between">
              <Avatar.Group>
                {team.avatarGroup.map((m) => (
                  <Avatar key={m.name} src={m.avatar} alt={m.name} size="sm" />
                ))}
                {team.extraMembers > 0 ? <Avatar size="sm">+{team.extraMembers}</Avatar> : null}
              </Avatar.Group>
              <Group gap={4}>
                {team.chips.map((c) => (
                  <Badge key={c.title} color={c.color} variant="light">
                    {c.title}
                  </Badge>
                ))}
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (tab === 'projects') {
    const projects = data as ProfileTabData['projects'];
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {projects.map((p) => (
          <Card withBorder key={p.title}>
            <Group mb="xs">
              <Avatar src={p.avatar} alt="" />
              <div>
                <Title order={2} size="h5">
                  {p.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('profile.client', { client: p.client })}
                </Text>
              </div>
            </Group>
            <Text size="sm" lineClamp={2} mb="sm">
              {p.description}
            </Text>
            <Group justify="space-between" mb={4}>
              <Text size="sm">{t('profile.tasks', { done: p.completedTask, total: p.totalTask })}</Text>
              <Badge variant="light" color={p.chipColor}>
                {t('profile.daysLeft', { count: p.daysLeft })}
              </Badge>
            </Group>
            <Progress value={p.totalTask ? (100 * p.completedTask) / p.totalTask : 0} aria-label={p.title} />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  const connections = data as ProfileTabData['connections'];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {connections.map((c) => (
        <Card withBorder key={c.name} ta="center">
          <Avatar src={c.avatar} alt={c.name} size={72} mx="auto" mb="sm" />
          <Title order={2} size="h5">
            {c.name}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {c.designation}
          </Text>
          <Group justify="center" gap={4} mb="sm">
            {c.chips.map((chip) => (
              <Badge key={chip.title} color={chip.color} variant="light">
                {chip.title}
              </Badge>
            ))}
          </Group>
          <Badge color={c.isConnected ? 'green' : 'gray'}>{c.isConnected ? t('profile.connected') : t('profile.notConnected')}</Badge>
        </Card>
      ))}
    </SimpleGrid>
  );
}
