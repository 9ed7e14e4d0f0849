// Two-step verification: a six-digit code (paste fills every box), resend, and a success state.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { CodeInput } from '../components/code-input/code-input';
import { FormAlert } from '../components/form-alert/form-alert';
import { SuccessState } from '../components/success-state/success-state';
import { applySubmitError, useSchemaForm, useTranslateError } from '../form';
import { AuthLink, useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import { CODE_LENGTH, twoStepsSchema, type TwoStepsValues } from '../schemas';

export interface TwoStepsPageProps {
  variant?: AuthVariant;
  /** checks the code; reject with `{ errors: { code: [...] } }` for a wrong one. Defaults to success. */
  onVerify?: (values: TwoStepsValues) => Promise<void>;
  /** sends a new code; defaults to succeeding at once */
  onResend?: () => Promise<void>;
  /** the masked number the code went to, e.g. "•••• ••• 1234" */
  phoneHint?: string;
  links?: Partial<AuthLinks>;
}

export function TwoStepsPage({
  variant = 'v1',
  onVerify = () => Promise.resolve(),
  onResend = () => Promise.resolve(),
  phoneHint,
  links: linkOverrides,
}: TwoStepsPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [verified, setVerified] = useState(false);
  const [resent, setResent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<TwoStepsValues>(twoStepsSchema, { code: '' });
  const translateError = useTranslateError();

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await onVerify(twoStepsSchema.parse(values));
      setVerified(true);
    } catch (error) {
      setFormError(applySubmitError(form, error, ['code']));
    }
  });

  const resend = async () => {
    setFormError(null);
    setResent(false);
    try {
      await onResend();
      setResent(true);
    } catch (error) {
      setFormError(applySubmitError(form, error, []));
    }
  };

  return (
    <AuthLayout variant={variant} illustration="two-steps" title={t('twoSteps.title')} subtitle={verified ? undefined : t('twoSteps.subtitle')}>
      {verified ? (
        <SuccessState
          title={t('twoSteps.successTitle')}
          text={t('twoSteps.successText')}
          action={<AuthLink href={links.home}>{t('twoSteps.continue')}</AuthLink>}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {phoneHint !== undefined && (
              <Text fw={600} dir="ltr" ta="start">
                {t('twoSteps.phone', { phone: phoneHint })}
              </Text>
            )}
            <FormAlert message={formError} />
            <CodeInput
              label={t('twoSteps.label')}
              length={CODE_LENGTH}
              value={form.values.code}
              onChange={(code) => form.setFieldValue('code', code)}
              error={translateError(form.errors.code)}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is what the page is for
              autoFocus
            />
            <Button type="submit" fullWidth loading={form.submitting}>
              {t('twoSteps.submit')}
            </Button>
            <Text ta="center" size="sm">
              {t('twoSteps.noCode')}{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => void resend()}>
                {t('twoSteps.resend')}
              </Anchor>
            </Text>
            {resent && (
              <Text ta="center" size="sm" c="green" role="status">
                {t('twoSteps.resent')}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
