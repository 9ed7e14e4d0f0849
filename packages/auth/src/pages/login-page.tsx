// Sign in (SPEC §7 login, §8 login errors): the app's onSubmit posts to the API; a rejected
// promise carrying field errors shows them under the fields and leaves what was typed.
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { PasswordField } from '../components/password-field/password-field';
import { applySubmitError, useTranslatedForm } from '../form';
import { AuthLink, useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import type { LoginValues } from '../login-schema';

export interface DemoAccount {
  role: 'admin' | 'client';
  email: string;
  password: string;
}

/** The mock backend's sign-in users, shown on the page so anyone can try both roles. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
];

export interface LoginPageProps {
  variant?: AuthVariant;
  /** Signs in. Reject with `{ errors: { email: [...] } }` (or an ApiError whose body has it). */
  onSubmit: (values: LoginValues) => Promise<void>;
  links?: Partial<AuthLinks>;
  /** pass `[]` to hide the demo accounts */
  demoAccounts?: readonly DemoAccount[];
  initialValues?: Partial<LoginValues>;
}

export function LoginPage({ variant = 'v1', onSubmit, links: linkOverrides, demoAccounts = DEMO_ACCOUNTS, initialValues }: LoginPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [formError, setFormError] = useState<string | null>(null);
  const hintId = useId();
  const form = useTranslatedForm<LoginValues>({ email: '', password: '', remember: false, ...initialValues });

  // The schema (and zod with it) loads on the first submit, not with the page: the login page
  // is the first screen a visitor waits for.
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { loginSchema } = await import('../login-schema');
    const errors = schemaResolver(loginSchema, { sync: true })(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await onSubmit(loginSchema.parse(values));
    } catch (error) {
      setFormError(applySubmitError(form, error, ['email', 'password']));
    }
  });

  return (
    <AuthLayout variant={variant} illustration="login" title={t('login.title', { app: t('common:app.name') })} subtitle={t('login.subtitle')}>
      <Stack gap="md">
        {demoAccounts.length > 0 && (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-primary-color-light)">
            <Text size="sm" fw={600} mb={4}>
              {t('login.demoTitle')}
            </Text>
            {/* Each button's name is its visible text (WCAG 2.5.3), what it does is its description;
                24 px targets with a gap between them (WCAG 2.5.8). */}
            <Stack gap={6}>
              {demoAccounts.map((account) => (
                <UnstyledButton
                  key={account.role}
                  onClick={() => form.setValues({ email: account.email, password: account.password })}
                  aria-describedby={`${hintId}-${account.role}`}
                  mih={28}
                  py={4}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <Text size="sm">
                    {t(account.role === 'admin' ? 'login.demoAdmin' : 'login.demoClient', { email: account.email, password: account.password })}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
            {demoAccounts.map((account) => (
              // hidden: read only as the button's description
              <span key={account.role} id={`${hintId}-${account.role}`} hidden>
                {t(account.role === 'admin' ? 'login.useAdmin' : 'login.useClient')}
              </span>
            ))}
          </Paper>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the page
              autoFocus
              {...form.getInputProps('email')}
            />
            <PasswordField label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="space-between">
              <Checkbox label={t('login.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
              <AuthLink href={links.forgotPassword} size="sm">
                {t('login.forgot')}
              </AuthLink>
            </Group>
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('login.submit')}
            </Button>
            <Text ta="center" size="sm">
              {t('login.newHere')}{' '}
              {/* a link inside a sentence is told apart by more than colour (WCAG 1.4.1) */}
              <AuthLink href={links.register} size="sm" underline="always">
                {t('login.createAccount')}
              </AuthLink>
            </Text>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
