// A form-level error (not tied to one field), announced to screen readers.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslateError } from '../../form';

export function FormAlert({ message }: { message: string | null }) {
  const translate = useTranslateError();
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {translate(message)}
    </Alert>
  );
}
