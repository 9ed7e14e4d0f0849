// Add or edit a role: its name and the permission matrix (each subject × read, write, create,
// delete, with select-all). Saved through the API; the matrix becomes CASL rules at login.
import { emptyMatrix, ROLE_ACTIONS, roleInputSchema, type RoleAction, type RolePermission, type RoleRecord } from '@atrium/api';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
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
  const [name, setName] = useState(role?.name ?? '');
  const [matrix, setMatrix] = useState(() => fullMatrix(role?.permissions));
  const [nameError, setNameError] = useState<string | null>(null);

  const allTicked = matrix.every((row) => ROLE_ACTIONS.every((a) => row[a]));
  const someTicked = matrix.some((row) => ROLE_ACTIONS.some((a) => row[a]));
  const toggle = (subject: string, action: RoleAction) => setMatrix((rows) => rows.map((row) => (row.subject === subject ? { ...row, [action]: !row[action] } : row)));

  const submit = () => {
    const body = { name, permissions: matrix };
    if (!roleInputSchema.safeParse(body).success) {
      setNameError(t('validation.required'));
      return;
    }
    save.mutate(body, {
      onSuccess: (saved) => {
        toastSuccess(role ? t('roles.updated', { name: saved.name }) : t('roles.created', { name: saved.name }));
        onClose();
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (errors.name) setNameError(t('validation.roleTaken'));
        else toastError(t('roles.saveFailed'));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={role ? t('roles.editTitle') : t('roles.addTitle')} size="xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label={t('roles.name')}
            required
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
          />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('roles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
