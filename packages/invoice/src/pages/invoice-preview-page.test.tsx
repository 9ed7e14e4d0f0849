// The preview's §8 answer for an unknown id (moved from e2e/invoice: it needs no real browser;
// the route to the page is walked in e2e/routes).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from '../test/render';
import { InvoicePreviewPage } from './invoice-preview-page';

describe('@atrium/invoice/InvoicePreviewPage', () => {
  it('an unknown invoice shows the §8 message and a way back to the list', async () => {
    renderInvoice(<InvoicePreviewPage id={1} />);
    expect(await screen.findByText('No invoice found with this id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute('href', '/apps/invoice/list');
  });
});
