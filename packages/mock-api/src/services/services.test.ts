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
import { login } from './auth';
import { addCalendarEvent, deleteCalendarEvent, listCalendarEvents, updateCalendarEvent } from './calendar';
import { getChatsAndContacts, openChat, sendMessage } from './chat';
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
    expect(sent.ok && sent.value.chat?.messages).toEqual([{ message: 'hi', time: now.toISOString(), senderId: db.chat.profileUser.id, feedback: { isSent: true, isDelivered: false, isSeen: false } }]);
    expect(sendMessage(db, 77, { message: 'hi' })).toEqual({ ok: false, reason: 'not-found' });
    expect(openChat(db, undefined)).toEqual({ ok: false, reason: 'not-found' });
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
