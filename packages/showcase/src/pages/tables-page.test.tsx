import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShowcase } from '../test/render';
import { DataTablePage } from './tables-page';

describe('DataTablePage', () => {
  it('loads the sales details from the mock API and searches them', async () => {
    const user = userEvent.setup();
    renderShowcase(<DataTablePage />);
    const table = await screen.findByRole('table', { name: 'Data table' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const before = within(table).getAllByRole('row').length;
    const firstName = within(table).getAllByRole('row')[1]?.textContent ?? '';
    expect(firstName).not.toBe('');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzzz-no-such-product');
    expect(await screen.findByText('No sales match your search')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(before));
  });
});
