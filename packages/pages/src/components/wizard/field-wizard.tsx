// A data-driven wizard on top of `Wizard`: each step declares its fields and a zod schema; Next
// validates only that step, the last step reviews every answer, and Submit shows the result.
import { Alert, Button, Checkbox, Grid, NumberInput, SegmentedControl, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { usePagesT } from '../../lib/format';
import { zodErrors } from '../../lib/form';
import { Wizard } from './wizard';

export type FieldKind = 'text' | 'email' | 'password' | 'number' | 'select' | 'segmented' | 'textarea' | 'checkbox';
export type FieldValue = string | number | boolean;

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /** option values; labels are `wizards.options.<value>` */
  options?: readonly string[];
  /** columns of 12 from the sm breakpoint */
  span?: number;
}

export interface FieldStepDef {
  id: string;
  icon?: ReactNode;
  fields: readonly FieldDef[];
  schema: z.ZodType;
}

export interface FieldWizardProps {
  /** key under `wizards.` for the steps' labels */
  id: string;
  steps: readonly FieldStepDef[];
  initialValues: Record<string, FieldValue>;
  variant?: 'icons' | 'numbered';
  reviewIcon?: ReactNode;
  onSubmit?: (values: Record<string, FieldValue>) => void | Promise<void>;
}

export function FieldWizard({ id, steps, initialValues, variant = 'numbered', reviewIcon, onSubmit }: FieldWizardProps) {
  const { t } = usePagesT();
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<Record<string, FieldValue>>({ mode: 'controlled', initialValues });

  const label = (name: string) => t(`wizards.fields.${name}`);
  const display = (field: FieldDef, value: FieldValue | undefined) =>
    typeof value === 'boolean' ? t(value ? 'wizards.yes' : 'wizards.no') : field.options && typeof value === 'string' && value ? t(`wizards.options.${value}`) : String(value ?? '') || '—';

  const validateStep = (step: FieldStepDef) => () => {
    const errors = zodErrors(step.schema, form.getValues(), t);
    form.clearErrors();
    if (Object.keys(errors).length === 0) return true;
    form.setErrors(errors);
    return false;
  };

  const renderField = (field: FieldDef) => {
    // React warns when `key` arrives through a spread (a console error, caught by the stories)
    const key = form.key(field.name);
    const props = { label: label(field.name) };
    switch (field.kind) {
      case 'number':
        return <NumberInput key={key} {...props} {...form.getInputProps(field.name)} min={0} />;
      case 'select':
        return <Select key={key} {...props} {...form.getInputProps(field.name)} data={(field.options ?? []).map((o) => ({ value: o, label: t(`wizards.options.${o}`) }))} />;
      case 'segmented':
        return (
          <Stack gap={4}>
            <Text size="sm" fw={500}>{label(field.name)}</Text>
            <SegmentedControl key={key} aria-label={label(field.name)} {...form.getInputProps(field.name)} data={(field.options ?? []).map((o) => ({ value: o, label: t(`wizards.options.${o}`) }))} />
          </Stack>
        );
      case 'textarea':
        return <Textarea key={key} {...props} {...form.getInputProps(field.name)} autosize minRows={3} />;
      case 'checkbox':
        return <Checkbox key={key} {...props} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
      default:
        return <TextInput key={key} {...props} type={field.kind} {...form.getInputProps(field.name)} />;
    }
  };

  const fieldSteps = steps.map((step) => ({
    id: step.id,
    label: t(`wizards.${id}.steps.${step.id}`),
    icon: step.icon,
    validate: validateStep(step),
    content: (
      <Grid>
        {step.fields.map((field) => (
          <Grid.Col key={field.name} span={{ base: 12, sm: field.span ?? 6 }}>
            {renderField(field)}
          </Grid.Col>
        ))}
      </Grid>
    ),
  }));
  const values = form.getValues();
  const review = {
    id: 'review',
    label: t('wizards.review'),
    icon: reviewIcon,
    content: (
      <Stack>
        <Title order={2} size="h5">{t('wizards.reviewTitle')}</Title>
        {steps.map((step) => (
          <Table key={step.id} withTableBorder variant="vertical" layout="fixed">
            <Table.Caption>{t(`wizards.${id}.steps.${step.id}`)}</Table.Caption>
            <Table.Tbody>
              {step.fields.filter((f) => f.kind !== 'password').map((field) => (
                <Table.Tr key={field.name}>
                  <Table.Th w="40%">{label(field.name)}</Table.Th>
                  <Table.Td>{display(field, values[field.name])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      </Stack>
    ),
  };

  return (
    <Wizard
      steps={[...fieldSteps, review]}
      variant={variant}
      submitting={submitting}
      onSubmit={async () => {
        setSubmitting(true);
        try {
          await onSubmit?.(form.getValues());
          setDone(true);
        } finally {
          setSubmitting(false);
        }
      }}
      labels={{ next: t('wizards.next'), back: t('wizards.back'), submit: t('wizards.submit') }}
      result={
        done ? (
          <Stack align="center" py="lg">
            <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
            <Title order={2} size="h4">{t(`wizards.${id}.done`)}</Title>
            <Alert color="teal" role="status">{t('wizards.doneHint')}</Alert>
            <Button
              variant="light"
              onClick={() => {
                form.reset();
                setDone(false);
              }}
            >
              {t('wizards.again')}
            </Button>
          </Stack>
        ) : undefined
      }
    />
  );
}
