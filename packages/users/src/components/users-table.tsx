// The users table with its filters (role, plan, status, search), §7 sorts, paging, add drawer,
// delete confirmation and CSV export. URL-held on the users list; local on the roles page.
import { fetchAllPages, getApiClient, USER_PLANS, USER_STATUSES, type User } from '@atrium/api';
import { ConfirmDialog, DataTable, EmptyState, ExportCsvButton, FilterBar, SearchInput, StatusBadge, toCsv, TruncatedText, type DataTableColumn } from '@atrium/ui-kit';
import { ActionIcon, Avatar, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDeleteUser } from '../api/mutations';
import { usersQuery } from '../api/queries';
import { useUsersTranslation } from '../lib/i18n';
import { AppLink, userPaths, useNavigateTo } from '../lib/link';
import { useRoleLabels } from '../lib/roles';
import { toUsersQuery, type SearchProps, type UserListSearch } from '../lib/search';
import { AddUserDrawer } from './add-user-drawer';
import { initials, QueryError, roleColor, toastSuccess, toSort, userStatusColors, useTableLabels } from './table-helpers';

const userKey = (u: User) => u.id;
const userName = (u: User) => u.fullName;
// closed, the drawer's form is not rendered again with each render of the table
const AddUser = memo(AddUserDrawer);

/**
 * A row's icon button with its tooltip. Mantine's Tooltip (floating-ui's hover, focus, dismiss and
 * role hooks and a transition per instance) mounts beside the button, pointed at it, when the
 * pointer first comes over it, and opens: two per row, they were a large part of rendering a new
 * page of rows (issue 34, decision 0005). The button itself never remounts (a click in flight
 * keeps its target); the tooltip shows on hover only, as Mantine's does by default, and the
 * button's accessible name is its `label` either way.
 */
function RowAction({ tooltip, label, color, onClick, children }: { tooltip: string; label: string; color: string; onClick: () => void; children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ActionIcon ref={ref} variant="subtle" color={color} aria-label={label} onClick={onClick} onPointerEnter={hovered ? undefined : () => setHovered(true)}>
        {children}
      </ActionIcon>
      {hovered ? <Tooltip label={tooltip} target={ref} defaultOpened /> : null}
    </>
  );
}

/** Runs `fn` when the browser is idle (a timeout where it has no idle callback). */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(fn, 200);
  return () => clearTimeout(handle);
}

/**
 * The next page of the list on screen, asked for once the browser is idle after this one has
 * painted: "Next page" then renders from the cache instead of waiting for the API (issue 34).
 * One page ahead, same filter and sort; nothing past the last page.
 */
function usePrefetchNextPage(search: UserListSearch, total: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (total === undefined || search.page * search.itemsPerPage >= total) return undefined;
    return whenIdle(() => void client.prefetchQuery(usersQuery({ ...search, page: search.page + 1 })));
  }, [client, search, total]);
}

export function UsersTable({ search, onSearchChange }: SearchProps<UserListSearch>) {
  const { t } = useUsersTranslation();
  const navigateTo = useNavigateTo();
  const labels = useTableLabels();
  const roles = useRoleLabels();
  const users = useQuery(usersQuery(search));
  const remove = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<User | null>(null);
  const filtered = Boolean(search.q || search.role || search.plan || search.status);
  usePrefetchNextPage(search, users.data && !users.isPlaceholderData ? users.data.totalUsers : undefined);

  // On a phone the list answers "who, with which role, active or not": user, role and status stay;
  // email, plan, billing and the row's actions fold into its details (issue 36).
  // One array per language and role names: the table's rows are memoised against it, so a sort or
  // page change does not render the rows on screen again while the next page loads (issue 34).
  const roleLabel = roles.label;
  const columns = useMemo<Array<DataTableColumn<User>>>(() => [
    {
      key: 'user',
      header: t('columns.user'),
      sortable: true,
      render: (u) => (
        <Group gap="sm" wrap="nowrap">
          {/* on a phone the picture gives its room to the role and status (issue 36) */}
          <Avatar src={u.avatar || null} alt="" radius="xl" size="md" color={roleColor(u.role)} visibleFrom="sm">
            {initials(u.fullName)}
          </Avatar>
          <div style={{ minWidth: 0, maxWidth: 'min(180px, 34vw)' }}>
            <AppLink to={userPaths.view(u.id)} fw={500} size="sm">
              {u.fullName}
            </AppLink>
            {/* a long handle is cut at its own end rather than widening the row past a phone */}
            <TruncatedText size="xs" c="dimmed" title={`@${u.username}`}>
              @{u.username}
            </TruncatedText>
          </div>
        </Group>
      ),
    },
    { key: 'email', header: t('columns.email'), sortable: true, priority: 'secondary', render: (u) => <bdi>{u.email}</bdi> },
    { key: 'role', header: t('columns.role'), sortable: true, render: (u) => <Text size="sm">{roleLabel(u.role)}</Text> },
    { key: 'plan', header: t('columns.plan'), sortable: true, priority: 'secondary', render: (u) => t(`plans.${u.currentPlan}`) },
    { key: 'billing', header: t('columns.billing'), sortable: true, priority: 'secondary', render: (u) => t(`billing.${u.billing.replace(/[^a-zA-Z]/g, '')}`) },
    { key: 'status', header: t('columns.status'), sortable: true, render: (u) => <StatusBadge status={u.status} colors={userStatusColors} label={t(`statuses.${u.status}`)} /> },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      priority: 'secondary',
      render: (u) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <RowAction tooltip={t('actions.view')} color="gray" label={t('list.viewLabel', { name: u.fullName })} onClick={() => navigateTo(userPaths.view(u.id))}>
            <IconEye size={18} aria-hidden />
          </RowAction>
          <RowAction tooltip={t('actions.delete')} color="red" label={t('list.deleteLabel', { name: u.fullName })} onClick={() => setPending(u)}>
            <IconTrash size={18} aria-hidden />
          </RowAction>
        </Group>
      ),
    },
  ], [t, roleLabel, navigateTo]);
  const closeAdding = useCallback(() => setAdding(false), []);

  /** Every page of the current filter and sort, not only the visible rows. */
  const exportCsv = async () => {
    // the users list answers page 1 past the end (SPEC §9): fetchAllPages stops when the page differs
    const rows = await fetchAllPages(async (paging) => {
      const res = await getApiClient().getUsers({ ...toUsersQuery(search), ...paging });
      return { rows: res.users, total: res.totalUsers, page: res.page };
    });
    return toCsv(rows, [
      { key: 'id', header: 'ID' },
      { key: 'fullName', header: 'Name' },
      { key: 'username', header: 'Username' },
      { key: 'email', header: 'Email' },
      { key: 'role', header: 'Role' },
      { key: 'currentPlan', header: 'Plan' },
      { key: 'billing', header: 'Billing' },
      { key: 'status', header: 'Status' },
      { key: 'contact', header: 'Contact' },
      { key: 'country', header: 'Country' },
    ]);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <FilterBar
          label={t('list.filters')}
          active={filtered}
          resetLabel={t('actions.resetFilters')}
          onReset={() => onSearchChange({ q: undefined, role: undefined, plan: undefined, status: undefined, page: 1 })}
          cols={{ base: 1, sm: 2, lg: 4 }}
        >
          <SearchInput label={t('list.search')} placeholder={t('list.searchPlaceholder')} clearLabel={t('actions.clear')} value={search.q ?? ''} onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })} />
          <Select
            label={t('fields.role')}
            placeholder={t('list.allRoles')}
            clearable
            data={roles.options}
            value={search.role ?? null}
            onChange={(v) => onSearchChange({ role: (v ?? undefined), page: 1 })}
          />
          <Select
            label={t('fields.plan')}
            placeholder={t('list.allPlans')}
            clearable
            data={USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))}
            value={search.plan ?? null}
            onChange={(v) => onSearchChange({ plan: (v ?? undefined), page: 1 })}
          />
          <Select
            label={t('fields.status')}
            placeholder={t('list.allStatuses')}
            clearable
            data={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            value={search.status ?? null}
            onChange={(v) => onSearchChange({ status: (v ?? undefined), page: 1 })}
          />
        </FilterBar>
        <Group justify="flex-end">
          <ExportCsvButton label={t('actions.export')} filename="users.csv" getCsv={exportCsv} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('add.open')}
          </Button>
        </Group>
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={users.data?.users ?? []}
          rowKey={userKey}
          rowLabel={userName}
          total={users.data?.totalUsers ?? 0}
          page={users.data?.page ?? search.page}
          pageSize={search.itemsPerPage}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={(itemsPerPage) => onSearchChange({ itemsPerPage, page: 1 })}
          sort={toSort(search.sortBy, search.orderBy)}
          onSortChange={(next) => onSearchChange({ sortBy: next?.key as UserListSearch['sortBy'], orderBy: next?.order, page: 1 })}
          loading={users.isPending}
          error={users.isError ? <QueryError error={users.error} onRetry={() => users.refetch()} /> : undefined}
          empty={<EmptyState title={t('list.emptyTitle')} description={filtered ? t('list.emptyFiltered') : undefined} compact />}
          labels={users.data?.totalExact === false ? { ...labels, range: (from, to, total) => t('table.rangeAtLeast', { from, to, total }) } : labels}
        />
      </Stack>
      <AddUser opened={adding} onClose={closeAdding} />
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: pending?.fullName ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        errorMessage={t('list.deleteFailed')}
        onConfirm={async () => {
          if (!pending) return;
          await remove.mutateAsync(pending.id);
          toastSuccess(t('list.deleted', { name: pending.fullName }));
        }}
      />
    </Paper>
  );
}
