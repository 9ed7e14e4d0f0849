import { getApiClient, type UserDetail } from '@atrium/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUsers } from '../test/render';
import { EditUserDialog } from './edit-user-dialog';

describe('@atrium/users/EditUserDialog', () => {
  it('an edit of a user someone else changed meanwhile says so and offers a reload, leaving their change', async () => {
    const api = getApiClient();
    const read: UserDetail = await api.getUser(4);
    // someone else saves the user after this dialog read it
    await api.updateUser(4, { company: 'Changed Elsewhere Ltd', version: read.version });
    const onClose = vi.fn();
    renderUsers(<EditUserDialog user={read} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Company/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Company/ }), 'My Edit Ltd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else — reload');
    expect((await api.getUser(4)).company).toBe('Changed Elsewhere Ltd');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onClose).toHaveBeenCalled();
  });
});
