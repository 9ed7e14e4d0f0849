// Edits a user's details, including the role of /apps/roles they hold (what they may do).
import { isStaleWriteError, roleRefSchema, USER_PLANS, USER_STATUSES, userUpdateSchema, type UserDetail } from '@atrium/api';
import { FormActions, StaleWriteAlert } from '@atrium/ui-kit';
import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usersKeys } from '../api/keys';
import { useUpdateUser } from '../api/mutations';
import { useUsersTranslation } from '../lib/i18n';
import { useRoleLabels } from '../lib/roles';
import { fieldErrorsOf, toastError, toastSuccess } from './table-helpers';
import { UserContactFields } from './user-contact-fields';

/** The dialog edits the user's fields and, through its own call, their role. */
const editUserFormSchema = userUpdateSchema.extend({ role: roleRefSchema });

export function EditUserDialog({ user, opened, onClose }: { user: UserDetail; opened: boolean; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const update = useUpdateUser(user.id);
  const roles = useRoleLabels();
  const queryClient = useQueryClient();
  // someone else saved the user since this dialog read it (409): their change is not overwritten
  const [stale, setStale] = useState(false);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    setStale(false);
    onClose();
  };
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
    },
    validate: (values) => {
      const errors = schemaResolver(editUserFormSchema, { sync: true })(values);
      const out: Record<string, string> = {};
      for (const key of Object.keys(errors)) out[key] = t(key === 'email' ? 'validation.email' : 'validation.required');
      return out;
    },
  });
  const submit = form.onSubmit((values) => {
    // the role goes through its own call (and permission): send it only when it changed
    // the version read: the API refuses the edit if the user changed since (409)
    return update.mutate({ ...values, version: user.version, role: values.role !== user.role ? values.role : undefined }, {
      onSuccess: () => {
        toastSuccess(t('view.saved'));
        onClose();
      },
      onError: (error) => {
        if (isStaleWriteError(error)) {
          setStale(true);
          return;
        }
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
          {stale && <StaleWriteAlert message={t('view.staleWrite')} reloadLabel={t('view.reload')} onReload={() => void reload()} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <UserContactFields inputProps={form.getInputProps} />
            <TextInput label={t('fields.language')} {...form.getInputProps('language')} />
            <TextInput label={t('fields.taxId')} {...form.getInputProps('taxId')} />
            <Select label={t('fields.role')} description={t('fields.roleHint')} allowDeselect={false} data={roles.options} {...form.getInputProps('role')} />
            <Select label={t('fields.plan')} allowDeselect={false} data={USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))} {...form.getInputProps('currentPlan')} />
            <Select label={t('fields.status')} allowDeselect={false} data={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} {...form.getInputProps('status')} />
          </SimpleGrid>
          <FormActions placement="dialog" submitLabel={t('view.save')} cancelLabel={t('actions.cancel')} onCancel={onClose} loading={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
