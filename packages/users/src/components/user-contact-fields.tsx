// The name, sign-in and contact fields a user has, the same in the add drawer and the edit dialog.
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useUsersTranslation } from '../lib/i18n';

export type UserContactField = 'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country';

/** `inputProps` is the form's `getInputProps`. */
export function UserContactFields({ inputProps }: { inputProps: (field: UserContactField) => GetInputPropsReturnType }) {
  const { t } = useUsersTranslation();
  return (
    <>
      <TextInput label={t('fields.fullName')} required {...inputProps('fullName')} />
      <TextInput label={t('fields.username')} required {...inputProps('username')} />
      <TextInput type="email" label={t('fields.email')} required {...inputProps('email')} />
      <TextInput label={t('fields.contact')} {...inputProps('contact')} />
      <TextInput label={t('fields.company')} {...inputProps('company')} />
      <TextInput label={t('fields.country')} {...inputProps('country')} />
    </>
  );
}
