// Verify email: tells where the activation link went, offers to skip, and to resend (success note).
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { SuccessState } from '../components/success-state/success-state';
import { useAuthLinkComponent, useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';

export interface VerifyEmailPageProps {
  variant?: AuthVariant;
  /** the address the link went to */
  email: string;
  /** sends the link again; defaults to succeeding at once */
  onResend?: () => Promise<void>;
  links?: Partial<AuthLinks>;
}

export function VerifyEmailPage({ variant = 'v1', email, onResend = () => Promise.resolve(), links: linkOverrides }: VerifyEmailPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const LinkComponent = useAuthLinkComponent();
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const resend = async () => {
    setFormError(null);
    setSending(true);
    try {
      await onResend();
      setResent(true);
    } catch {
      setFormError('errors.generic');
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout variant={variant} illustration="verify-email" title={t('verifyEmail.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('verifyEmail.text', { email })}</Text>
        <FormAlert message={formError} />
        {resent && <SuccessState title={t('verifyEmail.resentTitle')} text={t('verifyEmail.resentText')} />}
        <Button fullWidth renderRoot={(props: Record<string, unknown>) => <LinkComponent {...props} href={links.home} />}>
          {t('verifyEmail.skip')}
        </Button>
        <Text ta="center" size="sm">
          {t('verifyEmail.noMail')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void resend()} disabled={sending}>
            {t('verifyEmail.resend')}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
