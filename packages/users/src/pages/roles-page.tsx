// /apps/roles: a card per role (user count, avatars, edit, delete), the add/edit dialog with the
// permission matrix, and the users table below.
import { BUILT_IN_ROLE_SLUGS, type RoleSummary } from '@atrium/api';
import { ConfirmDialog, PageHeader, useReturnFocus } from '@atrium/ui-kit';
import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteRole } from '../api/mutations';
import { rolesQuery } from '../api/queries';
import { RoleDialog } from '../components/role-dialog';
import { initials, QueryError, toastSuccess } from '../components/table-helpers';
import { UsersTable } from '../components/users-table';
import { useFormatters, useUsersTranslation } from '../lib/i18n';
import { NavigateProvider, type Navigate } from '../lib/link';
import { useRoleLabels } from '../lib/roles';
import { userListSearchSchema, type UserListSearch } from '../lib/search';

export interface RolesPageProps {
  navigate?: Navigate;
}

export function RolesPage({ navigate }: RolesPageProps) {
  const { t } = useUsersTranslation();
  const fmt = useFormatters();
  const roles = useQuery(rolesQuery());
  const { label } = useRoleLabels();
  const remove = useDeleteRole();
  const [dialog, setDialog] = useState<{ role?: RoleSummary } | null>(null);
  // the dialog unmounts on close: focus goes back to the button or link that opened it
  useReturnFocus(dialog !== null);
  const [pending, setPending] = useState<RoleSummary | null>(null);
  // the table here is a secondary view: its filters stay on the page, not in the URL
  const [search, setSearch] = useState<UserListSearch>(() => userListSearchSchema.parse({}));

  return (
    <NavigateProvider navigate={navigate}>
      <Stack gap="lg">
        <PageHeader title={t('roles.title')} description={t('roles.description')} />
        {roles.isError ? <QueryError error={roles.error} onRetry={() => roles.refetch()} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {roles.isPending
            ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={130} radius="md" />)
            : (roles.data ?? []).map((role) => (
                <Card key={role.id} withBorder radius="md" padding="lg" component="section" aria-label={label(role.slug)}>
                  <Group justify="space-between" mb="md">
                    <Text size="sm" c="dimmed">
                      {t('roles.totalUsers', { n: fmt.number(role.totalUsers) })}
                    </Text>
                    {/* 32 px faces that overlap by 4 px, each on its own colour: at 26 px with the
                        default overlap the initials ran into each other (issue 21) */}
                    <Avatar.Group spacing={4}>
                      {role.users.map((u) => (
                        <Tooltip key={u.id} label={u.fullName} withArrow>
                          <Avatar src={u.avatar || null} alt={u.fullName} name={u.fullName} color="initials" radius="xl" size={32} data-testid="role-avatar">
                            {initials(u.fullName)}
                          </Avatar>
                        </Tooltip>
                      ))}
                      {role.totalUsers > role.users.length ? (
                        <Avatar radius="xl" size={32} data-testid="role-avatar" role="img" aria-label={t('roles.moreUsers', { n: fmt.number(role.totalUsers - role.users.length) })}>
                          +{fmt.number(role.totalUsers - role.users.length)}
                        </Avatar>
                      ) : null}
                    </Avatar.Group>
                  </Group>
                  <Title order={2} size="h4">
                    {label(role.slug)}
                  </Title>
                  <Group justify="space-between" mt="xs">
                    <Anchor component="button" type="button" size="sm" onClick={() => setDialog({ role })} aria-label={t('roles.editLabel', { name: label(role.slug) })}>
                      {t('roles.edit')}
                    </Anchor>
                    {/* the roles the product gives by itself cannot be deleted (the API answers 409) */}
                    {BUILT_IN_ROLE_SLUGS.includes(role.slug) ? null : (
                      <Anchor component="button" type="button" size="sm" c="red" onClick={() => setPending(role)} aria-label={t('roles.deleteLabel', { name: label(role.slug) })}>
                        {t('actions.delete')}
                      </Anchor>
                    )}
                  </Group>
                </Card>
              ))}
          <Card withBorder radius="md" padding="lg">
            <Stack align="flex-start" justify="space-between" h="100%">
              <Text size="sm" c="dimmed">
                {t('roles.addHint')}
              </Text>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
                {t('roles.add')}
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('roles.usersTitle')}
        </Title>
        <UsersTable search={search} onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))} />
      </Stack>
      {dialog ? <RoleDialog key={dialog.role?.id ?? 'new'} opened onClose={() => setDialog(null)} role={dialog.role} /> : null}
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('roles.deleteTitle')}
        message={t('roles.deleteMessage', { name: pending?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        errorMessage={pending && pending.totalUsers > 0 ? t('roles.inUse', { name: pending.name }) : t('roles.deleteFailed')}
        onConfirm={async () => {
          if (!pending) return;
          await remove.mutateAsync(pending.id);
          toastSuccess(t('roles.deleted', { name: pending.name }));
        }}
      />
    </NavigateProvider>
  );
}
