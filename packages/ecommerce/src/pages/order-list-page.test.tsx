import { getApiClient } from '@atrium/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderListSearchSchema } from '../lib/search';
import { renderWithSearch } from '../test/render';
import { OrderListPage } from './order-list-page';

describe('@atrium/ecommerce/OrderListPage', () => {
  // he 390 px screenshot pass (issue 21, Latin text cut at its start): a long customer email ran
  // past the table's visible edge and read 'yreek.hermistonfeest@example.com'
  it('a customer\'s email is cut at its own end, in its own direction, with the whole address in its title', async () => {
    renderWithSearch(OrderListPage, orderListSearchSchema.parse({}));
    const first = (await getApiClient().getOrders({})).orders[0];
    expect(first).toBeDefined();
    const email = await screen.findByText(first?.email ?? '', undefined, { timeout: 5000 });
    expect(email).toHaveAttribute('data-truncate', 'end');
    expect(email).toHaveAttribute('dir', 'auto');
    expect(email).toHaveAttribute('title', first?.email);
  });
});
