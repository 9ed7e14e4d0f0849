import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  message: ReactNode;
  /** @default 'Delete' */
  confirmLabel?: ReactNode;
  /** @default 'Cancel' */
  cancelLabel?: ReactNode;
  /**
   * Runs the action. A returned promise keeps the confirm button loading; on success the dialog
   * closes, on rejection it stays open and shows the error.
   */
  onConfirm: () => unknown;
  /** shown when `onConfirm` rejects; defaults to the error's own message */
  errorMessage?: ReactNode;
  /** red confirm button, for destructive actions @default true */
  danger?: boolean;
  /** accessible name of the header's close button @default 'Close' */
  closeLabel?: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** Asks before an irreversible action. Cancel gets focus first, so Enter never destroys by accident. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  errorMessage,
  danger = true,
  closeLabel = 'Close',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReactNode>(null);

  // A stale error from the last attempt would be confusing when the dialog opens again
  // (adjusting state during render, as React recommends, instead of an effect).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setFailure(null);
  }

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage ?? messageOf(error));
    }
  };

  // While the action runs, closing would hide whether it succeeded.
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {failure ? (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
