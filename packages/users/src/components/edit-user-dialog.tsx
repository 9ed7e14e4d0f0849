// Edits a user's details, including the role (permission matrix) they log in with.
import { USER_PLANS, USER_ROLES, USER_STATUSES, userRoleBodySchema, userUpdateSchema, type UserDetail } from '@atrium/api';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useUpdateUser } from '../api/mutations';
import { rolesQuery } from '../api/queries';
import { zodValidate } from '../lib/form';
import { useUsersTranslation } from '../lib/i18n';
import { fieldErrorsOf, toastError, toastSuccess } from './table-helpers';

/** The dialog edits the user's fields and, through its own call, their roles. */
const editUserFormSchema = userUpdateSchema.extend({ role: userRoleBodySchema.shape.role, roleId: userRoleBodySchema.shape.roleId });

export function EditUserDialog({ user, opened, onClose }: { user: UserDetail; opened: boolean; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const update = useUpdateUser(user.id);
  const roles = useQuery(rolesQuery());
  const form = useForm({
    initialValues: {
      fullName: user.fullName,
      username: user.username,
      email: user.email,
      contact: user.contact,
      company: user.company,
      country: user.country,
      language: user.language,
      taxId: user.taxId,
      role: user.role,
      currentPlan: user.currentPlan,
      status: user.status,
      roleId: user.roleId === undefined ? '' : String(user.roleId),
    },
    validate: (values) => {
      const errors = zodValidate(editUserFormSchema)({ ...values, roleId: values.roleId ? Number(values.roleId) : null });
      const out: Record<string, string> = {};
      for (const key of Object.keys(errors)) out[key] = t(key === 'email' ? 'validation.email' : 'validation.required');
      return out;
    },
  });
  const submit = form.onSubmit((values) => {
    const roleId = values.roleId ? Number(values.roleId) : null;
    // roles go through their own call (and permission): send them only when they changed
    const roleChanged = values.role !== user.role;
    const roleIdChanged = roleId !== (user.roleId ?? null);
    return update.mutate({ ...values, role: roleChanged ? values.role : undefined, roleId: roleIdChanged ? roleId : undefined }, {
      onSuccess: () => {
        toastSuccess(t('view.saved'));
        onClose();
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length === 0) toastError(t('view.saveFailed'));
        if (errors.email) form.setFieldError('email', t('validation.emailTaken'));
        if (errors.username) form.setFieldError('username', t('validation.usernameTaken'));
      },
    });
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('view.editTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.fullName')} required {...form.getInputProps('fullName')} />
            <TextInput label={t('fields.username')} required {...form.getInputProps('username')} />
            <TextInput type="email" label={t('fields.email')} required {...form.getInputProps('email')} />
            <TextInput label={t('fields.contact')} {...form.getInputProps('contact')} />
            <TextInput label={t('fields.company')} {...form.getInputProps('company')} />
            <TextInput label={t('fields.country')} {...form.getInputProps('country')} />
            <TextInput label={t('fields.language')} {...form.getInputProps('language')} />
            <TextInput label={t('fields.taxId')} {...form.getInputProps('taxId')} />
            <Select label={t('fields.role')} allowDeselect={false} data={USER_ROLES.map((r) => ({ value: r, label: t(`userRoles.${r}`) }))} {...form.getInputProps('role')} />
            <Select label={t('fields.plan')} allowDeselect={false} data={USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))} {...form.getInputProps('currentPlan')} />
            <Select label={t('fields.status')} allowDeselect={false} data={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} {...form.getInputProps('status')} />
            <Select
              label={t('fields.accessRole')}
              description={t('fields.accessRoleHint')}
              placeholder={t('fields.noAccessRole')}
              clearable
              data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              {...form.getInputProps('roleId')}
              onChange={(value: string | null) => form.setFieldValue('roleId', value ?? '')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('view.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
