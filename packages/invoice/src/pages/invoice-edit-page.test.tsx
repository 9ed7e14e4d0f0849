import { screen } from '@testing-library/react';
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
