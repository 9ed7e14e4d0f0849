// Registration in three steps (account, personal, billing). Each step is validated with its own
// schema before the next opens; going back never validates. The last step submits everything.
import { Button, Group, Radio, SimpleGrid, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout, type AuthVariant } from '../components/auth-layout/auth-layout';
import { FormAlert } from '../components/form-alert/form-alert';
import { PasswordField } from '../components/password-field/password-field';
import { SuccessState } from '../components/success-state/success-state';
import { applySubmitError, useSchemaForm } from '../form';
import { AuthLink, useAuthLinks, type AuthLinks } from '../links';
import { AUTH_NAMESPACE } from '../namespace';
import {
  MULTI_STEP_KEYS,
  multiStepSchemas,
  PLANS,
  type MultiStepKey,
  type RegisterMultiStepsFormValues,
  type RegisterMultiStepsValues,
} from '../schemas';

export interface RegisterMultiStepsPageProps {
  /** the multi-step page has one layout in the spec; v2 (split screen) is the default */
  variant?: AuthVariant;
  onSubmit?: (values: RegisterMultiStepsValues) => Promise<void>;
  links?: Partial<AuthLinks>;
}

const EMPTY: RegisterMultiStepsFormValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  mobile: '',
  pincode: '',
  address: '',
  city: '',
  plan: '',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvv: '',
};

const stepResolvers = {
  account: schemaResolver(multiStepSchemas.account, { sync: true }),
  personal: schemaResolver(multiStepSchemas.personal, { sync: true }),
  billing: schemaResolver(multiStepSchemas.billing, { sync: true }),
} satisfies Record<MultiStepKey, unknown>;

/** All three step schemas, merged: what the app's onSubmit receives. */
function parseAll(values: RegisterMultiStepsFormValues): RegisterMultiStepsValues {
  return { ...multiStepSchemas.account.parse(values), ...multiStepSchemas.personal.parse(values), ...multiStepSchemas.billing.parse(values) };
}

export function RegisterMultiStepsPage({ variant = 'v2', onSubmit = () => Promise.resolve(), links: linkOverrides }: RegisterMultiStepsPageProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks(linkOverrides);
  const [active, setActive] = useState(0);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The form-wide schema is the last step's; earlier steps validate with their own on "Next".
  const form = useSchemaForm<RegisterMultiStepsFormValues>(multiStepSchemas.billing, EMPTY);
  const stepKey: MultiStepKey = MULTI_STEP_KEYS[active] ?? 'account';

  /** Validates only the current step's fields; true when they pass. */
  const validateStep = (key: MultiStepKey): boolean => {
    const errors = stepResolvers[key](form.getValues());
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (validateStep(stepKey)) setActive((step) => Math.min(step + 1, MULTI_STEP_KEYS.length - 1));
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    // The schemas of earlier steps are checked again: values may have changed after going back.
    for (const [index, key] of MULTI_STEP_KEYS.entries()) {
      if (!validateStep(key)) {
        setActive(index);
        return;
      }
    }
    try {
      await onSubmit(parseAll(values));
      setDone(true);
    } catch (error) {
      setFormError(applySubmitError(form, error, Object.keys(EMPTY)));
    }
  });

  const heading = (key: MultiStepKey) => (
    <Stack gap={0} mb="xs">
      <Title order={2} fz="h4">
        {t(`multiSteps.${key}.title`)}
      </Title>
      <Text c="dimmed" size="sm">
        {t(`multiSteps.${key}.subtitle`)}
      </Text>
    </Stack>
  );

  if (done) {
    return (
      <AuthLayout variant={variant} illustration="register" title={t('multiSteps.title')}>
        <SuccessState
          title={t('multiSteps.successTitle')}
          text={t('multiSteps.successText')}
          action={<AuthLink href={links.login}>{t('multiSteps.signIn')}</AuthLink>}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      variant={variant}
      illustration="register"
      title={t('multiSteps.title')}
      subtitle={t('multiSteps.stepOf', { current: active + 1, total: MULTI_STEP_KEYS.length })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          {/* Steps are not clickable forward: the only way on is "Next", which validates. */}
          <Stepper active={active} onStepClick={(step) => step < active && setActive(step)} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label={t('multiSteps.account.label')} description={t('multiSteps.account.description')}>
              {heading('account')}
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('fields.username')} autoComplete="username" required {...form.getInputProps('username')} />
                  <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
                </SimpleGrid>
                <PasswordField label={t('fields.password')} autoComplete="new-password" required withStrength {...form.getInputProps('password')} />
                <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={t('multiSteps.personal.label')} description={t('multiSteps.personal.description')}>
              {heading('personal')}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('multiSteps.personal.firstName')} autoComplete="given-name" required {...form.getInputProps('firstName')} />
                <TextInput label={t('multiSteps.personal.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
                <TextInput label={t('multiSteps.personal.mobile')} type="tel" autoComplete="tel" dir="ltr" required {...form.getInputProps('mobile')} />
                <TextInput label={t('multiSteps.personal.pincode')} autoComplete="postal-code" required {...form.getInputProps('pincode')} />
                <TextInput label={t('multiSteps.personal.address')} autoComplete="street-address" required {...form.getInputProps('address')} />
                <TextInput label={t('multiSteps.personal.city')} autoComplete="address-level2" required {...form.getInputProps('city')} />
              </SimpleGrid>
            </Stepper.Step>
            <Stepper.Step label={t('multiSteps.billing.label')} description={t('multiSteps.billing.description')}>
              {heading('billing')}
              <Stack gap="sm">
                <Radio.Group label={t('multiSteps.billing.plan')} required {...form.getInputProps('plan')}>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                    {PLANS.map((plan) => (
                      <Radio.Card key={plan} value={plan} p="sm" radius="md">
                        <Group wrap="nowrap" align="flex-start">
                          <Radio.Indicator />
                          {/* a radio card is a button: its lines are spans, not a bold paragraph axe takes for a heading */}
                          <div>
                            <Text component="span" display="block" fw={600}>
                              {t(`multiSteps.billing.plans.${plan}`)}
                            </Text>
                            <Text component="span" display="block" size="xs" c="dimmed">
                              {t(`multiSteps.billing.plans.${plan}Text`)}
                            </Text>
                          </div>
                        </Group>
                      </Radio.Card>
                    ))}
                  </SimpleGrid>
                </Radio.Group>
                <Text fw={600} mt="xs">
                  {t('multiSteps.billing.payment')}
                </Text>
                <TextInput
                  label={t('multiSteps.billing.cardNumber')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  dir="ltr"
                  placeholder="1234 5678 9012 3456"
                  required
                  {...form.getInputProps('cardNumber')}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label={t('multiSteps.billing.cardName')} autoComplete="cc-name" required {...form.getInputProps('cardName')} />
                  <TextInput label={t('multiSteps.billing.expiry')} autoComplete="cc-exp" dir="ltr" placeholder="MM/YY" required {...form.getInputProps('expiry')} />
                  <TextInput label={t('multiSteps.billing.cvv')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" required {...form.getInputProps('cvv')} />
                </SimpleGrid>
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setActive((step) => Math.max(step - 1, 0))} disabled={active === 0}>
              {t('multiSteps.back')}
            </Button>
            {active < MULTI_STEP_KEYS.length - 1 ? (
              <Button onClick={next}>{t('multiSteps.next')}</Button>
            ) : (
              <Button type="submit" loading={form.submitting}>
                {t('multiSteps.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
