import { getApiClient, roleRulesFromMatrix } from '@atrium/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUsers } from '../test/render';
import { RoleDialog } from './role-dialog';

describe('@atrium/users/RoleDialog', () => {
  it('saves the ticked matrix through the API; read on invoices becomes exactly that rule', async () => {
    const onClose = vi.fn();
    renderUsers(<RoleDialog opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Invoice reader');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read Invoices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = (await getApiClient().getRoles()).find((r) => r.name === 'Invoice reader');
    expect(saved && roleRulesFromMatrix(saved.permissions)).toEqual([{ action: 'read', subject: 'Invoice' }]);
  });

  it('select all ticks every cell, and a taken name is refused on the field', async () => {
    renderUsers(<RoleDialog opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    const cells = within(dialog).getAllByRole('checkbox').slice(1);
    expect(cells.every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A role with this name exists')).toBeInTheDocument();
  });

  it('an edit of a role someone else changed meanwhile says so and offers a reload, leaving their change', async () => {
    const api = getApiClient();
    const read = (await api.getRoles()).find((r) => r.slug === 'support');
    if (!read) throw new Error('the seed has Support');
    // someone else saves the role after this dialog read it
    await api.updateRole(read.id, { name: 'Support desk', permissions: read.permissions, version: read.version });
    const onClose = vi.fn();
    renderUsers(<RoleDialog opened onClose={onClose} role={read} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read Invoices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Changed by someone else — reload');
    const now = (await api.getRoles()).find((r) => r.id === read.id);
    expect(now).toMatchObject({ name: 'Support desk', permissions: read.permissions, version: read.version + 1 });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onClose).toHaveBeenCalled();
  });
});
