import { getApiClient } from '@atrium/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from '../test/render';
import { InvoiceEditPage } from './invoice-edit-page';

describe('@atrium/invoice/InvoiceEditPage', () => {
  it('computes totals in cents as lines change (0.10 + 0.20 = 0.30, no drift)', async () => {
    renderInvoice(<InvoiceEditPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /Cost/ }), '0.10');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const costs = screen.getAllByRole('textbox', { name: /Cost/ });
    await userEvent.type(costs[1] as HTMLElement, '0.20');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$0.30');
  });

  it('moves and removes lines', async () => {
    renderInvoice(<InvoiceEditPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Item/ }), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Item/ })[1] as HTMLElement, 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(screen.getAllByRole('textbox', { name: /^Item/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['Second', 'First']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Item/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['First']);
  });

  it('an unknown id shows the §8 message', async () => {
    renderInvoice(<InvoiceEditPage id={1} />);
    expect(await screen.findByText('No invoice found with this id')).toBeInTheDocument();
  });
});

describe('@atrium/invoice/InvoiceEditPage: someone else saved first', () => {
  it('a save over a newer version shows "changed by someone else — reload", keeps their change, and saves after the reload', async () => {
    renderInvoice(<InvoiceEditPage id={4987} navigate={() => undefined} />);
    const note = await screen.findByRole('textbox', { name: 'Note' });
    // another person saves the invoice meanwhile (through the API, as their browser would)
    const { invoice } = await getApiClient().getInvoice(4987);
    const theirs = { issuedDate: invoice.issuedDate, dueDate: invoice.dueDate, client: invoice.client, items: invoice.items ?? [], note: 'their change', version: invoice.version };
    await getApiClient().updateInvoice(4987, theirs);
    await userEvent.clear(note);
    await userEvent.type(note, 'my change');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed by someone else — reload')).toBeInTheDocument();
    expect((await getApiClient().getInvoice(4987)).invoice.note).toBe('their change');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('their change'));
    expect(screen.queryByText('Changed by someone else — reload')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), ' and mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await getApiClient().getInvoice(4987)).invoice.note).toBe('their change and mine'));
  });
});
