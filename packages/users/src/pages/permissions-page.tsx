// /apps/permissions: server-side table (search by name, created date or role prefix; sort by
// name), role chips, add and edit dialogs, delete with confirmation.
import { PERMISSION_ROLES, permissionInputSchema, type PermissionRecord, type PermissionRole } from '@atrium/api';
import { ConfirmDialog, DataTable, FormActions, EmptyState, PageHeader, SearchInput, useReturnFocus, type DataTableColumn } from '@atrium/ui-kit';
import { ActionIcon, Badge, Button, Group, Modal, MultiSelect, Paper, Stack, TextInput, Tooltip } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeletePermission, useSavePermission } from '../api/mutations';
import { permissionsQuery } from '../api/queries';
import { fieldErrorsOf, QueryError, toastError, toastSuccess, toSort, useTableLabels } from '../components/table-helpers';
import { useFormatters, usePermissionName, useUsersTranslation } from '../lib/i18n';
import type { PermissionListSearch, SearchProps } from '../lib/search';

const CHIP_COLORS: Record<PermissionRole, MantineColor> = { administrator: 'violet', manager: 'yellow', users: 'green', support: 'cyan', 'restricted-user': 'red' };

export function PermissionDialog({ permission, onClose }: { permission?: PermissionRecord | undefined; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const permissionName = usePermissionName();
  const save = useSavePermission(permission?.id);
  const form = useForm<{ name: string; assignedTo: PermissionRole[] }>({
    initialValues: { name: permission?.name ?? '', assignedTo: permission?.assignedTo ?? [] },
    // the roles come from a fixed list, so a refused body is a missing name
    validate: (values) => (Object.keys(schemaResolver(permissionInputSchema, { sync: true })(values)).length > 0 ? { name: t('validation.required') } : {}),
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toastSuccess(permission ? t('permissions.updated', { name: permissionName(saved.name) }) : t('permissions.created', { name: permissionName(saved.name) }));
        onClose();
      },
      onError: (e) => {
        if (fieldErrorsOf(e).name) form.setFieldError('name', t('validation.permissionTaken'));
        else toastError(t('permissions.saveFailed'));
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={permission ? t('permissions.editTitle') : t('permissions.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('permissions.name')} required {...form.getInputProps('name')} />
          <MultiSelect label={t('permissions.assignedTo')} data={PERMISSION_ROLES.map((r) => ({ value: r, label: t(`roleNames.${r}`) }))} {...form.getInputProps('assignedTo')} />
          <FormActions
            placement="dialog"
            submitLabel={permission ? t('permissions.update') : t('permissions.add')}
            cancelLabel={t('actions.cancel')}
            onCancel={onClose}
            loading={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export function PermissionsPage({ search, onSearchChange }: SearchProps<PermissionListSearch>) {
  const { t } = useUsersTranslation();
  const fmt = useFormatters();
  const permissionName = usePermissionName();
  const labels = useTableLabels();
  const permissions = useQuery(permissionsQuery(search));
  const remove = useDeletePermission();
  const [dialog, setDialog] = useState<{ permission?: PermissionRecord } | null>(null);
  // the dialog unmounts on close: focus goes back to the button that opened it
  useReturnFocus(dialog !== null);
  const [pending, setPending] = useState<PermissionRecord | null>(null);

  // On a phone: the permission and who holds it stay; its date and actions fold into the row's
  // details (issue 36).
  const columns: Array<DataTableColumn<PermissionRecord>> = [
    { key: 'name', header: t('permissions.name'), sortable: true, render: (p) => permissionName(p.name) },
    {
      key: 'assignedTo',
      header: t('permissions.assignedTo'),
      render: (p) => (
        <Group gap={4}>
          {p.assignedTo.map((role) => (
            <Badge key={role} variant="light" color={CHIP_COLORS[role]} tt="none">
              {t(`roleNames.${role}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'createdDate', header: t('permissions.createdDate'), priority: 'secondary', render: (p) => <bdi>{fmt.permissionDate(p.createdDate)}</bdi> },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      priority: 'secondary',
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('actions.edit')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('permissions.editLabel', { name: permissionName(p.name) })} onClick={() => setDialog({ permission: p })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('permissions.deleteLabel', { name: permissionName(p.name) })} onClick={() => setPending(p)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('permissions.title')} description={t('permissions.description')} />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group justify="space-between" align="flex-end">
            <SearchInput
              label={t('list.search')}
              placeholder={t('permissions.searchPlaceholder')}
              clearLabel={t('actions.clear')}
              value={search.q ?? ''}
              onChange={(q) => onSearchChange({ q: q || undefined, page: 1 })}
              w={{ base: '100%', sm: 320 }}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
              {t('permissions.add')}
            </Button>
          </Group>
          <DataTable
            caption={t('permissions.caption')}
            columns={columns}
            rows={permissions.data?.permissions ?? []}
            rowKey={(p) => p.id}
            rowLabel={(p) => permissionName(p.name)}
            total={permissions.data?.totalPermissions ?? 0}
            page={search.page}
            pageSize={search.itemsPerPage}
            onPageChange={(page) => onSearchChange({ page })}
            onPageSizeChange={(itemsPerPage) => onSearchChange({ itemsPerPage, page: 1 })}
            sort={toSort(search.sortBy, search.orderBy)}
            onSortChange={(next) => onSearchChange({ sortBy: next ? 'name' : undefined, orderBy: next?.order, page: 1 })}
            loading={permissions.isPending}
            error={permissions.isError ? <QueryError error={permissions.error} onRetry={() => permissions.refetch()} /> : undefined}
            empty={<EmptyState title={t('permissions.emptyTitle')} compact />}
            // past the exact-count limit the total is a lower bound (decision 0020): "1–10 of 10,000+"
            labels={permissions.data?.totalExact === false ? { ...labels, range: (from, to, total) => t('table.rangeAtLeast', { from, to, total }) } : labels}
          />
        </Stack>
      </Paper>
      {dialog ? <PermissionDialog key={dialog.permission?.id ?? 'new'} permission={dialog.permission} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('permissions.deleteTitle')}
        message={t('permissions.deleteMessage', { name: permissionName(pending?.name ?? '') })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        errorMessage={t('permissions.deleteFailed')}
        onConfirm={async () => {
          if (!pending) return;
          await remove.mutateAsync(pending.id);
          toastSuccess(t('permissions.deleted', { name: permissionName(pending.name) }));
        }}
      />
    </Stack>
  );
}
