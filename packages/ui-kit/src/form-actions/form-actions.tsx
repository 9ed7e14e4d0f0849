// The submit/cancel row at the foot of a form (drawers, dialogs). Labels come from the caller's
// translations: the kit has none of its own.
import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  /** text of the submit button, which submits the enclosing `<form>` */
  submitLabel: ReactNode;
  /** text of the cancel button */
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** the submit is under way: the submit button spins and can't be pressed twice; cancel stays usable */
  loading?: boolean;
  /** the submit button can't be pressed (nothing to save yet) */
  submitDisabled?: boolean;
  /** the cancel button can't be pressed (a Discard with nothing to discard) */
  cancelDisabled?: boolean;
  /** more actions at the far (end) side, such as Delete */
  extra?: ReactNode;
  /** passed to the row, e.g. `mt="sm"` */
  mt?: GroupProps['mt'];
  /**
   * `form` (default): submit first from the start edge, as at the foot of a drawer or page.
   * `dialog`: Cancel then submit at the end edge, as in a modal and the kit's ConfirmDialog.
   */
  placement?: 'form' | 'dialog';
}

/**
 * Submit first, then Cancel, from the start edge: left in English, right in Arabic and Hebrew
 * (flex follows `dir`, no physical sides); in a dialog, Cancel then submit at the end edge.
 * Cancel is a plain button, so it never submits.
 */
export function FormActions({ submitLabel, cancelLabel, onCancel, loading = false, submitDisabled = false, cancelDisabled = false, extra, mt, placement = 'form' }: FormActionsProps) {
  const submit = (
    <Button type="submit" loading={loading} disabled={submitDisabled} aria-busy={loading || undefined}>
      {submitLabel}
    </Button>
  );
  const cancel = (
    <Button type="button" variant="default" onClick={onCancel} disabled={cancelDisabled}>
      {cancelLabel}
    </Button>
  );
  const dialog = placement === 'dialog';
  const actions = (
    <Group gap="sm" justify={dialog ? 'flex-end' : 'flex-start'} mt={extra ? undefined : mt}>
      {dialog ? cancel : submit}
      {dialog ? submit : cancel}
    </Group>
  );
  if (!extra) return actions;
  return (
    <Group justify="space-between" mt={mt}>
      {actions}
      {extra}
    </Group>
  );
}
