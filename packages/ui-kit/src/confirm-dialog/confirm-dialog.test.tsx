import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <output data-testid="state">{opened ? 'open' : 'closed'}</output>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Delete product?"
        message="This cannot be undone."
        onConfirm={() => undefined}
        {...props}
      />
    </>
  );
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('@atrium/ui-kit/ConfirmDialog', () => {
  it('puts focus on cancel first and uses the default labels', async () => {
    renderKit(<Harness />);
    expect(await screen.findByRole('dialog', { name: 'Delete product?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('awaits onConfirm with a loading button, then closes', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    renderKit(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByTestId('state')).toHaveTextContent('open');
    pending.resolve();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'));
  });

  it("stays open with the error's message when onConfirm rejects", async () => {
    renderKit(<Harness onConfirm={() => Promise.reject(new Error('Product is in an open order'))} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product is in an open order');
    expect(screen.getByTestId('state')).toHaveTextContent('open');
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-loading');
  });

  it('prefers the errorMessage prop and takes custom labels', async () => {
    renderKit(
      <Harness confirmLabel="Archive" cancelLabel="Keep" danger={false} errorMessage="Could not archive." onConfirm={() => Promise.reject(new Error('HTTP 500'))} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not archive.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByTestId('state')).toHaveTextContent('closed');
  });
});
