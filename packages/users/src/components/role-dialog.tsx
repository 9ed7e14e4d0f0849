// Add or edit a role: its name and the permission matrix (each subject × read, write, create,
// delete, with select-all). Saved through the API; the matrix becomes CASL rules at login.
import { emptyMatrix, isStaleWriteError, ROLE_ACTIONS, roleInputSchema, type RoleAction, type RolePermission, type RoleRecord } from '@atrium/api';
import { FormActions, StaleWriteAlert } from '@atrium/ui-kit';
import { Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usersKeys } from '../api/keys';
import { useSaveRole } from '../api/mutations';
import { useUsersTranslation } from '../lib/i18n';
import { fieldErrorsOf, toastError, toastSuccess } from './table-helpers';

/** The stored rows laid over a full matrix, so every subject has a row to tick. */
function fullMatrix(stored: readonly RolePermission[] = []): RolePermission[] {
  return emptyMatrix().map((row) => stored.find((s) => s.subject === row.subject) ?? row);
}

export interface RoleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** absent: a new role */
  role?: RoleRecord | undefined;
}

export function RoleDialog({ opened, onClose, role }: RoleDialogProps) {
  const { t } = useUsersTranslation();
  const save = useSaveRole(role?.id);
  const queryClient = useQueryClient();
  // someone else saved the role since this dialog read it (409): their change is not overwritten
  const [stale, setStale] = useState(false);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    setStale(false);
    onClose();
  };
  const form = useForm({
    initialValues: { name: role?.name ?? '', permissions: fullMatrix(role?.permissions) },
    // the matrix is always whole, so a refused body is a missing name
    validate: (values) => (Object.keys(schemaResolver(roleInputSchema, { sync: true })(values)).length > 0 ? { name: t('validation.required') } : {}),
  });
  const matrix = form.values.permissions;
  const setMatrix = (rows: RolePermission[]) => form.setFieldValue('permissions', rows);

  const allTicked = matrix.every((row) => ROLE_ACTIONS.every((a) => row[a]));
  const someTicked = matrix.some((row) => ROLE_ACTIONS.some((a) => row[a]));
  const toggle = (subject: string, action: RoleAction) => setMatrix(matrix.map((row) => (row.subject === subject ? { ...row, [action]: !row[action] } : row)));

  const submit = form.onSubmit((body) =>
    // an edit sends the version it read: the API refuses it if the role changed since (409)
    save.mutate(role ? { ...body, version: role.version } : body, {
      onSuccess: (saved) => {
        toastSuccess(role ? t('roles.updated', { name: saved.name }) : t('roles.created', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        if (isStaleWriteError(error)) setStale(true);
        else if (fieldErrorsOf(error).name) form.setFieldError('name', t('validation.roleTaken'));
        else toastError(t('roles.saveFailed'));
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={role ? t('roles.editTitle') : t('roles.addTitle')} size="xl" closeButtonProps={{ 'aria-label': t('add.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {stale && <StaleWriteAlert message={t('view.staleWrite')} reloadLabel={t('view.reload')} onReload={() => void reload()} />}
          <TextInput label={t('roles.name')} required {...form.getInputProps('name')} />
          <Text fw={600}>{t('roles.permissions')}</Text>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('roles.subject')}</Table.Th>
                  {ROLE_ACTIONS.map((action) => (
                    <Table.Th key={action} ta="center">
                      {t(`roles.actions.${action}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Checkbox
                      label={t('roles.selectAll')}
                      checked={allTicked}
                      indeterminate={someTicked && !allTicked}
                      onChange={() => setMatrix(emptyMatrix(!allTicked))}
                    />
                  </Table.Td>
                </Table.Tr>
                {matrix.map((row) => (
                  <Table.Tr key={row.subject}>
                    <Table.Td>{t(`subjects.${row.subject}`)}</Table.Td>
                    {ROLE_ACTIONS.map((action) => (
                      <Table.Td key={action}>
                        <Group justify="center">
                          <Checkbox
                            aria-label={t('roles.cellLabel', { action: t(`roles.actions.${action}`), subject: t(`subjects.${row.subject}`) })}
                            checked={row[action]}
                            onChange={() => toggle(row.subject, action)}
                          />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <FormActions placement="dialog" submitLabel={t('roles.save')} cancelLabel={t('actions.cancel')} onCancel={onClose} loading={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
