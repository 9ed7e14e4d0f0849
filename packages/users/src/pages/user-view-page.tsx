// /apps/user/view/{id}: profile card (task and project counts, details, plan and usage, edit,
// suspend) and the tabs, whose choice lives in the URL. An unknown id shows "User not found".
import { isApiError } from '@atrium/api';
import { ConfirmDialog, EmptyState, StatusBadge, useReturnFocus } from '@atrium/ui-kit';
import { Avatar, Badge, Button, Divider, Grid, Group, Paper, Progress, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconBriefcase, IconChecks, IconCreditCard, IconLink, IconLock, IconUser, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSuspendUser } from '../api/mutations';
import { userQuery } from '../api/queries';
import { EditUserDialog } from '../components/edit-user-dialog';
import { initials, QueryError, roleColor, toastSuccess, userStatusColors } from '../components/table-helpers';
import { AccountTab, BillingTab, ConnectionsTab, NotificationsTab, SecurityTab } from '../components/user-tabs';
import { useFormatters, useUsersTranslation } from '../lib/i18n';
import { AppLink, NavigateProvider, userPaths, type Navigate } from '../lib/link';
import { useRoleLabels } from '../lib/roles';
import { USER_TABS, type SearchProps, type UserTab, type UserViewSearch } from '../lib/search';

export interface UserViewPageProps extends SearchProps<UserViewSearch> {
  id: number;
  navigate?: Navigate;
}

const TAB_ICONS = { account: IconUser, security: IconLock, 'billing-plans': IconCreditCard, notifications: IconBell, connections: IconLink } as const;
/** Days used of a 30-day billing cycle: shown as the plan's usage. */
const PLAN_DAYS = 30;

export function UserViewPage({ id, navigate, search, onSearchChange }: UserViewPageProps) {
  const { t } = useUsersTranslation();
  const fmt = useFormatters();
  const roles = useRoleLabels();
  const user = useQuery(userQuery(id));
  const suspend = useSuspendUser(id);
  const [editing, setEditing] = useState(false);
  // the edit dialog unmounts on close: focus goes back to Edit
  useReturnFocus(editing);
  const [suspending, setSuspending] = useState(false);

  let body;
  if (user.isPending) body = <Skeleton height={480} radius="md" role="status" aria-label={t('table.loading')} />;
  else if (user.isError) {
    body =
      isApiError(user.error) && user.error.status === 404 ? (
        <EmptyState icon={<IconUserOff size={40} aria-hidden />} title={t('view.notFound')} description={t('view.notFoundDescription')} action={<AppLink to={userPaths.list}>{t('view.backToList')}</AppLink>} />
      ) : (
        <QueryError error={user.error} onRetry={() => user.refetch()} />
      );
  } else {
    const u = user.data;
    const usedDays = (u.id * 7) % PLAN_DAYS;
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Paper withBorder radius="md" p="lg">
              <Stack align="center" gap="xs">
                <Avatar src={u.avatar || null} alt="" size={96} radius="md" color={roleColor(u.role)}>
                  {initials(u.fullName)}
                </Avatar>
                <Title order={1} size="h3" ta="center">
                  {u.fullName}
                </Title>
                <Badge variant="light" color={roleColor(u.role)}>
                  {roles.label(u.role)}
                </Badge>
              </Stack>
              <Group justify="center" gap="xl" my="lg">
                <Group gap="xs">
                  <ThemeIcon variant="light" size="lg">
                    <IconChecks size={20} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text component="div" fw={600}>{fmt.number(u.taskDone)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('view.taskDone')}
                    </Text>
                  </div>
                </Group>
                <Group gap="xs">
                  <ThemeIcon variant="light" size="lg">
                    <IconBriefcase size={20} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text component="div" fw={600}>{fmt.number(u.projectDone)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('view.projectDone')}
                    </Text>
                  </div>
                </Group>
              </Group>
              <Divider mb="md" label={t('view.details')} labelPosition="left" />
              <Stack gap={6}>
                <Text size="sm">
                  <b>{t('fields.username')}:</b> <span dir="ltr">@{u.username}</span>
                </Text>
                <Text size="sm">
                  <b>{t('fields.email')}:</b> {u.email}
                </Text>
                <Group gap={6}>
                  <Text size="sm" fw={700}>
                    {t('fields.status')}:
                  </Text>
                  <StatusBadge status={u.status} colors={userStatusColors} label={t(`statuses.${u.status}`)} />
                </Group>
                <Text size="sm">
                  <b>{t('fields.taxId')}:</b> {u.taxId || '—'}
                </Text>
                <Text size="sm">
                  <b>{t('fields.contact')}:</b> <span dir="ltr">{u.contact || '—'}</span>
                </Text>
                <Text size="sm">
                  <b>{t('fields.language')}:</b> {u.language}
                </Text>
                <Text size="sm">
                  <b>{t('fields.country')}:</b> {u.country || '—'}
                </Text>
              </Stack>
              <Group justify="center" mt="lg">
                <Button onClick={() => setEditing(true)}>{t('actions.edit')}</Button>
                <Button variant="light" color="red" disabled={u.status === 'inactive'} onClick={() => setSuspending(true)}>
                  {t('view.suspend')}
                </Button>
              </Group>
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Group justify="space-between">
                <Badge size="lg" variant="light">
                  {t(`plans.${u.currentPlan}`)}
                </Badge>
              </Group>
              <Text size="sm" mt="md">
                {t('view.planUsage', { used: fmt.number(usedDays), total: fmt.number(PLAN_DAYS) })}
              </Text>
              <Progress value={(usedDays / PLAN_DAYS) * 100} mt="xs" aria-label={t('view.planUsageLabel')} />
              <Text size="xs" c="dimmed" mt={4}>
                {t('view.daysLeft', { n: fmt.number(PLAN_DAYS - usedDays) })}
              </Text>
              <Button fullWidth mt="md" variant="light" onClick={() => onSearchChange({ tab: 'billing-plans' })}>
                {t('billingTab.upgrade')}
              </Button>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={search.tab} onChange={(tab) => onSearchChange({ tab: (tab ?? 'account') as UserTab })} keepMounted={false}>
            <Tabs.List mb="md">
              {USER_TABS.map((tab) => {
                const Icon = TAB_ICONS[tab];
                return (
                  <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                    {t(`tabs.${tab}`)}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            <Tabs.Panel value="account">
              <AccountTab user={u} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab user={u} />
            </Tabs.Panel>
            <Tabs.Panel value="billing-plans">
              <BillingTab user={u} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsTab />
            </Tabs.Panel>
            <Tabs.Panel value="connections">
              <ConnectionsTab />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        {editing ? <EditUserDialog user={u} opened onClose={() => setEditing(false)} /> : null}
        <ConfirmDialog
          opened={suspending}
          onClose={() => setSuspending(false)}
          title={t('view.suspendTitle')}
          message={t('view.suspendMessage', { name: u.fullName })}
          confirmLabel={t('view.suspend')}
          cancelLabel={t('actions.cancel')}
          errorMessage={t('view.saveFailed')}
          onConfirm={async () => {
            await suspend.mutateAsync();
            toastSuccess(t('view.suspended', { name: u.fullName }));
          }}
        />
      </Grid>
    );
  }
  return <NavigateProvider navigate={navigate}>{body}</NavigateProvider>;
}
