// Sign up. The app's onRegister creates the user (POST /api/apps/users) and signs in; field
// errors it rejects with land under their fields, the rest above the form.
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { PasswordField } from '../components/password-field/password-field';
import { applySubmitError, useSchemaForm } from '../form';
import { AuthLink, useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import { registerSchema, type RegisterFormValues, type RegisterValues } from '../schemas';

export interface RegisterPageProps {
  variant?: AuthVariant;
  onRegister: (values: RegisterValues) => Promise<void>;
  links?: Partial<AuthLinks>;
}

export function RegisterPage({ variant = 'v1', onRegister, links: linkOverrides }: RegisterPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<RegisterFormValues>(registerSchema, { username: '', email: '', password: '', terms: false });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await onRegister(registerSchema.parse(values));
    } catch (error) {
      setFormError(applySubmitError(form, error, ['username', 'email', 'password']));
    }
  });

  return (
    <AuthLayout variant={variant} illustration="register" title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput label={t('fields.username')} autoComplete="username" required {...form.getInputProps('username')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordField label={t('fields.password')} autoComplete="new-password" required withStrength {...form.getInputProps('password')} />
          <Checkbox label={t('register.agree')} {...form.getInputProps('terms', { type: 'checkbox' })} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('register.submit')}
          </Button>
          <Text ta="center" size="sm">
            {t('register.haveAccount')}{' '}
            <AuthLink href={links.login} size="sm" underline="always">
              {t('register.signIn')}
            </AuthLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
