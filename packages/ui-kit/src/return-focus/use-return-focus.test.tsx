import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../test/render';
import { useReturnFocus } from './use-return-focus';

/** A page that mounts its dialog only while it is open, as the roles and calendar pages do. */
function Page({ withHook }: { withHook: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add role</Button>
      {withHook ? <ReturnFocus open={open} /> : null}
      {open ? (
        <Modal opened onClose={() => setOpen(false)} title="New role">
          <input aria-label="Name" data-autofocus />
        </Modal>
      ) : null}
    </>
  );
}

function ReturnFocus({ open }: { open: boolean }) {
  useReturnFocus(open);
  return null;
}

describe('@atrium/ui-kit/useReturnFocus', () => {
  it('gives focus back to the opener when a dialog that unmounts on close is closed with Escape (issue 23)', async () => {
    const user = userEvent.setup();
    renderKit(<Page withHook />);
    const opener = screen.getByRole('button', { name: 'Add role' });
    opener.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('is needed: without it focus is lost to the page', async () => {
    const user = userEvent.setup();
    renderKit(<Page withHook={false} />);
    const opener = screen.getByRole('button', { name: 'Add role' });
    opener.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opener).not.toHaveFocus();
  });
});
