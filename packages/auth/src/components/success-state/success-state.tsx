// The "done" state of forgot / reset / two-steps / verify / multi-step: replaces the form.
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SuccessStateProps {
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}

export function SuccessState({ title, text, action }: SuccessStateProps) {
  return (
    <Stack align="center" ta="center" gap="sm" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="green">
        <IconCircleCheck size={32} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {title}
      </Text>
      <Text c="dimmed">{text}</Text>
      {action}
    </Stack>
  );
}
