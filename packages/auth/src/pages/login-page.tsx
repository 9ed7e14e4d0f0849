// Sign in (SPEC §7 login, §8 login errors): the app's onSubmit posts to the API; a rejected
// promise carrying field errors shows them under the fields and leaves what was typed.
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { PasswordField } from '../components/password-field/password-field';
import { submitErrorsOf, useTranslateError, type FieldErrors } from '../submit-errors';
import { AuthLink, useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import type { LoginValues } from '../login-schema';

export interface DemoAccount {
  role: 'admin' | 'client';
  email: string;
  password: string;
}

/**
 * The mock backend's sign-in users, for a demo build to pass as `demoAccounts` so anyone can try
 * both roles. Not shown by default: a build against a real server must not advertise them.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
];

export interface LoginPageProps {
  variant?: AuthVariant;
  /** Signs in. Reject with `{ errors: { email: [...] } }` (or an ApiError whose body has it). */
  onSubmit: (values: LoginValues) => Promise<void>;
  links?: Partial<AuthLinks>;
  /** sign-in pairs to offer (the demo build passes DEMO_ACCOUNTS); none by default */
  demoAccounts?: readonly DemoAccount[];
  initialValues?: Partial<LoginValues>;
}

export function LoginPage({ variant = 'v1', onSubmit, links: linkOverrides, demoAccounts = [], initialValues }: LoginPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [formError, setFormError] = useState<string | null>(null);
  const hintId = useId();
  // Two fields and a checkbox in plain state: @mantine/form was a sixth of the page's JavaScript
  // over budget (docs/decisions/0005). Typing in a field clears its error, as Mantine's form did.
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember: false, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const translate = useTranslateError();
  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: translate(errors[name]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  // The schema (and zod with it) loads on the first submit, not with the page: the login page
  // is the first screen a visitor waits for.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const { loginSchema } = await import('../login-schema');
      const parsed = loginSchema.safeParse(values);
      if (!parsed.success) {
        const next: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '');
          if (key && !(key in next)) next[key] = issue.message;
        }
        setErrors(next);
        return;
      }
      setErrors({});
      try {
        await onSubmit(parsed.data);
      } catch (error) {
        const result = submitErrorsOf(error, ['email', 'password']);
        if (result.fields) setErrors(result.fields);
        setFormError(result.form);
      }
    } finally {
      setSubmitting(false);
    }
  };

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
                  onClick={() => {
                    setValues((current) => ({ ...current, email: account.email, password: account.password }));
                    setErrors({});
                  }}
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
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the form is the page
              autoFocus
              {...field('email')}
            />
            <PasswordField label={t('fields.password')} autoComplete="current-password" required {...field('password')} />
            <Group justify="space-between">
              <Checkbox label={t('login.remember')} checked={values.remember} onChange={(event) => {
                  // read now: React clears currentTarget once the handler returns
                  const remember = event.currentTarget.checked;
                  setValues((current) => ({ ...current, remember }));
                }}
              />
              <AuthLink href={links.forgotPassword} size="sm">
                {t('login.forgot')}
              </AuthLink>
            </Group>
            <Button type="submit" fullWidth loading={submitting}>
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
