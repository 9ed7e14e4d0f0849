// Direct unit tests of the services: plain functions over a database, no HTTP involved.
import {
  CALENDARS,
  analyticsProjectsQuerySchema,
  coursesQuerySchema,
  customersQuerySchema,
  emailsQuerySchema,
  invoicesQuerySchema,
  ordersQuerySchema,
  permissionsQuerySchema,
  productsQuerySchema,
  referralsQuerySchema,
  reviewsQuerySchema,
  usersQuerySchema,
  vehiclesQuerySchema,
} from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { createSeed, type Db } from '@atrium/fixtures';
import { coursesFor, getCourseDetails, isCourseCompleted, listCourses } from './academy';
import { searchAppBar } from './app-bar';
import { login, register } from './auth';
import { addCalendarEvent, deleteCalendarEvent, listCalendarEvents, updateCalendarEvent } from './calendar';
import { CHAT_DIRECTORY_LIMIT } from '@atrium/api';
import { addContactReply, chatDirectory, getChatsAndContacts, getChatUpdates, openChat, sendMessage, updateChatProfile } from './chat';
import { newestFirst, nextId, parseId, sortBy, validate } from './common';
import { listAnalyticsProjects } from './dashboard';
import { deleteOrder, deleteProduct, deleteReview, getCustomer, listCustomers, listOrders, listProducts, listReferrals, listReviews } from './ecommerce';
import { emailsMeta, listEmails, updateEmails } from './email';
import { deleteInvoice, getInvoice, listInvoiceClients, listInvoices } from './invoice';
import { listVehicles } from './logistics';
import { getHelpCenter, getHelpCenterArticle, listSalesDetails, searchFaq } from './pages';
import { getProfileHeader, getProfileTab } from './profile';
import { listPermissions, permissionMatches } from './permissions';
import { addUser, deleteUser, getUser, listUsers, setUserPassword } from './users';

const seed = createSeed({ now: new Date('2025-06-15T00:00:00Z') });
const fresh = (): Db => structuredClone(seed);

describe('@atrium/mock-api/services/common', () => {
  it('newestFirst reverses insertion order without touching the input', () => {
    const items = [1, 2, 3];
    expect(newestFirst(items)).toEqual([3, 2, 1]);
    expect(items).toEqual([1, 2, 3]);
  });

  it('sortBy ignores unknown and inherited keys', () => {
    const keys = { n: (x: { n: number }) => x.n };
    const items = [{ n: 2 }, { n: 1 }];
    expect(sortBy(items, keys, 'toString' as 'n', 'asc')).toEqual(items);
    expect(sortBy(items, keys, 'n', 'asc')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('parseId accepts digits only; nextId continues from the largest id', () => {
    expect([parseId('12'), parseId('-1'), parseId('1.5'), parseId('abc'), parseId(undefined)]).toEqual([12, undefined, undefined, undefined, undefined]);
    expect(nextId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(10);
    expect(nextId([])).toBe(1);
  });

  it('validate turns zod issues into field messages', () => {
    const outcome = validate(productsQuerySchema.pick({ q: true }).strict(), { x: 1 });
    expect(outcome.ok).toBe(false);
  });
});

describe('@atrium/mock-api/services/academy', () => {
  it('counts all courses in totalCourse and filtered ones in total', () => {
    const db = fresh();
    const res = listCourses(db, coursesQuerySchema.parse({ label: 'Design', hideCompleted: 'true' }));
    expect(res.totalCourse).toBe(25);
    expect(res.total).toBe(coursesFor(db).filter((c) => c.tags === 'Design' && !isCourseCompleted(c)).length);
    expect(getCourseDetails(db, 2)?.title).toBe(db.courses.find((c) => c.id === 2)?.courseTitle);
    expect(getCourseDetails(db, 999)).toBeUndefined();
  });
});

describe('@atrium/mock-api/services/calendar', () => {
  const admin = { principal: 'login', userId: 1 } as const;
  const other = { principal: 'user', userId: 3 } as const;

  it('adds with the next id, merges updates, deletes', () => {
    const db = fresh();
    const last = Math.max(...(db.calendarEventsByAccount['login:1'] ?? []).map((e) => e.id));
    const added = addCalendarEvent(db, admin, { title: 'x', start: '2025-01-01', end: '2025-01-02', extendedProps: { calendar: 'ETC' } });
    expect(added.ok && added.value.id).toBe(last + 1);
    expect(added.ok && added.value.allDay).toBe(false);
    expect(added.ok && added.value.version).toBe(1);
    const updated = updateCalendarEvent(db, admin, last + 1, { allDay: true });
    expect(updated.ok && updated.value).toMatchObject({ title: 'x', allDay: true, extendedProps: { calendar: 'ETC' }, version: 2 });
    expect(updateCalendarEvent(db, admin, 12345, {})).toEqual({ ok: false, reason: 'not-found' });
    expect(deleteCalendarEvent(db, admin, last + 1)).toBe(true);
    expect(deleteCalendarEvent(db, admin, last + 1)).toBe(false);
    expect(listCalendarEvents(db, admin, ['ETC']).every((e) => e.extendedProps.calendar === 'ETC')).toBe(true);
  });

  it('keeps each account to its own events: a new account starts empty and cannot reach the admin\'s', () => {
    const db = fresh();
    expect(listCalendarEvents(db, other, [...CALENDARS])).toEqual([]);
    const adminEvent = listCalendarEvents(db, admin, [...CALENDARS])[0];
    if (!adminEvent) throw new Error('the admin\'s events');
    expect(updateCalendarEvent(db, other, adminEvent.id, { title: 'mine now' })).toEqual({ ok: false, reason: 'not-found' });
    expect(deleteCalendarEvent(db, other, adminEvent.id)).toBe(false);
    const added = addCalendarEvent(db, other, { title: 'own', start: '2025-01-01', end: '2025-01-02', extendedProps: { calendar: 'Personal' } });
    expect(added.ok).toBe(true);
    expect(listCalendarEvents(db, other, [...CALENDARS]).map((e) => e.title)).toEqual(['own']);
    expect(listCalendarEvents(db, admin, [...CALENDARS]).some((e) => e.title === 'own')).toBe(false);
    expect(listCalendarEvents(db, admin, [...CALENDARS])[0]).toEqual(adminEvent);
  });

  it('refuses an edit from an older version and writes nothing', () => {
    const db = fresh();
    const event = listCalendarEvents(db, admin, ['Business'])[0];
    if (!event) throw new Error('a Business event');
    const first = updateCalendarEvent(db, admin, event.id, { title: 'Moved', version: event.version });
    expect(first.ok && first.value.version).toBe(event.version + 1);
    expect(updateCalendarEvent(db, admin, event.id, { title: 'Stale', version: event.version })).toEqual({ ok: false, reason: 'stale', version: event.version + 1 });
    expect(listCalendarEvents(db, admin, ['Business'])[0]?.title).toBe('Moved');
  });

  it('rejects an end that is not a date without storing anything', () => {
    const db = fresh();
    const outcome = addCalendarEvent(db, admin, { title: 'x', start: '2025-01-01', end: 'soon', extendedProps: { calendar: 'ETC' } });
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid', errors: { end: ['Invalid date'] } });
    expect(db.calendarEventsByAccount['login:1']).toHaveLength((seed.calendarEventsByAccount['login:1'] ?? []).length);
  });
});

describe('@atrium/mock-api/services/chat', () => {
  it('opens, sends and creates chats', () => {
    const db = fresh();
    expect(getChatsAndContacts(db, '')?.chatsContacts).toHaveLength(db.chat.chats.length);
    const opened = openChat(db, 1);
    expect(opened.ok && opened.value.chat?.unseenMsgs).toBe(0);
    const now = new Date('2025-06-15T12:00:00Z');
    const sent = sendMessage(db, 10, { message: 'hi' }, now);
    // the demo admin's entry in the directory is 11 (decision 0036)
    expect(sent.ok && sent.value.chat?.messages).toEqual([{ message: 'hi', time: now.toISOString(), senderId: 11, feedback: { isSent: true, isDelivered: false, isSeen: false } }]);
    expect(sendMessage(db, 777, { message: 'hi' })).toEqual({ ok: false, reason: 'not-found' });
    expect(openChat(db, undefined)).toEqual({ ok: false, reason: 'not-found' });
  });

  // decision 0036: the directory is the product's people, staff and accounts, one id space
  const admin = { principal: 'login', userId: 1 } as const;
  const userRef = (id: number) => ({ principal: 'user', userId: id }) as const;
  const entryOf = (db: Db, account: string) => db.chat.contacts.find((e) => e.account === account)?.id;

  it('the directory: staff 1..10, John (login:1) 11, Jane (login:2) 12, the users 13..62; answers never carry `account`', () => {
    const db = fresh();
    const answer = getChatsAndContacts(db, '');
    expect(answer?.profileUser).toEqual({
      id: 11,
      avatar: expect.any(String) as string,
      fullName: 'John Doe',
      role: 'admin',
      about: expect.stringMatching(/Head of store operations/) as string,
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
    const ids = answer?.contacts.map((c) => c.id);
    expect(ids).toEqual([...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 51 }, (_, i) => i + 12)]);
    expect(answer?.contacts.find((c) => c.id === 12)).toMatchObject({ fullName: 'Jane Doe', role: 'client', about: '', status: 'online' });
    const user = db.users[6];
    expect(answer?.contacts.find((c) => c.id === 19)).toEqual({ id: 19, fullName: user?.fullName, role: user?.role, about: '', avatar: user?.avatar, status: 'online' });
    for (const c of [...(answer?.contacts ?? []), ...(answer?.chatsContacts ?? []), answer?.profileUser]) expect(c).not.toHaveProperty('account');
    // a user's own profile is its entry; the admin is in its directory, itself is not
    const mine = getChatsAndContacts(db, '', userRef(7));
    expect(mine?.profileUser).toMatchObject({ id: 19, about: '', status: 'online', settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false } });
    expect(mine?.contacts.map((c) => c.id)).toContain(11);
    expect(mine?.contacts.map((c) => c.id)).not.toContain(19);
    // the other demo login, Jane Doe, is entry 12
    expect(getChatsAndContacts(db, '', { principal: 'login', userId: 2 })?.profileUser).toMatchObject({ id: 12, fullName: 'Jane Doe', role: 'client' });
  });

  it('a new account gets the next id at creation; a deleted one leaves the directory and every conversation', () => {
    const db = fresh();
    const made = addUser(db, { fullName: 'Zed New', username: 'zednew', email: 'zed@example.com', currentPlan: 'basic' });
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(entryOf(db, `user:${made.value.id}`)).toBe(63);
    const registered = register(db, { username: 'newbie', email: 'newbie@example.com', password: 'secret123' });
    if (!registered.ok) throw new Error(JSON.stringify(registered));
    expect(entryOf(db, `user:${registered.value.id}`)).toBe(64);

    // user 7 (entry 19) talks with the admin and with user 8 (entry 20)
    expect(sendMessage(db, 19, { message: 'hi 7' }).ok).toBe(true);
    expect(sendMessage(db, 20, { message: 'hi 8' }, new Date(), userRef(7)).ok).toBe(true);
    expect(deleteUser(db, 7)).toBe(true);
    expect(entryOf(db, 'user:7')).toBeUndefined();
    expect(db.chatsByAccount['user:7']).toBeUndefined();
    expect(getChatsAndContacts(db, '')?.chatsContacts.some((c) => c.id === 19)).toBe(false);
    expect(getChatsAndContacts(db, '', userRef(8))?.chatsContacts).toEqual([]);
    expect(openChat(db, 19)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('a message to an account is one conversation in both accounts\' data; opening it marks it read for both', () => {
    const db = fresh();
    const t1 = new Date('2030-01-01T10:00:00.000Z');
    const sent = sendMessage(db, 19, { message: 'Hello user 7' }, t1);
    if (!sent.ok || !sent.value.chat) throw new Error('a first message makes the chat');
    const chatId = sent.value.chat.id;
    expect(chatId).toBe(Math.max(...seed.chat.chats.map((c) => c.id)) + 1);
    expect(db.chat.chats.find((c) => c.id === chatId)?.unseenMsgs).toBe(0);
    const theirs = getChatsAndContacts(db, '', userRef(7));
    expect(theirs?.chatsContacts[0]).toMatchObject({ id: 11, fullName: 'John Doe', chat: { id: chatId, unseenMsgs: 1, lastMessage: { message: 'Hello user 7', senderId: 11 } } });
    // no staff reply or ticks are played for an account
    expect(addContactReply(db, 19)).toBeUndefined();

    // user 7 answers in the same conversation: one more unseen for the admin, none for them
    const t2 = new Date('2030-01-01T10:05:00.000Z');
    const reply = sendMessage(db, 11, { message: 'Hi John' }, t2, userRef(7));
    expect(reply.ok && reply.value.chat).toBeUndefined();
    expect(getChatsAndContacts(db, '')?.chatsContacts[0]).toMatchObject({ id: 19, chat: { id: chatId, unseenMsgs: 1, lastMessage: { senderId: 19 } } });
    expect(getChatUpdates(db, userRef(7))).toEqual({ unseenMsgs: 1, latest: t2.toISOString() });

    // user 7 opens it: their count drops, the admin's message is seen, in the admin's copy too
    const opened = openChat(db, 11, userRef(7));
    expect(opened.ok && opened.value.chat?.unseenMsgs).toBe(0);
    expect(opened.ok && opened.value.chat?.messages.map((m) => m.senderId)).toEqual([11, 19]);
    expect(db.chat.chats.find((c) => c.id === chatId)?.messages[0]?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
    // their own message is not marked by their reading
    expect(db.chat.chats.find((c) => c.id === chatId)?.messages[1]?.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    expect(getChatUpdates(db, userRef(7))).toEqual({ unseenMsgs: 0, latest: t2.toISOString() });
  });

  it('refuses a message to or an opening of one\'s own entry', () => {
    const db = fresh();
    expect(sendMessage(db, 11, { message: 'me' })).toEqual({ ok: false, reason: 'not-found' });
    expect(openChat(db, 11)).toEqual({ ok: false, reason: 'not-found' });
    expect(sendMessage(db, 19, { message: 'me' }, new Date(), userRef(7))).toEqual({ ok: false, reason: 'not-found' });
  });

  it('updates: the caller\'s unseen total and newest message time; null before a first message', () => {
    const db = fresh();
    const unseen = seed.chat.chats.reduce((n, c) => n + c.unseenMsgs, 0);
    const newest = Math.max(...seed.chat.chats.flatMap((c) => c.messages.map((m) => Date.parse(m.time))));
    expect(getChatUpdates(db, admin)).toEqual({ unseenMsgs: unseen, latest: new Date(newest).toISOString() });
    expect(getChatUpdates(db, userRef(7))).toEqual({ unseenMsgs: 0, latest: null });
    expect(getChatUpdates(db, userRef(999))).toBeUndefined();
  });

  it('a profile\'s status and about are its entry\'s: another account sees them; settings stay its own', () => {
    const db = fresh();
    expect(updateChatProfile(db, { status: 'busy', about: 'Out today', settings: { isNotificationsOn: true } }, userRef(7)).ok).toBe(true);
    expect(getChatsAndContacts(db, '')?.contacts.find((c) => c.id === 19)).toMatchObject({ status: 'busy', about: 'Out today' });
    expect(getChatsAndContacts(db, '')?.profileUser.settings.isNotificationsOn).toBe(false);
  });

  it('an account\'s entry shows its name as it is now; the directory answers at most CHAT_DIRECTORY_LIMIT, a search finds the rest', () => {
    const db = fresh();
    const user = db.users[6];
    if (!user) throw new Error('user 7');
    user.fullName = 'Renamed Person';
    expect(getChatsAndContacts(db, '')?.contacts.find((c) => c.id === 19)?.fullName).toBe('Renamed Person');
    const template = db.users[0];
    if (!template) throw new Error('a user');
    // 60 more users: 121 people besides the admin
    for (let i = 0; i < 60; i++) db.users.push({ ...template, id: 100 + i, fullName: `Extra Person ${i}` });
    chatDirectory(db);
    const { contacts } = getChatsAndContacts(db, '') ?? { contacts: [] };
    expect(contacts).toHaveLength(CHAT_DIRECTORY_LIMIT);
    expect(contacts.at(-1)?.id).toBe(101);
    expect(getChatsAndContacts(db, 'Extra Person 59')?.contacts.map((c) => c.id)).toEqual([122]);
  });
});

describe('@atrium/mock-api/services/ecommerce', () => {
  it('lists and deletes', () => {
    const db = fresh();
    expect(listProducts(db, productsQuerySchema.parse({})).total).toBe(50);
    expect(deleteProduct(db, 50)).toBe(true);
    expect(db.products).toHaveLength(49);
    expect(deleteProduct(db, 50)).toBe(false);
    expect(listOrders(db, ordersQuerySchema.parse({ itemsPerPage: '5' })).orders).toHaveLength(5);
    expect(deleteOrder(db, 1)).toBe(true);
    expect(deleteOrder(db, 1)).toBe(false);
    expect(listCustomers(db, customersQuerySchema.parse({})).customers[0]).not.toHaveProperty('contact');
    const first = db.customers[0];
    // a new object: its order count and total are counted from the orders (decision 0028)
    expect(getCustomer(db, first?.customerId)).toEqual(first);
    expect(getCustomer(db, first?.id)).toBeUndefined();
    expect(listReviews(db, reviewsQuerySchema.parse({ status: 'pending' })).reviews.every((r) => r.status === 'Pending')).toBe(true);
    expect(deleteReview(db, 1)).toBe(true);
    expect(listReferrals(db, referralsQuerySchema.parse({})).total).toBe(45);
  });
});

describe('@atrium/mock-api/services/email', () => {
  it('meta, views and updates', () => {
    const db = fresh();
    const meta = emailsMeta(db.emails);
    expect(meta.draft).toBe(db.emails.filter((e) => e.folder === 'draft' && !e.isDeleted).length);
    const inbox = listEmails(db, emailsQuerySchema.parse({ filter: 'nonsense' }));
    expect(inbox.emails.every((e) => e.folder === 'inbox')).toBe(true);
    const target = db.emails.find((e) => e.folder === 'inbox' && !e.isRead && !e.isDeleted);
    expect(updateEmails(db, { ids: target?.id, data: { isRead: true } }).ok).toBe(true);
    expect(emailsMeta(db.emails).inbox).toBe(meta.inbox - 1);
    expect(updateEmails(db, { ids: [], data: {} }).ok).toBe(false);
  });
});

describe('@atrium/mock-api/services/invoice', () => {
  it('clients, list, detail, delete', () => {
    const db = fresh();
    expect(listInvoiceClients(db)).toHaveLength(5);
    expect(listInvoices(db, invoicesQuerySchema.parse({ selectedDateRange: { start: 'bad' } }))?.totalInvoices).toBe(36);
    expect(getInvoice(db, 4987)?.paymentDetails.iban).toContain('4987');
    expect(getInvoice(db, 1)).toBeUndefined();
    expect(deleteInvoice(db, 4987)).toBe(true);
    expect(deleteInvoice(db, 4987)).toBe(false);
  });
});

describe('@atrium/mock-api/services/lists', () => {
  it('vehicles, permissions and projects', () => {
    const db = fresh();
    expect(listVehicles(db, vehiclesQuerySchema.parse({})).totalVehicles).toBe(25);
    expect(listPermissions(db, permissionsQuerySchema.parse({ q: 'support' })).permissions.every((p) => permissionMatches(p, 'support'))).toBe(true);
    const projects = listAnalyticsProjects(db, analyticsProjectsQuerySchema.parse({ page: '4', itemsPerPage: '3' }));
    expect(projects).toMatchObject({ page: 1, totalPages: 3, totalProjects: 7 });
  });
});

describe('@atrium/mock-api/services/users', () => {
  it('list, detail, add, delete', () => {
    const db = fresh();
    const res = listUsers(db, usersQuerySchema.parse({ page: '6' }));
    expect(res.page).toBe(1);
    const added = addUser(db, { fullName: 'A B', username: 'ab', email: 'a@b.co', currentPlan: 'basic' });
    expect(added.ok && added.value).toMatchObject({ id: 51, status: 'pending', billing: 'Manual-Credit Card', role: 'restricted-user' });
    expect(getUser(db, 51)).toMatchObject({ taskDone: 0, language: 'English' });
    expect(deleteUser(db, 51)).toBe(true);
    expect(getUser(db, 51)).toBeUndefined();
    const rejected = addUser(db, { fullName: '' });
    expect(rejected.ok).toBe(false);
    expect(db.users).toHaveLength(50);
  });
});

describe('@atrium/mock-api/services/auth', () => {
  it('logs the demo users in and refuses others', () => {
    const db = fresh();
    const admin = login(db, { email: 'admin@demo.com', password: 'admin' });
    expect(admin.ok && admin.value.userData).toMatchObject({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' });
    expect(Object.keys(admin.ok ? admin.value.userData : {}).sort()).toEqual(['avatar', 'email', 'fullName', 'id', 'role', 'username']);
    const a = login(db, { email: 'admin@demo.com', password: 'admin' });
    const b = login(db, { email: 'admin@demo.com', password: 'admin' });
    expect(a.ok && b.ok && a.value.accessToken !== b.value.accessToken).toBe(true);
    expect(login(db, { email: 'admin@demo.com', password: 'client' })).toEqual({ ok: false, reason: 'invalid', errors: { email: ['Invalid email or password'] } });
    expect(login(db, 'x')).toEqual({ ok: false, reason: 'invalid', errors: { email: ['Something went wrong'] } });
  });

  it('signs a newly registered client in with read on AclDemo (SPEC §6), and refuses a wrong password', () => {
    const db = fresh();
    const added = addUser(db, { fullName: 'New Person', username: 'newperson', email: 'new@example.com', currentPlan: 'basic', status: 'active' });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(setUserPassword(db, added.value.id, { newPassword: 'Secret123!', confirmPassword: 'Secret123!' }).ok).toBe(true);
    const session = login(db, { email: 'new@example.com', password: 'Secret123!' });
    expect(session.ok && session.value.userData.role).toBe('client');
    expect(session.ok && session.value.userAbilityRules).toContainEqual({ action: 'read', subject: 'AclDemo' });
    expect(login(db, { email: 'new@example.com', password: 'wrong' }).ok).toBe(false);
  });
});

describe('@atrium/mock-api/services/pages', () => {
  it('answers each page', () => {
    const db = fresh();
    expect(listSalesDetails(db)).toBe(db.salesDetails);
    expect(searchFaq(db, 'DAMAGED').flatMap((g) => g.faqs.map((f) => f.question))).toEqual(['What to do if my product arrives damaged?']);
    expect(getHelpCenter(db).allArticles.length).toBeGreaterThan(0);
    expect(getHelpCenterArticle(db, 'how-do-i-return-an-item')?.articleList.length).toBeGreaterThan(0);
    expect(getHelpCenterArticle(db, 'no-such-article')).toBeUndefined();
  });

  it('the profile is the signed-in account\'s own: the demo admin\'s sample, another account\'s from its row', () => {
    const db = fresh();
    const admin = { principal: 'login', userId: 1 } as const;
    expect(getProfileTab(db, admin, 'teams')).toEqual(db.profileByAccount['login:1']?.teams);
    expect(getProfileTab(db, admin, 'constructor')).toBeNull();
    expect(getProfileHeader(db, admin)).toMatchObject({ fullName: 'John Doe', designation: 'Head of Retail Operations', joiningDate: '2021-04-01' });

    const client = { principal: 'login', userId: 2 } as const;
    const header = getProfileHeader(db, client);
    expect(header).toMatchObject({ fullName: 'Jane Doe', designation: db.roles.find((r) => r.slug === 'client')?.name });
    expect(header?.joiningDate).toBe(db.accountJoinedAt['login:2']);
    for (const tab of ['teams', 'projects', 'connections'] as const) expect(getProfileTab(db, client, tab)).toEqual([]);
    const about = getProfileTab(db, client, 'about');
    expect(about).toMatchObject({ about: expect.arrayContaining([{ property: 'Role', value: 'client', icon: 'tabler-crown' }]) as unknown, contacts: [{ property: 'Email', value: 'client@demo.com', icon: 'tabler-mail' }], overview: [] });

    const user = db.users[3];
    if (!user) throw new Error('no user');
    expect(getProfileHeader(db, { principal: 'user', userId: user.id })).toMatchObject({ fullName: user.fullName, profileImg: user.avatar, location: user.country });
    deleteUser(db, user.id);
    expect(getProfileHeader(db, { principal: 'user', userId: user.id })).toBeUndefined();
    expect(db.accountJoinedAt[`user:${user.id}`]).toBeUndefined();
  });

  it('app-bar search caps each category at five', () => {
    const catalogue = [{ title: 'T', category: 'dashboards' as const, children: Array.from({ length: 8 }, (_, i) => ({ title: `Item ${i}`, icon: 'i', path: `/p/${i}` })) }];
    expect(searchAppBar('item', catalogue)[0]?.children).toHaveLength(5);
    expect(searchAppBar('nothing', catalogue)).toEqual([]);
  });
});
