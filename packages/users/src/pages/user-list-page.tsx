// /apps/user/list: stat cards over every user and the URL-driven users table.
import { PageHeader, StatCard } from '@atrium/ui-kit';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { userStatsQuery } from '../api/queries';
import { UsersTable } from '../components/users-table';
import { useFormatters, useUsersTranslation } from '../lib/i18n';
import { NavigateProvider, type Navigate } from '../lib/link';
import type { SearchProps, UserListSearch } from '../lib/search';

export interface UserListPageProps extends SearchProps<UserListSearch> {
  navigate?: Navigate;
}

export function UserListPage({ navigate, ...props }: UserListPageProps) {
  const { t } = useUsersTranslation();
  const fmt = useFormatters();
  const stats = useQuery(userStatsQuery());
  const value = (n: number | undefined) => (n === undefined ? '—' : fmt.number(n));
  return (
    <NavigateProvider navigate={navigate}>
      <Stack gap="lg">
        <PageHeader title={t('list.title')} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <StatCard label={t('stats.total')} value={value(stats.data?.total)} icon={<IconUsers size={22} aria-hidden />} loading={stats.isPending} />
          <StatCard label={t('stats.active')} value={value(stats.data?.active)} color="green" icon={<IconUserCheck size={22} aria-hidden />} loading={stats.isPending} />
          <StatCard label={t('stats.pending')} value={value(stats.data?.pending)} color="yellow" icon={<IconUserExclamation size={22} aria-hidden />} loading={stats.isPending} />
          <StatCard label={t('stats.inactive')} value={value(stats.data?.inactive)} color="gray" icon={<IconUserOff size={22} aria-hidden />} loading={stats.isPending} />
        </SimpleGrid>
        <UsersTable {...props} />
      </Stack>
    </NavigateProvider>
  );
}
