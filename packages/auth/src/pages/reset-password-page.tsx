// Reset password: a new password twice (must match, 8+ characters), then a success state.
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../components/back-link/back-link';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { PasswordField } from '../components/password-field/password-field';
import { SuccessState } from '../components/success-state/success-state';
import { applySubmitError, useSchemaForm } from '../form';
import { useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';

export interface ResetPasswordPageProps {
  variant?: AuthVariant;
  /** stores the new password; defaults to succeeding at once */
  onSubmit?: (values: ResetPasswordValues) => Promise<void>;
  links?: Partial<AuthLinks>;
}

export function ResetPasswordPage({ variant = 'v1', onSubmit = () => Promise.resolve(), links: linkOverrides }: ResetPasswordPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ResetPasswordValues>(resetPasswordSchema, { password: '', confirmPassword: '' });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(resetPasswordSchema.parse(values));
      setDone(true);
    } catch (error) {
      setFormError(applySubmitError(form, error, ['password', 'confirmPassword']));
    }
  });

  return (
    <AuthLayout variant={variant} illustration="reset-password" title={t('reset.title')} subtitle={done ? undefined : t('reset.subtitle')}>
      {done ? (
        <SuccessState title={t('reset.successTitle')} text={t('reset.successText')} action={<BackLink href={links.login} label={t('reset.backToLogin')} />} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert message={formError} />
            <PasswordField label={t('fields.newPassword')} autoComplete="new-password" required withStrength {...form.getInputProps('password')} />
            <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('reset.submit')}
            </Button>
            <BackLink href={links.login} label={t('reset.backToLogin')} />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
