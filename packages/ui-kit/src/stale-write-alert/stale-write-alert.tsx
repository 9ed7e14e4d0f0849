import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';

export interface StaleWriteAlertProps extends Omit<AlertProps, 'children' | 'color' | 'role'> {
  /** "Changed by someone else — reload", in the caller's language */
  message: string;
  reloadLabel: string;
  onReload: () => void;
}

/**
 * What a form shows after its save got a 409 (the record changed since it was read): the
 * message and a button that reads the record again. Labels come from the caller's translations.
 */
export function StaleWriteAlert({ message, reloadLabel, onReload, ...alertProps }: StaleWriteAlertProps) {
  return (
    <Alert color="orange" role="alert" {...alertProps}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="orange" onClick={onReload}>
          {reloadLabel}
        </Button>
      </Group>
    </Alert>
  );
}
