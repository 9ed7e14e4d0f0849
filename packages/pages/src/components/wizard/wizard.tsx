// A multi-step form shell: Next checks only the current step (its `validate` returns false to
// stay), Back never validates, finished steps can be revisited, the last step submits.
import { Alert, Button, Group, Paper, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';

export interface WizardStep {
  id: string;
  label: string;
  description?: string;
  icon?: ReactNode;
  content: ReactNode;
  /** true when the step may be left forward; it shows its own errors */
  validate?: () => boolean;
}

export interface WizardProps {
  steps: readonly WizardStep[];
  /** 'icons' shows each step's icon, 'numbered' the step number */
  variant?: 'icons' | 'numbered';
  onSubmit: () => void | Promise<void>;
  submitting?: boolean;
  /** shown instead of the steps once the wizard is done */
  result?: ReactNode;
  /** a submission failure, shown above the buttons */
  error?: ReactNode;
  labels: { next: string; back: string; submit: string };
}

export function Wizard({ steps, variant = 'numbered', onSubmit, submitting = false, result, error, labels }: WizardProps) {
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const narrow = useMediaQuery('(max-width: 48em)');
  const body = useRef<HTMLDivElement>(null);
  const last = active === steps.length - 1;

  const go = (index: number) => {
    setActive(index);
    setReached((r) => Math.max(r, index));
    // the new step's first field gets focus, so keyboard users continue where they are
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button, [tabindex="0"]')?.focus());
  };
  const next = () => {
    const step = steps[active];
    if (step?.validate && !step.validate()) return;
    if (last) void onSubmit();
    else go(active + 1);
  };

  if (result) return <Paper withBorder p="lg" radius="md">{result}</Paper>;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stepper
        active={active}
        onStepClick={(index) => index <= reached && go(index)}
        allowNextStepsSelect={false}
        orientation={narrow ? 'vertical' : 'horizontal'}
        size="sm"
      >
        {steps.map((step, index) => (
          <Stepper.Step key={step.id} label={step.label} description={step.description} icon={variant === 'icons' ? step.icon : index + 1} />
        ))}
      </Stepper>
      <Stack mt="lg" ref={body}>
        {steps[active]?.content}
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Group justify="space-between">
          <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0 || submitting}>
            {labels.back}
          </Button>
          <Button onClick={next} loading={submitting} color={last ? 'green' : undefined}>
            {last ? labels.submit : labels.next}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
