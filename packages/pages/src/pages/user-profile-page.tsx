// User profile: header from /api/pages/profile/header, one tab's data from /api/pages/profile?tab=.
import type { ProfileListItem, ProfileTab, ProfileTabData } from '@atrium/api';
import { formatNumber } from '@atrium/core/format';
import { EmptyState, ErrorState } from '@atrium/ui-kit';
import { Avatar, Badge, Box, Card, Group, Image, List, Progress, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
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
                  <bdi>{header.data.fullName}</bdi>
                </Title>
                <Group gap="md" c="dimmed">
                  <Group gap={4}>
                    <IconBriefcase size={16} aria-hidden />
                    <Text size="sm">
                      <bdi>{header.data.designation}</bdi>
                    </Text>
                  </Group>
                  {header.data.location !== '' ? (
                    <Group gap={4}>
                      <IconMapPin size={16} aria-hidden />
                      <Text size="sm">
                        <bdi>{header.data.location}</bdi>
                      </Text>
                    </Group>
                  ) : null}
                  {header.data.joiningDate !== '' ? (
                    <Group gap={4}>
                      <IconCalendar size={16} aria-hidden />
                      <Text size="sm">{t('profile.joined', { date: date(header.data.joiningDate) })}</Text>
                    </Group>
                  ) : null}
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

/** 'Full name' -> 'fullName': the i18n key of a field the API labels in English. */
export function profileFieldKey(property: string): string {
  const words = property.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`)).join('');
}

function displayName(lng: string, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([lng], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One line of the profile's about, contacts or overview lists in the reader's language: the
 * label translated when the app knows the field, codes (status, role, country, language) named,
 * counts formatted, and anything else (a name, a phone number) isolated so it keeps its own
 * direction. The English labels of the API ('Full Name: John Doe', 'Status: active') read as
 * they were on the Hebrew and Arabic pages (screenshot pass, issue 19).
 */
export function profileLine(item: ProfileListItem, t: TFunction, lng: string): { label: string; value: string; isolate: boolean } {
  const key = profileFieldKey(item.property);
  const label = t(`profile.fields.${key}`, { defaultValue: item.property });
  switch (key) {
    case 'status':
      return { label, value: t(`profile.status.${item.value}`, { defaultValue: item.value }), isolate: false };
    case 'role':
      return { label, value: t(`profile.roles.${item.value}`, { defaultValue: item.value }), isolate: false };
    case 'country':
      return { label, value: displayName(lng, 'region', item.value), isolate: false };
    case 'language':
      return { label, value: displayName(lng, 'language', item.value), isolate: false };
    default:
      return /^\d+$/.test(item.value) ? { label, value: formatNumber(Number(item.value), lng), isolate: false } : { label, value: item.value, isolate: true };
  }
}

function TabBody({ tab, data }: { tab: ProfileTab; data: ProfileTabData[ProfileTab] }) {
  const { t, lng } = usePagesT();
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
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('profile.empty.list')}
              </Text>
            ) : null}
            <List spacing="xs" listStyleType="none">
              {items.map((item) => {
                const line = profileLine(item, t, lng);
                return (
                  <List.Item key={item.property}>
                    <Text span fw={500}>
                      {t('profile.line', { label: line.label })}
                    </Text>{' '}
                    {line.isolate ? <bdi>{line.value}</bdi> : line.value}
                  </List.Item>
                );
              })}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  // an account's own profile starts without teams, projects or connections (decision 0029)
  if ((data as unknown[]).length === 0) {
    return <EmptyState title={t(`profile.empty.${tab}`)} description={t(`profile.empty.${tab}Hint`)} />;
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
                <bdi>{team.title}</bdi>
              </Title>
            </Group>
            <Text size="sm" mb="sm" dir="auto">
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
                  <bdi>{p.title}</bdi>
                </Title>
                <Text size="sm" c="dimmed">
                  {t('profile.client', { client: `\u2068${p.client}\u2069` })}
                </Text>
              </div>
            </Group>
            <Text size="sm" lineClamp={2} mb="sm" dir="auto">
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
            <bdi>{c.name}</bdi>
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            <bdi>{c.designation}</bdi>
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
