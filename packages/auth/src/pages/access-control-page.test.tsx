import { createAbility, rulesForRole, updateAbility } from '@atrium/acl';
import { AbilityProvider } from '@atrium/acl/react';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../test/render';
import { AccessControlPage } from './access-control-page';

const account = { name: 'Jane Doe', email: 'client@demo.com', role: 'Client' };

describe('@atrium/auth/AccessControlPage', () => {
  it("tells a client who they are, that this page is all they can open, and what they can do; it follows a role change live", () => {
    const ability = createAbility(rulesForRole('client'));
    const { rerender } = renderAuth(
      <AbilityProvider ability={ability}>
        <AccessControlPage account={account} subjects={['Invoice', 'User']} />
      </AbilityProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('client@demo.com')).toBeInTheDocument();
    expect(screen.getByText(/opens this page only for now/)).toBeInTheDocument();
    const abilities = screen.getByRole('region', { name: 'What you can do' });
    expect(within(abilities).getByText('Your access (this page)')).toBeInTheDocument();
    expect(within(abilities).queryByText('Invoices')).not.toBeInTheDocument();

    // the administrator grants the Client role invoices: the page says so, and links to them
    act(() => {
      updateAbility(ability, [...rulesForRole('client'), { action: 'read', subject: 'Invoice' }, { action: 'create', subject: 'Invoice' }]);
    });
    rerender(
      <AbilityProvider ability={ability}>
        <AccessControlPage account={account} subjects={['Invoice', 'User']} sections={[{ title: 'Invoice', places: [{ title: 'List', href: '/apps/invoice/list' }] }]} />
      </AbilityProvider>,
    );
    const invoices = within(abilities).getByText('Invoices').closest('li');
    if (!invoices) throw new Error('no invoices entry');
    expect(within(invoices).getAllByText(/View|Add|Change|Delete/).map((b) => b.textContent)).toEqual(['View', 'Add']);
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/apps/invoice/list');
    expect(screen.queryByText(/opens this page only for now/)).not.toBeInTheDocument();
  });

  it('an admin reads that they can do everything', () => {
    renderAuth(
      <AbilityProvider ability={createAbility(rulesForRole('admin'))}>
        <AccessControlPage account={{ name: 'John Doe', role: 'Admin' }} subjects={['Invoice']} />
      </AbilityProvider>,
    );
    expect(screen.getByText(/Everything: you can view, add, change and delete/)).toBeInTheDocument();
  });

  it('reads in Arabic and Hebrew', async () => {
    const { i18n } = renderAuth(
      <AbilityProvider ability={createAbility(rulesForRole('client'))}>
        <AccessControlPage account={account} />
      </AbilityProvider>,
      { language: 'ar' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا، Jane Doe' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('he'));
    expect(await screen.findByRole('heading', { level: 1, name: 'שלום, Jane Doe' })).toBeInTheDocument();
  });
});
