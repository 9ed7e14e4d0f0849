import { getDb } from '@atrium/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatHarness } from '../test/harness';
import { renderChat } from '../test/render';

describe('@atrium/chat/ChatPage', () => {
  it('lists chats newest first with unseen badges, and contacts without a chat', async () => {
    renderChat(<ChatHarness />);
    const chats = await screen.findByRole('list', { name: 'Chats' });
    const items = within(chats).getAllByRole('listitem');
    expect(items).toHaveLength(getDb().chat.chats.length);
    const contacts = within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem');
    expect(contacts).toHaveLength(getDb().chat.contacts.length - getDb().chat.chats.length);
    expect(within(chats).getAllByTestId('unseen').length).toBeGreaterThan(0);
  });

  it('searches contacts by name', async () => {
    const user = userEvent.setup();
    renderChat(<ChatHarness />);
    await screen.findByRole('list', { name: 'Chats' });
    await user.type(screen.getByRole('textbox', { name: 'Search contacts' }), 'irene');
    await waitFor(() => expect(screen.getByRole('button', { name: /Irene Sullivan/, description: 'Start a chat with Irene Sullivan' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Gavin Griffith/ })).not.toBeInTheDocument());
  });

  it('opening a chat zeroes its unseen count', async () => {
    const user = userEvent.setup();
    renderChat(<ChatHarness />);
    const unread = getDb().chat.chats.find((c) => c.unseenMsgs > 0);
    const name = getDb().chat.contacts.find((c) => c.id === unread?.userId)?.fullName ?? '';
    // issue 23 (WCAG 2.5.3): the row is named by what it shows; the action and unread count are its description
    await user.click(await screen.findByRole('button', { name: new RegExp(name), description: new RegExp(`^Open the chat with ${name}, \\d+ unread`) }));
    expect(await screen.findByRole('log', { name: `Messages with ${name}` })).toBeInTheDocument();
    await waitFor(() => expect(getDb().chat.chats.find((c) => c.id === unread?.id)?.unseenMsgs).toBe(0));
  });

  it('a first message to a contact creates the chat; ticks go sent → seen and the contact answers', async () => {
    const user = userEvent.setup();
    renderChat(<ChatHarness />);
    await user.click(await screen.findByRole('button', { name: /Irene Sullivan/, description: 'Start a chat with Irene Sullivan' }));
    const box = await screen.findByRole('textbox', { name: 'Type your message' });
    await user.type(box, 'Hello Irene 👋{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('Hello Irene 👋\nsecond line');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText(/Hello Irene 👋/)).toBeInTheDocument();
    expect(getDb().chat.chats.some((c) => c.userId === 10)).toBe(true);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Seen' })).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('their-message').length).toBeGreaterThan(0), { timeout: 5000 });
    // one pane at a time on a phone: back to the list, where the new chat now is
    await user.click(screen.getByRole('button', { name: 'Back to chats' }));
    const chats = await screen.findByRole('list', { name: 'Chats' });
    expect(within(chats).getByText('Irene Sullivan')).toBeInTheDocument();
  });

  it('saves profile status and settings', async () => {
    const user = userEvent.setup();
    renderChat(<ChatHarness />);
    await user.click(await screen.findByRole('button', { name: 'Open my profile' }));
    await user.click(await screen.findByRole('radio', { name: 'Busy' }));
    await waitFor(() => expect(getDb().chat.profileUser.status).toBe('busy'));
    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => expect(getDb().chat.profileUser.settings.isNotificationsOn).toBe(true));
    expect(await screen.findAllByText('Profile saved')).not.toHaveLength(0);
  });
});
