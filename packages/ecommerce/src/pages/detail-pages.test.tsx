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
    const detail = await getApiClient().getOrder(order.order);
    renderPage(<OrderDetailsPage id={order.order} />);
    expect(await screen.findByRole('heading', { name: `Order #${order.order}` })).toBeInTheDocument();
    // each item shows twice in the DOM: the phone's lines and the wider screens' table (CSS picks one)
    for (const item of detail.items) expect(screen.getAllByText(item.productName)).toHaveLength(2);
    expect(screen.getAllByText(order.customer).length).toBeGreaterThan(0);
    expect(screen.getByText('Order placed')).toBeInTheDocument();
  });

  it('an old link by internal id finds the order and asks for the URL of its number', async () => {
    const { orders } = await getApiClient().getOrders();
    const order = orders[0];
    if (!order) throw new Error('no orders');
    const seen: number[] = [];
    renderPage(<OrderDetailsPage id={order.id} onCanonicalId={(n) => seen.push(n)} />);
    expect(await screen.findByRole('heading', { name: `Order #${order.order}` })).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([order.order]));
  });

  it('offers only the steps the state machine allows, and takes one', async () => {
    const { orders } = await getApiClient().getOrders({ itemsPerPage: 100 });
    const cancelled = orders.find((o) => o.payment === 3);
    const paid = orders.find((o) => o.payment === 1 && o.status === 'Dispatched');
    if (!cancelled || !paid) throw new Error('seed lacks a cancelled or a paid dispatched order');
    const first = renderPage(<OrderDetailsPage id={cancelled.order} />);
    expect(await screen.findByText('This order has no next step.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark as/ })).toBeNull();
    first.unmount();

    renderPage(<OrderDetailsPage id={paid.order} />);
    const actions = await screen.findAllByRole('button', { name: /^Mark/ });
    expect(actions.map((b) => b.textContent)).toEqual(['Mark as Ready to pickup', 'Mark as Out for delivery']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Out for delivery' }));
    expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
    expect((await getApiClient().getOrder(paid.order)).order.status).toBe('Out for Delivery');
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
