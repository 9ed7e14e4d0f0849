// "Add user": the contract's newUserSchema checks the form; the server adds what only it knows
// (email or username already in use), shown on the field.
import { BILLING_METHODS, newUserSchema, roleRefSchema, USER_PLANS } from '@atrium/api';
import { FormActions } from '@atrium/ui-kit';
import { Drawer, Select, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useAddUser, type NewUserWithRole } from '../api/mutations';
import { useUsersTranslation } from '../lib/i18n';
import { useRoleLabels } from '../lib/roles';
import { fieldErrorsOf, toastError, toastSuccess } from './table-helpers';
import { UserContactFields } from './user-contact-fields';

type Values = { fullName: string; username: string; email: string; contact: string; company: string; country: string; role: string; currentPlan: string; billing: string };

const ERROR_KEYS: Record<string, string> = { email: 'validation.email', fullName: 'validation.required', username: 'validation.required', role: 'validation.required', currentPlan: 'validation.required', contact: 'validation.contact' };

// the role is set through its own call after the user exists, but the form asks for it here
const addUserFormSchema = newUserSchema.extend({ role: roleRefSchema });

export function AddUserDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useUsersTranslation();
  const add = useAddUser();
  const roles = useRoleLabels();
  const form = useForm<Values>({
    initialValues: { fullName: '', username: '', email: '', contact: '', company: '', country: '', role: '', currentPlan: '', billing: 'Manual-Credit Card' },
    validate: (values) => {
      const errors = schemaResolver(addUserFormSchema, { sync: true })(values);
      const out: Record<string, string> = {};
      for (const key of Object.keys(errors)) out[key] = t(ERROR_KEYS[key] ?? 'validation.required');
      if (values.contact && !/^\+?[\d\s()-]{6,20}$/.test(values.contact)) out.contact = t('validation.contact');
      return out;
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate({ ...values, status: 'active' } as NewUserWithRole, {
      onSuccess: (user) => {
        toastSuccess(t('add.created', { name: user.fullName }));
        form.reset();
        onClose();
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (Object.keys(errors).length === 0) toastError(t('add.failed'));
        for (const [key, message] of Object.entries(errors)) {
          form.setFieldError(key, message.includes('already in use') ? t(key === 'email' ? 'validation.emailTaken' : 'validation.usernameTaken') : t(ERROR_KEYS[key] ?? 'validation.required'));
        }
      },
    }),
  );
  return (
    <Drawer opened={opened} onClose={onClose} title={t('add.title')} position="right" size="md" closeButtonProps={{ 'aria-label': t('add.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <UserContactFields inputProps={form.getInputProps} />
          <Select label={t('fields.role')} description={t('fields.roleHint')} required data={roles.options} {...form.getInputProps('role')} />
          <Select label={t('fields.plan')} required data={USER_PLANS.map((p) => ({ value: p, label: t(`plans.${p}`) }))} {...form.getInputProps('currentPlan')} />
          <Select label={t('fields.billing')} allowDeselect={false} data={BILLING_METHODS.map((b) => ({ value: b, label: t(`billing.${b.replace(/[^a-zA-Z]/g, '')}`) }))} {...form.getInputProps('billing')} />
          <FormActions submitLabel={t('add.submit')} cancelLabel={t('actions.cancel')} onCancel={onClose} loading={add.isPending} />
        </Stack>
      </form>
    </Drawer>
  );
}
