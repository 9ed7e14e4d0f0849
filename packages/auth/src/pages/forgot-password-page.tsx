// Forgot password: validates the email, runs the app's callback (there is no API call in the
// spec), then shows where the link went.
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/back-link/back-link';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { SuccessState } from '../components/success-state/success-state';
import { applySubmitError, useSchemaForm } from '../form';
import { useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

export interface ForgotPasswordPageProps {
  variant?: AuthVariant;
  /** sends the reset link; resolves when done (defaults to succeeding at once) */
  onSubmit?: (values: ForgotPasswordValues) => Promise<void>;
  links?: Partial<AuthLinks>;
}

export function ForgotPasswordPage({ variant = 'v1', onSubmit = () => Promise.resolve(), links: linkOverrides }: ForgotPasswordPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordValues>(forgotPasswordSchema, { email: '' });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const parsed = forgotPasswordSchema.parse(values);
      await onSubmit(parsed);
      setSentTo(parsed.email);
    } catch (error) {
      setFormError(applySubmitError(form, error, ['email']));
    }
  });

  return (
    <AuthLayout variant={variant} illustration="forgot-password" title={t('forgot.title')} subtitle={sentTo === null ? t('forgot.subtitle') : undefined}>
      {sentTo !== null ? (
        <SuccessState
          title={t('forgot.successTitle')}
          text={t('forgot.successText', { email: sentTo })}
          action={<BackLink href={links.login} label={t('forgot.backToLogin')} />}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('forgot.submit')}
            </Button>
            <BackLink href={links.login} label={t('forgot.backToLogin')} />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
