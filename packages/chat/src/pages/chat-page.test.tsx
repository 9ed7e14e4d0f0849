import { getDb, sendMessage } from '@atrium/mock-api';
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
    // everyone in the directory but the admin (their own entry) and those already in a chat
    expect(contacts).toHaveLength(getDb().chat.contacts.length - 1 - getDb().chat.chats.length);
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

  it('a message from another account shows up without a reload (the chat\'s updates, polled where nothing is pushed)', async () => {
    renderChat(<ChatHarness />);
    const chats = await screen.findByRole('list', { name: 'Chats' });
    const before = within(chats).getAllByRole('listitem').length;
    const sender = getDb().chat.contacts.find((c) => c.account === 'user:3');
    if (!sender) throw new Error('user 3 is in the directory');
    // user 3 writes to the demo admin (entry 11) through the mock's own service, as another browser would
    expect(sendMessage(getDb(), 11, { message: 'Are we still on for Friday?' }, new Date(), { principal: 'user', userId: 3 }).ok).toBe(true);
    await waitFor(() => expect(within(chats).getAllByRole('listitem')).toHaveLength(before + 1), { timeout: 8_000 });
    expect(within(chats).getByText(sender.fullName)).toBeInTheDocument();
    expect(within(chats).getByText('Are we still on for Friday?')).toBeInTheDocument();
  }, 15_000);

  it('saves profile status and settings', async () => {
    const user = userEvent.setup();
    renderChat(<ChatHarness />);
    await user.click(await screen.findByRole('button', { name: 'Open my profile' }));
    await user.click(await screen.findByRole('radio', { name: 'Busy' }));
    // the profile is the admin's own directory entry (decision 0036): its status is what others see
    await waitFor(() => expect(getDb().chat.contacts.find((c) => c.account === 'login:1')?.status).toBe('busy'));
    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => expect(getDb().chat.settings.isNotificationsOn).toBe(true));
    expect(await screen.findAllByText('Profile saved')).not.toHaveLength(0);
  });
});
