import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { useFormatters } from './format';

function Price({ amount }: { amount: string }) {
  return <span data-testid="price">{useFormatters().money(amount)}</span>;
}

describe('@atrium/ecommerce/useFormatters money', () => {
  // regression (ar dark screenshot of /apps/ecommerce/product/list): '30.99 US$' read '$US 30.99'
  // in the price column, and the order list's amounts likewise
  it('isolates an amount in Arabic and Hebrew, "US$" whole, and only there (decision 0017)', () => {
    for (const language of ['ar', 'he'] as const) {
      const { unmount } = renderPage(<Price amount="$30.99" />, { language });
      expect(screen.getByTestId('price').textContent).toMatch(/^\u2067.*30\.99.*\u2069$/);
      if (language === 'ar') expect(screen.getByTestId('price').textContent).toContain('\u2066US$\u2069');
      unmount();
    }
    renderPage(<Price amount="$30.99" />, { language: 'en' });
    expect(screen.getByTestId('price').textContent).toBe('$30.99');
  });
});
