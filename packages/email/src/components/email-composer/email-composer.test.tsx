import { getDb } from '@atrium/mock-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEmail } from '../../test/render';
import { EmailComposer } from './email-composer';

describe('@atrium/email/EmailComposer', () => {
  it('refuses bad addresses, then sends: the mail is stored in sent', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderEmail(<EmailComposer opened onClose={onClose} onDone={onDone} />);
    const to = await screen.findByPlaceholderText('name@example.com');
    await user.type(to, 'not-an-address,');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Quarterly numbers');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter valid email addresses')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // Backspace in the empty field removes the last address
    await user.type(to, '{Backspace}');
    await user.type(to, 'jane.doe@example.com,');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalledWith('sent');
    const stored = getDb().emails.find((e) => e.subject === 'Quarterly numbers');
    expect(stored).toMatchObject({ folder: 'sent', to: [{ email: 'jane.doe@example.com', name: 'Jane Doe' }] });
  });

  it('saves a draft without recipients', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderEmail(<EmailComposer opened onClose={() => undefined} onDone={onDone} />);
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Idea');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('draft'));
    expect(getDb().emails.find((e) => e.subject === 'Idea')?.folder).toBe('draft');
  });

  it('asks before discarding what was written', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderEmail(<EmailComposer opened onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Draft text');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Discard this message?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'Discard message' }));
    expect(onClose).toHaveBeenCalled();
  });
});
