import { getDb } from '@atrium/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../test/render';
import { EmailHarness } from '../test/harness';

const HOSTILE_SUBJECT = 'Invoice overdue: action required';

async function rows() {
  const list = await screen.findByRole('list', { name: 'Messages' });
  return within(list).getAllByRole('listitem');
}

describe('@atrium/email/EmailPage', () => {
  it('lists the inbox newest first with sender, subject and unread count in the sidebar', async () => {
    renderEmail(<EmailHarness />);
    const items = await rows();
    const inbox = getDb().emails.filter((e) => e.folder === 'inbox' && !e.isDeleted);
    expect(items).toHaveLength(inbox.length);
    const newest = [...inbox].sort((a, b) => Date.parse(b.time) - Date.parse(a.time))[0];
    expect(within(items[0] as HTMLElement).getByText(newest?.subject ?? '')).toBeInTheDocument();
  });

  it('stars a message on the server and shows it starred', async () => {
    const user = userEvent.setup();
    renderEmail(<EmailHarness />);
    await rows();
    const starButton = screen.getAllByRole('button', { name: /^Star “/ })[0] as HTMLElement;
    const row = starButton.closest('[role="listitem"]') as HTMLElement;
    const subject = /Star “(.*)”/.exec(starButton.getAttribute('aria-label') ?? '')?.[1];
    await user.click(starButton);
    await waitFor(() => expect(getDb().emails.find((e) => e.subject === subject)?.isStarred).toBe(true));
    expect(await within(row).findByRole('button', { name: /^Remove star from/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles a label on many selected messages', async () => {
    const user = userEvent.setup();
    renderEmail(<EmailHarness />);
    const items = await rows();
    await user.click(within(items[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(items[1] as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const before = getDb().emails.filter((e) => e.folder === 'inbox' && !e.isDeleted).sort((a, b) => Date.parse(b.time) - Date.parse(a.time)).slice(0, 2);
    const had = before.map((e) => e.labels.includes('important'));
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    // the menu opens after its transition: on a loaded CI box that took longer than the default 1 s
    await user.click(await screen.findByRole('menuitem', { name: 'Important' }, { timeout: 10_000 }));
    await waitFor(() => expect(before.map((e) => getDb().emails.find((x) => x.id === e.id)?.labels.includes('important'))).toEqual(had.map((h) => !h)));
  });

  it('opens a message: marks it read and renders its HTML without scripts or handlers', async () => {
    const user = userEvent.setup();
    renderEmail(<EmailHarness />);
    await rows();
    const hostile = getDb().emails.find((e) => e.subject === HOSTILE_SUBJECT);
    await user.click(screen.getByText(HOSTILE_SUBJECT));
    const body = await screen.findByTestId('email-body');
    expect(body.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(body.querySelector('img[src^="//"]')).toBeNull();
    expect(screen.getByText(/remote image.* blocked/)).toBeInTheDocument();
    expect(screen.getByTestId('url').textContent).toContain(`"id":${hostile?.id}`);
    await waitFor(() => expect(getDb().emails.find((e) => e.id === hostile?.id)?.isRead).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Show images' }));
    expect(body.querySelector('img[src="//images.example.com/logo.png"]')).not.toBeNull();
  });

  it('moves the open message to trash and closes it', async () => {
    const user = userEvent.setup();
    renderEmail(<EmailHarness />);
    await rows();
    await user.click(screen.getByText(HOSTILE_SUBJECT));
    await screen.findByTestId('email-body');
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('Message moved to trash')).toBeInTheDocument();
    await waitFor(() => expect(getDb().emails.find((e) => e.subject === HOSTILE_SUBJECT)?.isDeleted).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('email-body')).not.toBeInTheDocument());
  });

  // issue 23: the page's Enter shortcut swallowed Enter on every control, so Compose, the star
  // buttons and the skip link did nothing from the keyboard
  it('leaves Enter on a button to the button', async () => {
    const user = userEvent.setup();
    renderEmail(<EmailHarness />);
    await rows();
    const starButton = screen.getAllByRole('button', { name: /^Star “/ })[0] as HTMLElement;
    const subject = /Star “(.*)”/.exec(starButton.getAttribute('aria-label') ?? '')?.[1];
    starButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(getDb().emails.find((e) => e.subject === subject)?.isStarred).toBe(true));
  });

  // issue 23, WCAG 2.1.4: single-key shortcuts must be possible to turn off
  it('turns the single-key shortcuts off, and keeps the choice', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('atrium.email.shortcuts');
    const first = renderEmail(<EmailHarness />);
    await rows();
    const search = screen.getByRole('textbox', { name: 'Search mail' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    search.blur();

    if (!screen.queryByRole('switch', { name: /Single-key shortcuts/ })) await user.click(screen.getByRole('button', { name: 'Open mailboxes' }));
    const toggle = await screen.findByRole('switch', { name: /Single-key shortcuts/ }, { timeout: 10_000 });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem('atrium.email.shortcuts')).toBe('off');
    first.unmount();

    renderEmail(<EmailHarness />);
    await rows();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search mail' })).not.toHaveFocus();
    localStorage.removeItem('atrium.email.shortcuts');
  });
});
