import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getApiClient, LIST_TOTAL_EXACT_LIMIT } from '@atrium/api';
import { getDb } from '@atrium/mock-api';
import { describe, expect, it, vi } from 'vitest';
import { userListSearchSchema } from '../lib/search';
import { renderUsers } from '../test/render';
import { UserListPage } from './user-list-page';
import { UserViewPage } from './user-view-page';

const base = userListSearchSchema.parse({});

/** The drawer's dropdown opens last, so its options come after any other select's. */
function lastOf(elements: HTMLElement[]): HTMLElement {
  const last = elements.at(-1);
  if (!last) throw new Error('no option');
  return last;
}

describe('@atrium/users/UserListPage', () => {
  it('adds a user through the drawer after the email is fixed; the list then finds them', async () => {
    renderUsers(<UserListPage search={{ ...base, q: 'grace' }} onSearchChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add new user' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Full name/ }), 'Grace Hopper');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Username/ }), 'grace');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add user' }));
    expect(await within(drawer).findByText('Enter a valid email')).toBeInTheDocument();

    await userEvent.clear(within(drawer).getByRole('textbox', { name: /Email/ }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Email/ }), 'grace@navy.test');
    await userEvent.click(within(drawer).getByLabelText(/^Role/, { selector: 'input:not([type=hidden])' }));
    await userEvent.click(lastOf(await screen.findAllByRole('option', { name: 'Manager', hidden: true })));
    await userEvent.click(within(drawer).getByLabelText(/^Plan/, { selector: 'input:not([type=hidden])' }));
    await userEvent.click(lastOf(await screen.findAllByRole('option', { name: 'Team', hidden: true })));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('link', { name: 'Grace Hopper' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('past the exact-count limit the pager says the total is at least the limit ("10,000+")', async () => {
    const users = getDb().users;
    const sample = users[0];
    if (!sample) throw new Error('seed users');
    for (let i = 0; i < LIST_TOTAL_EXACT_LIMIT; i += 1) users.push({ ...sample, id: 1_000 + i, username: `bulk${i}`, email: `bulk${i}@bulk.test` });
    renderUsers(<UserListPage search={base} onSearchChange={vi.fn()} />);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === '1–10 of 10,000+', undefined, { timeout: 8000 })).toBeInTheDocument();
  });

  it('asks for the next page once this one is on screen, and for none past the last (issue 34)', async () => {
    const getUsers = vi.spyOn(getApiClient(), 'getUsers');
    try {
      const { unmount } = renderUsers(<UserListPage search={base} onSearchChange={vi.fn()} />);
      await screen.findAllByRole('link', { name: /\w/ }, { timeout: 8000 });
      await waitFor(() => expect(getUsers).toHaveBeenCalledWith(expect.objectContaining({ page: 2, itemsPerPage: base.itemsPerPage })), { timeout: 5000 });
      unmount();
      getUsers.mockClear();
      // one page holds every user: there is no next page to ask for
      renderUsers(<UserListPage search={{ ...base, itemsPerPage: 100, q: 'grace' }} onSearchChange={vi.fn()} />);
      await waitFor(() => expect(getUsers).toHaveBeenCalled(), { timeout: 8000 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(getUsers.mock.calls.every(([query]) => query?.page !== 2)).toBe(true);
    } finally {
      getUsers.mockRestore();
    }
  });

  it("a row's icon buttons show their tooltip on hover, the tooltip mounted only then (issue 34)", async () => {
    const user = userEvent.setup();
    renderUsers(<UserListPage search={base} onSearchChange={vi.fn()} />);
    const [view] = await screen.findAllByRole('button', { name: /^View / }, { timeout: 8000 });
    if (!view) throw new Error('no view button');
    // hidden: jsdom has no layout, so floating-ui's hide middleware sets display: none
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    await user.hover(view);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('View');
    await user.unhover(view);
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  });

  it('the tab comes from and goes to the URL', async () => {
    const onSearchChange = vi.fn();
    renderUsers(<UserViewPage id={1} search={{ tab: 'security' }} onSearchChange={onSearchChange} />);
    expect(await screen.findByRole('heading', { name: 'Change password' }, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Billing & plans' }));
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ tab: 'billing-plans' }));
  });
});
