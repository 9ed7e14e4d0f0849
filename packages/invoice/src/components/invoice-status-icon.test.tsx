// Balances in the invoice list read left to right inside right-to-left pages (issue 21).
import { describe, expect, it } from 'vitest';
import { renderInvoice } from '../test/render';
import { BalanceCell } from './invoice-status-icon';

describe('@atrium/invoice BalanceCell', () => {
  it('in Arabic, an amount owed is isolated left to right', () => {
    const { container } = renderInvoice(<BalanceCell balance={594} />, { language: 'ar' });
    const bdi = container.querySelector('bdi');
    expect(bdi).toHaveAttribute('dir', 'ltr');
    expect(bdi?.textContent).toMatch(/594\.00/);
  });

  it('in Arabic, a credit keeps its amount between the Unicode isolates LRI and PDI', () => {
    const { container } = renderInvoice(<BalanceCell balance={-279} />, { language: 'ar' });
    expect(container.textContent).toMatch(/\u2066[^\u2069]*279\.00[^\u2069]*\u2069/);
  });
});
