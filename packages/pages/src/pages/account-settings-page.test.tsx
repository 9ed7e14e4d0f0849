import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPages } from '../test/render';
import { AccountSettingsPage } from './account-settings-page';

describe('@atrium/pages/AccountSettingsPage', () => {
  it('loads the profile, refuses a bad email, saves a valid change through the API', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPages(<AccountSettingsPage tab="account" onTabChange={() => undefined} />);
    const first = await screen.findByLabelText(/First name/, undefined, { timeout: 5000 });
    expect(first).toHaveValue('John');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'jane@demo.com');
    await user.clear(first);
    await user.type(first, 'Jane');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => queryClient.getQueryData<{ profile: { firstName: string } }>(['pages', 'account-settings'])?.profile.firstName).toBe('Jane');
  }, 40_000);

  it('shows the password strength checklist and the server refusing a wrong current password', async () => {
    const user = userEvent.setup();
    renderPages(<AccountSettingsPage tab="security" onTabChange={() => undefined} />);
    await user.type(await screen.findByLabelText(/Current password/, undefined, { timeout: 5000 }), 'wrong');
    await user.type(screen.getByLabelText(/^New password/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
  }, 40_000);

  it('a Latin address keeps its own direction in a Hebrew page (he 390 px read \'Main St, New York, NY 10100, USA 123\')', async () => {
    renderPages(<AccountSettingsPage tab="account" onTabChange={() => undefined} />, { language: 'he' });
    const address = await screen.findByDisplayValue(/Main St/, undefined, { timeout: 5000 });
    // its own first letter sets its direction, as dir="auto" would
    expect(address).toHaveStyle({ unicodeBidi: 'plaintext' });
  }, 40_000);
});
