import { getApiClient } from '@atrium/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerDetailsSearch } from '../lib/search';
import { renderPage } from '../test/render';
import { CustomerDetailsPage } from './customer-details-page';
import { OrderDetailsPage } from './order-details-page';
import { useState } from 'react';

function CustomerHarness({ customerId, onTab }: { customerId: number; onTab: (tab: string) => void }) {
  const [search, setSearch] = useState<CustomerDetailsSearch>({ tab: 'overview' });
  return (
    <CustomerDetailsPage
      customerId={customerId}
      search={search}
      onSearchChange={(patch) => {
        const next = { ...search, ...patch };
        onTab(next.tab);
        setSearch(next);
      }}
    />
  );
}

describe('@atrium/ecommerce/OrderDetailsPage', () => {
  it('shows the items, the totals and the customer of an order', async () => {
    const { orders } = await getApiClient().getOrders();
    const order = orders[0];
    if (!order) throw new Error('no orders');
    const detail = await getApiClient().getOrder(order.id);
    renderPage(<OrderDetailsPage id={order.id} />);
    expect(await screen.findByRole('heading', { name: `Order #${order.order}` })).toBeInTheDocument();
    for (const item of detail.items) expect(screen.getByText(item.productName)).toBeInTheDocument();
    expect(screen.getAllByText(order.customer).length).toBeGreaterThan(0);
    expect(screen.getByText('Order placed')).toBeInTheDocument();
  });

  it('an unknown id shows the not-found state', async () => {
    renderPage(<OrderDetailsPage id={999_999} />);
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/apps/ecommerce/order/list');
  });
});

describe('@atrium/ecommerce/CustomerDetailsPage', () => {
  it('loads by customerId and switches tabs through the URL state', async () => {
    const { customers } = await getApiClient().getCustomers();
    const customer = customers[0];
    if (!customer) throw new Error('no customers');
    const tabs: string[] = [];
    renderPage(<CustomerHarness customerId={customer.customerId} onTab={(tab) => tabs.push(tab)} />);
    expect(await screen.findByRole('heading', { name: customer.customer })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Address & billing' }));
    await waitFor(() => expect(tabs.at(-1)).toBe('address-billing'));
    expect(screen.getByRole('tab', { name: 'Address & billing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a 404 shows the not-found state', async () => {
    renderPage(<CustomerHarness customerId={123} onTab={() => undefined} />);
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
  });
});
