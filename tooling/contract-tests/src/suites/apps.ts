// The apps: academy, calendar, chat, email and logistics.
import { API_PATHS, buildPath, CALENDARS, calendarEventSchema, chatsAndContactsResponseSchema, chatUpdatesSchema, coursesResponseSchema, emailSchema, emailsResponseSchema, sendMessageResponseSchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, staleWriteSchema, VEHICLE_WARNINGS } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { startsSeeded, type GetApi } from '../harness';
import { anotherAccount, expectFieldErrors, expectSorted, ids, readBack } from './expect';

const ALL_EVENTS = `${API_PATHS.calendar}?${CALENDARS.map((c) => `calendars=${encodeURIComponent(c)}`).join('&')}`;
const newEvent = { title: 'Standup', start: '2025-06-02T09:00:00.000Z', end: '2025-06-02T09:15:00.000Z', allDay: false, url: '', extendedProps: { calendar: 'Business' as const } };

export function appsSuite(api: GetApi): void {
  describe('academy', () => {
    startsSeeded(api, ['academy']);
    it('courses: 25, newest first, 10 a page; q matches title or user; label; hideCompleted', async () => {
      const c = api().client();
      const first = await c.getCourses();
      expect(first).toMatchObject({ totalCourse: 25, total: 25 });
      expect(first.courses).toHaveLength(10);
      expect(first.courses[0]?.id).toBe(25);
      const all = (await c.getCourses({ itemsPerPage: 100 })).courses;
      expect(ids((await c.getCourses({ page: 3 })).courses)).toEqual(ids(all).slice(20));
      const someone = all[3]?.user ?? '';
      const byUser = await c.getCourses({ q: someone.toUpperCase(), itemsPerPage: 100 });
      expect(byUser.courses.length).toBeGreaterThan(0);
      expect(byUser.courses.every((x) => `${x.user}\n${x.courseTitle}`.toLowerCase().includes(someone.toLowerCase()))).toBe(true);
      expect((await c.getCourses({ label: 'All Courses' })).total).toBe(25);
      const tag = all[0]?.tags ?? '';
      const tagged = await c.getCourses({ label: tag.toLowerCase(), itemsPerPage: 100 });
      expect(tagged.total).toBe(all.filter((x) => x.tags === tag).length);
      expect(tagged.totalCourse).toBe(25);
      const completed = all.filter((x) => x.completedTasks === x.totalTasks).length;
      expect(completed).toBeGreaterThan(0);
      const open = coursesResponseSchema.parse((await api().call('GET', `${API_PATHS.academyCourses}?hideCompleted=true&itemsPerPage=100`)).json);
      expect(open.total).toBe(25 - completed);
      expect(open.courses.some((x) => x.completedTasks === x.totalTasks)).toBe(false);
    });

    it('courses sort by courseName and progress', async () => {
      const c = api().client();
      for (const orderBy of ['asc', 'desc'] as const) {
        expectSorted((await c.getCourses({ sortBy: 'courseName', orderBy, itemsPerPage: 100 })).courses.map((x) => x.courseTitle), orderBy, 'courseName');
        expectSorted((await c.getCourses({ sortBy: 'progress', orderBy, itemsPerPage: 100 })).courses.map((x) => x.completedTasks / x.totalTasks), orderBy, 'progress');
      }
    });

    it('each course has its own details; unknown ids are 404; the old address answers the first course', async () => {
      const c = api().client();
      const all = (await c.getCourses({ itemsPerPage: 100 })).courses;
      for (const course of all.slice(0, 5)) {
        const details = await c.getCourseDetails(course.id);
        expect(details).toMatchObject({ courseId: course.id, title: course.courseTitle, instructor: course.user });
      }
      for (const id of [999, 'abc']) expect((await api().call('GET', buildPath(API_PATHS.academyCourse, { courseId: id }))).status).toBe(404);
      const old = await api().call('GET', API_PATHS.academyCourseDetails);
      expect(old.status).toBe(200);
      expect(old.json).toMatchObject({ courseId: 1 });
    });

    it('a topic PUT ticks it in that course only and recomputes the section; unknown parts are 404, bad bodies 400, nothing written', async () => {
      const c = api().client();
      const open = (await c.getCourses({ hideCompleted: true })).courses;
      const [course, neighbour] = open;
      if (!course || !neighbour) throw new Error('two open courses');
      const before = await c.getCourseDetails(course.id);
      const other = await readBack(api(), [buildPath(API_PATHS.academyCourse, { courseId: neighbour.id })]);
      const section = before.content.find((s) => s.topics.some((t) => !t.isCompleted));
      if (!section) throw new Error('an open course has an open topic');
      const index = section.topics.findIndex((t) => !t.isCompleted);
      const done = section.topics.filter((t) => t.isCompleted).length;
      const answer = await c.setCourseTopicCompleted(course.id, section.id, index, true);
      expect(answer.content.find((s) => s.id === section.id)?.status).toBe(`${done + 1}/${section.topics.length}`);
      expect((await c.getCourseDetails(course.id)).content.find((s) => s.id === section.id)?.topics[index]?.isCompleted).toBe(true);
      expect(await readBack(api(), [buildPath(API_PATHS.academyCourse, { courseId: neighbour.id })])).toBe(other);

      const snapshot = await readBack(api(), [buildPath(API_PATHS.academyCourse, { courseId: 1 })]);
      const topic = (courseId: number | string, sectionId: string, topicIndex: number | string) => buildPath(API_PATHS.academyCourseTopicById, { courseId, sectionId, topicIndex });
      const firstSection = (await c.getCourseDetails(1)).content[0]?.id ?? 'section1';
      for (const path of [topic(999, firstSection, 0), topic(1, 'nope', 0), topic(1, firstSection, 99)]) {
        expect((await api().call('PUT', path, { isCompleted: true })).status, path).toBe(404);
      }
      expectFieldErrors(await api().call('PUT', topic(1, firstSection, 0), { isCompleted: 'yes' }), ['isCompleted']);
      expect((await api().call('PUT', topic(1, firstSection, 0), undefined, { rawBody: '{' })).status).toBe(400);
      // the old address (the first course's topics) answers the same way
      const old = (sectionId: string, topicIndex: number | string) => buildPath(API_PATHS.academyCourseTopic, { sectionId, topicIndex });
      expect((await api().call('PUT', old(firstSection, 'x'), { isCompleted: true })).status).toBe(404);
      expect((await api().call('PUT', old('nope', 0), { isCompleted: true })).status).toBe(404);
      expectFieldErrors(await api().call('PUT', old(firstSection, 0), { isCompleted: 'yes' }), ['isCompleted']);
      expect(await readBack(api(), [buildPath(API_PATHS.academyCourse, { courseId: 1 })])).toBe(snapshot);
    });

    it('stats aggregate the courses', async () => {
      const c = api().client();
      const stats = await c.getAcademyStats();
      const all = (await c.getCourses({ itemsPerPage: 100 })).courses;
      const completed = all.filter((x) => x.completedTasks === x.totalTasks).length;
      expect(stats.learner).toMatchObject({ totalCourses: 25, completedCourses: completed, inProgressCourses: 25 - completed });
      expect(stats.topicInterest.reduce((s, t) => s + t.courses, 0)).toBe(25);
      expect(stats.timeSpent).toHaveLength(7);
    });

    it('progress is each account\'s own: a new one starts with none, and its ticks reach neither the admin\'s courses nor stats', async () => {
      const c = api().client();
      const email = 'academy-learner@contract.example';
      const registered = await api().call('POST', API_PATHS.register, { username: 'academylearner', email, password: 'Own-Progress-7' }, { as: null });
      expect(registered.status).toBe(201);
      const user = (await c.getUsers({ q: email })).users[0];
      if (!user) throw new Error('the registered user');
      await c.setUserRole(user.id, { role: 'administrator' });
      const own = (await api().login({ email, password: 'Own-Progress-7' })).accessToken;
      const everything = `${API_PATHS.academyCourses}?itemsPerPage=100`;
      const adminBefore = await readBack(api(), [everything, buildPath(API_PATHS.academyCourse, { courseId: 2 }), API_PATHS.academyStats]);
      const mine = coursesResponseSchema.parse((await api().call('GET', everything, undefined, { as: own })).json);
      expect(mine.totalCourse).toBe(25);
      expect(mine.courses.every((x) => x.completedTasks === 0)).toBe(true);
      const details = await api().call('GET', buildPath(API_PATHS.academyCourse, { courseId: 2 }), undefined, { as: own });
      const fresh = details.json as { content: Array<{ id: string; status: string; topics: Array<{ isCompleted: boolean }> }> };
      expect(fresh.content.flatMap((s) => s.topics).some((t) => t.isCompleted)).toBe(false);
      const section = fresh.content[0];
      if (!section) throw new Error('a section');
      const ticked = await api().call('PUT', buildPath(API_PATHS.academyCourseTopicById, { courseId: 2, sectionId: section.id, topicIndex: 0 }), { isCompleted: true }, { as: own });
      expect(ticked.status).toBe(200);
      expect((ticked.json as typeof fresh).content[0]?.status).toBe(`1/${section.topics.length}`);
      const again = (await api().call('GET', buildPath(API_PATHS.academyCourse, { courseId: 2 }), undefined, { as: own })).json as typeof fresh;
      expect(again.content[0]?.topics[0]?.isCompleted).toBe(true);
      const stats = (await api().call('GET', API_PATHS.academyStats, undefined, { as: own })).json as { learner: { completedCourses: number; completedTasks: number } };
      expect(stats.learner).toMatchObject({ completedCourses: 0, completedTasks: 0 });
      expect(await readBack(api(), [everything, buildPath(API_PATHS.academyCourse, { courseId: 2 }), API_PATHS.academyStats])).toBe(adminBefore);
    });
  });

  describe('calendar', () => {
    startsSeeded(api, ['calendar']);
    it('GET answers only the events of the repeated calendars params; none without', async () => {
      const c = api().client();
      const events = await c.getCalendarEvents(['Business', 'Holiday']);
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar))).toBe(true);
      const all = await c.getCalendarEvents(CALENDARS);
      expect(new Set(all.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS));
      expect(all.filter((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar)).length).toBe(events.length);
      expect(await c.getCalendarEvents([])).toEqual([]);
    });

    it('POST assigns the next id after the last (201); PUT merges (201); DELETE answers 204', async () => {
      const before = await api().client().getCalendarEvents(CALENDARS);
      const lastId = Math.max(...before.map((e) => e.id));
      const res = await api().call('POST', API_PATHS.calendar, newEvent);
      expect(res.status).toBe(201);
      const created = calendarEventSchema.parse(res.json);
      expect(created.id).toBe(lastId + 1);
      expect((await api().client().addCalendarEvent(newEvent)).id).toBe(lastId + 2);
      const put = await api().call('PUT', buildPath(API_PATHS.calendarEvent, { id: created.id }), { title: 'Renamed', extendedProps: { location: 'Room 4' } });
      expect(put.status).toBe(201);
      expect(put.json).toMatchObject({ id: created.id, title: 'Renamed', extendedProps: { calendar: 'Business', location: 'Room 4' } });
      expect((await api().client().getCalendarEvents(['Business'])).find((e) => e.id === created.id)?.title).toBe('Renamed');
      const del = await api().call('DELETE', buildPath(API_PATHS.calendarEvent, { id: created.id }));
      expect(del.status).toBe(204);
      expect(del.text).toBe('');
      expect((await api().client().getCalendarEvents(CALENDARS)).some((e) => e.id === created.id)).toBe(false);
    });

    it('bad bodies are 400 with field errors; unknown ids are 400 "Something Went Wrong" (§8); nothing written', async () => {
      const before = await readBack(api(), [ALL_EVENTS]);
      expectFieldErrors(await api().call('POST', API_PATHS.calendar, { ...newEvent, title: '', extendedProps: { calendar: 'Nope' } }), ['title', 'extendedProps.calendar']);
      expectFieldErrors(await api().call('POST', API_PATHS.calendar, { ...newEvent, url: 'javascript:alert(1)' }), ['url']);
      expect((await api().call('POST', API_PATHS.calendar, undefined, { rawBody: '{"title":' })).status).toBe(400);
      const first = (await api().client().getCalendarEvents(CALENDARS))[0];
      if (!first) throw new Error('events');
      expect((await api().call('PUT', buildPath(API_PATHS.calendarEvent, { id: first.id }), { allDay: 'yes' })).json).toEqual({ errors: { allDay: [expect.any(String)] } });
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await api().call(method, buildPath(API_PATHS.calendarEvent, { id: 9999 }), method === 'PUT' ? { title: 'x' } : undefined);
        expect(res.status).toBe(400);
        expect(res.text).toBe('Something Went Wrong');
      }
      expect((await api().call('DELETE', buildPath(API_PATHS.calendarEvent, { id: 'abc' }))).status).toBe(400);
      expect(await readBack(api(), [ALL_EVENTS])).toBe(before);
    });

    it('PUT with the version it read: 201 and the next version; with an older one: 409 with the version now, nothing written', async () => {
      const read = (await api().client().getCalendarEvents(['Business']))[0];
      if (!read) throw new Error('a Business event');
      const path = buildPath(API_PATHS.calendarEvent, { id: read.id });
      const first = await api().call('PUT', path, { title: 'Moved by one', version: read.version });
      expect(first.status).toBe(201);
      expect(calendarEventSchema.parse(first.json)).toMatchObject({ id: read.id, title: 'Moved by one', version: read.version + 1 });
      const before = await readBack(api(), [ALL_EVENTS]);
      const stale = await api().call('PUT', path, { title: 'Moved by two', version: read.version });
      expect(stale.status).toBe(STALE_WRITE_STATUS);
      expect(staleWriteSchema.parse(stale.json)).toEqual({ message: STALE_WRITE_MESSAGE, version: read.version + 1 });
      expect(await readBack(api(), [ALL_EVENTS])).toBe(before);
      // without a version the edit applies (last write wins) and moves the version on
      const blind = await api().call('PUT', path, { title: 'Moved blind' });
      expect(blind.json).toMatchObject({ title: 'Moved blind', version: read.version + 2 });
    });

    it('each account has its own events: a new one starts empty, and neither reaches the other\'s (§8 400)', async () => {
      const c = api().client();
      const email = 'calendar-owner@contract.example';
      const registered = await api().call('POST', API_PATHS.register, { username: 'calendarowner', email, password: 'Own-Calendar-7' }, { as: null });
      expect(registered.status).toBe(201);
      const user = (await c.getUsers({ q: email })).users[0];
      if (!user) throw new Error('the registered user');
      await c.setUserRole(user.id, { role: 'users' });
      const own = (await api().login({ email, password: 'Own-Calendar-7' })).accessToken;
      expect((await api().call('GET', ALL_EVENTS, undefined, { as: own })).json).toEqual([]);
      const adminEvents = await c.getCalendarEvents(CALENDARS);
      const theirs = adminEvents[0];
      if (!theirs) throw new Error('the admin\'s events');
      const made = await api().call('POST', API_PATHS.calendar, { ...newEvent, title: 'Mine only' }, { as: own });
      expect(made.status).toBe(201);
      const mine = calendarEventSchema.parse(made.json);
      expect((await api().call('GET', ALL_EVENTS, undefined, { as: own })).json).toEqual([mine]);
      expect((await c.getCalendarEvents(CALENDARS)).some((e) => e.id === mine.id)).toBe(false);
      // another account's id answers as an unknown one, and changes nothing
      for (const [as, id] of [[own, theirs.id], [undefined, mine.id]] as const) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const res = await api().call(method, buildPath(API_PATHS.calendarEvent, { id }), method === 'PUT' ? { title: 'Not yours' } : undefined, { as });
          expect(res.status, `${method} ${id}`).toBe(400);
          expect(res.text).toBe('Something Went Wrong');
        }
      }
      expect(await c.getCalendarEvents(CALENDARS)).toEqual(adminEvents);
      expect((await api().call('GET', ALL_EVENTS, undefined, { as: own })).json).toEqual([mine]);
    });
  });

  describe('chat', () => {
    startsSeeded(api, ['chat']);
    it('chats-and-contacts: chats newest first, contacts, profile user; q filters by fullName', async () => {
      const c = api().client();
      const res = await c.getChatsAndContacts();
      expect(res.contacts.length).toBeGreaterThanOrEqual(8);
      expect(res.chatsContacts.length).toBeGreaterThanOrEqual(4);
      const times = res.chatsContacts.map((x) => Date.parse(x.chat.lastMessage?.time ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(res.profileUser.fullName).not.toBe('');
      const name = res.contacts[2]?.fullName ?? '';
      const filtered = await c.getChatsAndContacts(name.toUpperCase());
      expect(filtered.contacts.map((x) => x.fullName)).toEqual([name]);
      expect(filtered.chatsContacts.every((x) => x.fullName === name)).toBe(true);
    });

    it('opening a chat sets its unseen count to 0; a contact without a chat answers the contact; unknown is 404', async () => {
      // opening a chat is a GET that writes (unseen count to 0)
      api().markDirty('chat');
      const c = api().client();
      const before = await c.getChatsAndContacts();
      const unread = before.chatsContacts.find((x) => x.chat.unseenMsgs > 0);
      if (!unread) throw new Error('the seed has an unread chat');
      const opened = await c.getChat(unread.id);
      expect(opened.chat?.unseenMsgs).toBe(0);
      expect(opened.contact.id).toBe(unread.id);
      expect((await c.getChatsAndContacts()).chatsContacts.find((x) => x.id === unread.id)?.chat.unseenMsgs).toBe(0);
      const lonely = before.contacts.find((x) => !before.chatsContacts.some((chat) => chat.id === x.id));
      if (!lonely) throw new Error('the seed has a contact without a chat');
      const noChat = await c.getChat(lonely.id);
      expect(noChat.chat).toBeUndefined();
      expect(noChat.contact.id).toBe(lonely.id);
      expect((await api().call('GET', buildPath(API_PATHS.chat, { userId: 999 }))).status).toBe(404);
    });

    it('POST adds a sent, not delivered, not seen message (201); to a new contact it creates the chat', async () => {
      const c = api().client();
      const before = await c.getChatsAndContacts();
      const res = await api().call('POST', buildPath(API_PATHS.chat, { userId: 1 }), { message: 'Hello there' });
      expect(res.status).toBe(201);
      const body = sendMessageResponseSchema.parse(res.json);
      expect(body.msg).toMatchObject({ message: 'Hello there', senderId: before.profileUser.id, feedback: { isSent: true, isDelivered: false, isSeen: false } });
      expect((await c.getChat(1)).chat?.messages.at(-1)?.message).toBe('Hello there');
      const lonely = before.contacts.find((x) => !before.chatsContacts.some((chat) => chat.id === x.id));
      if (!lonely) throw new Error('a contact without a chat');
      const first = await c.sendChatMessage(lonely.id, { message: 'First!' });
      expect(first.chat).toMatchObject({ userId: lonely.id, unseenMsgs: 0 });
      expect((await c.getChatsAndContacts()).chatsContacts[0]?.id).toBe(lonely.id);
    });

    it('bad bodies (empty, forged sender) are 400 and write nothing; the profile PUT saves and rejects', async () => {
      const path = buildPath(API_PATHS.chat, { userId: 1 });
      const before = await readBack(api(), [API_PATHS.chatsAndContacts]);
      expectFieldErrors(await api().call('POST', path, { message: '' }), ['message']);
      expect((await api().call('POST', path, { message: 'I owe you $500', senderId: 1 })).status).toBe(400);
      expect((await api().call('POST', path, undefined, { rawBody: 'nope' })).status).toBe(400);
      expect((await api().call('PUT', API_PATHS.chatProfileUser, { status: 'asleep' })).status).toBe(400);
      expect((await api().call('PUT', API_PATHS.chatProfileUser, { fullName: 'Someone' })).status).toBe(400);
      expect(await readBack(api(), [API_PATHS.chatsAndContacts])).toBe(before);
      const saved = await api().client().updateChatProfile({ status: 'busy', settings: { isNotificationsOn: true } });
      expect(saved).toMatchObject({ status: 'busy', settings: { isNotificationsOn: true } });
      expect((await api().client().getChatsAndContacts()).profileUser).toMatchObject({ status: 'busy', settings: { isNotificationsOn: true } });
    });

    it('each account has its own chat: its own profile and conversations; what it sends is not in another\'s', async () => {
      const c = api().client();
      const { user, token: other } = await anotherAccount(api());
      const theirs = async () => chatsAndContactsResponseSchema.parse((await api().call('GET', API_PATHS.chatsAndContacts, undefined, { as: other })).json);
      // the first chat call makes the account's profile
      api().markDirty('chat');
      const adminBefore = await c.getChatsAndContacts();
      const mine = await theirs();
      expect(mine.chatsContacts).toEqual([]);
      // the directory is everyone else (decision 0036): each account sees the other, never itself
      expect(mine.contacts.map((x) => x.id)).toContain(adminBefore.profileUser.id);
      expect(mine.contacts.map((x) => x.id)).not.toContain(mine.profileUser.id);
      expect(adminBefore.contacts.map((x) => x.id)).toContain(mine.profileUser.id);
      expect(adminBefore.contacts.map((x) => x.id)).not.toContain(adminBefore.profileUser.id);
      expect(mine.profileUser).toMatchObject({ fullName: user.fullName, about: '', status: 'online' });
      expect(mine.profileUser.id).not.toBe(adminBefore.profileUser.id);

      const contact = adminBefore.chatsContacts[0];
      if (!contact) throw new Error('the admin has a chat');
      const sent = await api().call('POST', buildPath(API_PATHS.chat, { userId: contact.id }), { message: 'Only for me' }, { as: other });
      expect(sent.status).toBe(201);
      const body = sendMessageResponseSchema.parse(sent.json);
      expect(body.msg.senderId).toBe(mine.profileUser.id);
      expect(body.chat).toMatchObject({ userId: contact.id, unseenMsgs: 0 });
      expect(body.chat?.id).not.toBe(contact.chat.id);
      expect((await theirs()).chatsContacts.map((x) => [x.id, x.chat.lastMessage?.message])).toEqual([[contact.id, 'Only for me']]);
      expect((await c.getChatsAndContacts()).chatsContacts.find((x) => x.id === contact.id)?.chat).toEqual(contact.chat);
      const saved = await api().call('PUT', API_PATHS.chatProfileUser, { status: 'away' }, { as: other });
      expect(saved.status).toBe(200);
      const adminAfter = await c.getChatsAndContacts();
      expect(adminAfter.profileUser).toEqual(adminBefore.profileUser);
      // the status an account sets is what the others see of it
      expect(adminAfter.contacts.find((x) => x.id === mine.profileUser.id)?.status).toBe('away');
      expect((await api().call('POST', buildPath(API_PATHS.chat, { userId: mine.profileUser.id }), { message: 'me' }, { as: other })).status).toBe(404);
    });

    it('a message from the admin reaches the other account: unseen in its chat and its updates; opening it is seen; the answer comes back', async () => {
      const c = api().client();
      const { token: other } = await anotherAccount(api());
      const as = { as: other };
      const theirs = async () => chatsAndContactsResponseSchema.parse((await api().call('GET', API_PATHS.chatsAndContacts, undefined, as)).json);
      const updates = async () => chatUpdatesSchema.parse((await api().call('GET', API_PATHS.chatUpdates, undefined, as)).json);
      api().markDirty('chat');
      const me = (await c.getChatsAndContacts()).profileUser;
      const them = (await theirs()).profileUser;
      const before = await updates();

      const sent = await c.sendChatMessage(them.id, { message: 'Can you cover Friday?' });
      expect(sent.msg).toMatchObject({ senderId: me.id, feedback: { isSent: true, isDelivered: false, isSeen: false } });
      const chatId = sent.chat?.id;
      expect(chatId).toBeDefined();
      const received = await theirs();
      expect(received.chatsContacts[0]).toMatchObject({ id: me.id, chat: { id: chatId, unseenMsgs: 1, lastMessage: sent.msg } });
      expect(await updates()).toEqual({ unseenMsgs: before.unseenMsgs + 1, latest: sent.msg.time });

      const opened = await api().call('GET', buildPath(API_PATHS.chat, { userId: me.id }), undefined, as);
      expect(opened.status).toBe(200);
      expect(opened.json).toMatchObject({ chat: { id: chatId, userId: me.id, unseenMsgs: 0 } });
      expect((await updates()).unseenMsgs).toBe(before.unseenMsgs);
      expect((await c.getChat(them.id)).chat?.messages.at(-1)?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });

      const answer = await api().call('POST', buildPath(API_PATHS.chat, { userId: me.id }), { message: 'Yes, I can.' }, as);
      expect(answer.status).toBe(201);
      expect((await c.getChatsAndContacts()).chatsContacts[0]).toMatchObject({ id: them.id, chat: { id: chatId, unseenMsgs: 1, lastMessage: { message: 'Yes, I can.', senderId: them.id } } });
      expect((await api().call('GET', API_PATHS.chatUpdates)).status).toBe(200);
    });
  });

  describe('email', () => {
    startsSeeded(api, ['email']);
    it('GET: the inbox by default, newest first; folders, starred, trashed and labels filter; q', async () => {
      const c = api().client();
      const { emails } = await c.getEmails();
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.every((e) => e.folder === 'inbox' && !e.isDeleted)).toBe(true);
      const times = emails.map((e) => Date.parse(e.time));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const folder of ['sent', 'draft', 'spam'] as const) {
        const list = (await c.getEmails({ filter: folder })).emails;
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((e) => e.folder === folder && !e.isDeleted)).toBe(true);
      }
      const starred = (await c.getEmails({ filter: 'starred' })).emails;
      expect(starred.length).toBeGreaterThan(0);
      expect(starred.every((e) => e.isStarred && !e.isDeleted)).toBe(true);
      const trashed = (await c.getEmails({ filter: 'trashed' })).emails;
      expect(trashed.length).toBeGreaterThan(0);
      expect(trashed.every((e) => e.isDeleted)).toBe(true);
      for (const label of ['private', 'company', 'personal', 'important'] as const) {
        const list = (await c.getEmails({ label })).emails;
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((e) => e.labels.includes(label) && !e.isDeleted)).toBe(true);
      }
      const name = emails[0]?.from.name.split(' ')[0]?.toUpperCase() ?? '';
      const found = (await c.getEmails({ q: name })).emails;
      expect(ids(found)).toContain(emails[0]?.id);
      expect(found.every((e) => `${e.from.name}\n${e.subject}`.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    });

    it('emailsMeta counts inbox unread, drafts, spam unread and stars', async () => {
      const c = api().client();
      const { emailsMeta, emails: inbox } = await c.getEmails();
      const drafts = (await c.getEmails({ filter: 'draft' })).emails;
      const spam = (await c.getEmails({ filter: 'spam' })).emails;
      const starred = (await c.getEmails({ filter: 'starred' })).emails;
      expect(emailsMeta).toEqual({
        inbox: inbox.filter((e) => !e.isRead).length,
        draft: drafts.length,
        spam: spam.filter((e) => !e.isRead).length,
        star: starred.length,
      });
    });

    it('POST with a label toggles it (201, no body), without merges data; bad bodies are 400 and write nothing', async () => {
      const c = api().client();
      const [a, b] = (await c.getEmails()).emails;
      if (!a || !b) throw new Error('inbox');
      const before = await readBack(api(), [`${API_PATHS.email}?filter=inbox`, `${API_PATHS.email}?filter=trashed`]);
      for (const body of [{ ids: 'all', data: {} }, { ids: [a.id], data: { id: 5 } }, { ids: [a.id], label: 'work' }, {}, [1, 2]]) {
        expect((await api().call('POST', API_PATHS.email, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await api().call('POST', API_PATHS.email, undefined, { rawBody: '{ids:[1]}' })).status).toBe(400);
      expect(await readBack(api(), [`${API_PATHS.email}?filter=inbox`, `${API_PATHS.email}?filter=trashed`])).toBe(before);

      const res = await api().call('POST', API_PATHS.email, { ids: [a.id, b.id], label: 'private', data: { isRead: !a.isRead } });
      expect(res.status).toBe(201);
      expect(res.text).toBe('');
      const after = (await c.getEmails()).emails;
      const find = (id: number) => after.find((e) => e.id === id);
      expect(find(a.id)?.labels.includes('private')).toBe(!a.labels.includes('private'));
      expect(find(b.id)?.labels.includes('private')).toBe(!b.labels.includes('private'));
      expect(find(a.id)?.isRead).toBe(a.isRead);
      await c.updateEmails({ ids: [a.id, b.id], data: { isDeleted: true, isStarred: true } });
      const trashed = (await c.getEmails({ filter: 'trashed' })).emails;
      expect(ids(trashed)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(trashed.filter((e) => e.id === a.id || e.id === b.id).every((e) => e.isStarred)).toBe(true);
    });

    it('send stores the email in sent, newest first (201); a draft goes to drafts; bad bodies are 400', async () => {
      const c = api().client();
      const sent = await c.sendEmail({ to: ['Jane.Doe@Example.com'], cc: ['boss@example.com'], subject: 'Hello', message: '<p>Hi</p>' });
      expect(sent).toMatchObject({ folder: 'sent', isRead: true, subject: 'Hello', cc: ['boss@example.com'], to: [{ email: 'jane.doe@example.com', name: 'Jane Doe' }] });
      expect((await c.getEmails({ filter: 'sent' })).emails[0]?.id).toBe(sent.id);
      const draft = await c.sendEmail({ to: [], subject: 'Later', message: '', draft: true });
      expect(draft.folder).toBe('draft');
      const before = await readBack(api(), [`${API_PATHS.email}?filter=sent`]);
      expectFieldErrors(await api().call('POST', API_PATHS.emailSend, { to: ['not-an-email'], subject: 'x', message: '' }), ['to.0']);
      expect(await readBack(api(), [`${API_PATHS.email}?filter=sent`])).toBe(before);
    });

    it('each account has its own mailbox: another starts empty; neither reads, changes nor takes the other\'s mail', async () => {
      const c = api().client();
      const { token: other } = await anotherAccount(api());
      const theirs = async (query = '') => emailsResponseSchema.parse((await api().call('GET', `${API_PATHS.email}${query}`, undefined, { as: other })).json);
      expect(await theirs()).toEqual({ emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0, star: 0 } });

      const adminSent = await c.getEmails({ filter: 'sent' });
      const sent = await api().call('POST', API_PATHS.emailSend, { to: ['jane.doe@example.com'], subject: 'Mine only' }, { as: other });
      expect(sent.status).toBe(201);
      const mine = emailSchema.parse(sent.json);
      expect(ids((await theirs('?filter=sent')).emails)).toEqual([mine.id]);
      expect(await c.getEmails({ filter: 'sent' })).toEqual(adminSent);
      // ids are one space: the other account's email is none of the admin's
      expect(ids((await c.getEmails({ filter: 'trashed' })).emails)).not.toContain(mine.id);

      await c.updateEmails({ ids: [mine.id], data: { isDeleted: true, isStarred: true } });
      expect((await theirs('?filter=sent')).emails[0]).toMatchObject({ id: mine.id, isDeleted: false, isStarred: false });
      const draft = emailSchema.parse((await api().call('POST', API_PATHS.emailSend, { subject: 'Later', draft: true }, { as: other })).json);
      const taken = await c.sendEmail({ to: ['a@b.co'], subject: 'Not yours', draftId: draft.id });
      expect(taken.id).not.toBe(draft.id);
      expect((await theirs('?filter=draft')).emails.map((e) => [e.id, e.subject])).toEqual([[draft.id, 'Later']]);
      expect((await theirs()).emailsMeta).toEqual({ inbox: 0, draft: 1, spam: 0, star: 0 });
    });

    it('a sent email lands in the inbox of each account it names (to, cc or bcc), unread, from the sender, without the bcc list; a draft or an outside address reaches no one', async () => {
      const c = api().client();
      const { user, token: other } = await anotherAccount(api());
      const theirs = async (query = '') => emailsResponseSchema.parse((await api().call('GET', `${API_PATHS.email}${query}`, undefined, { as: other })).json);
      const before = await theirs();
      await c.sendEmail({ to: [user.email.toUpperCase()], subject: 'Just a draft', draft: true });
      await c.sendEmail({ to: ['nobody@outside.example'], subject: 'Elsewhere' });
      expect(await theirs()).toEqual(before);

      const sent = await c.sendEmail({ to: ['someone@outside.example', user.email], cc: [], bcc: [user.email.toUpperCase(), 'hidden@outside.example'], subject: 'Welcome aboard', message: '<p>Glad you are here</p>' });
      const inbox = await theirs();
      expect(inbox.emails).toHaveLength(before.emails.length + 1);
      expect(inbox.emailsMeta.inbox).toBe(before.emailsMeta.inbox + 1);
      const [received] = inbox.emails;
      expect(received).toMatchObject({ subject: 'Welcome aboard', message: sent.message, folder: 'inbox', isRead: false, bcc: [], from: { email: 'admin@demo.com' } });
      expect(received?.from.name).not.toBe('me');
      expect(received?.id).not.toBe(sent.id);
      expect(received?.to.map((a) => a.email)).toEqual(['someone@outside.example', user.email]);
      // the sender's copy is theirs alone: reading it does not touch the recipient's
      await c.updateEmails({ ids: [sent.id], data: { isStarred: true } });
      expect((await theirs()).emails[0]).toMatchObject({ id: received?.id, isStarred: false });
      await api().call('POST', API_PATHS.email, { ids: [received?.id], data: { isRead: true } }, { as: other });
      expect((await theirs()).emailsMeta.inbox).toBe(before.emailsMeta.inbox);
    });
  });

  describe('logistics', () => {
    startsSeeded(api, ['logistics']);
    it('vehicles: 25, paged, sorted by each key', async () => {
      const c = api().client();
      const all = await c.getVehicles({ itemsPerPage: 100 });
      expect(all.totalVehicles).toBe(25);
      expect(ids((await c.getVehicles({ page: 3, itemsPerPage: 10 })).vehicles)).toEqual(ids(all.vehicles).slice(20));
      for (const orderBy of ['asc', 'desc'] as const) {
        const list = async (sortBy: 'location' | 'startRoute' | 'endRoute' | 'warnings' | 'progress') => (await c.getVehicles({ sortBy, orderBy, itemsPerPage: 100 })).vehicles;
        expectSorted((await list('location')).map((v) => v.location), orderBy, 'location');
        expectSorted((await list('startRoute')).map((v) => v.startCity), orderBy, 'startRoute');
        expectSorted((await list('endRoute')).map((v) => v.endCity), orderBy, 'endRoute');
        expectSorted((await list('warnings')).map((v) => v.warnings), orderBy, 'warnings');
        expectSorted((await list('progress')).map((v) => v.progress), orderBy, 'progress');
      }
    });

    it('stats add up to the fleet; the fleet has every vehicle with a route and a timeline', async () => {
      const c = api().client();
      const stats = await c.getLogisticsStats();
      expect(stats.totalVehicles).toBe(25);
      expect(stats.overview.reduce((s, o) => s + o.count, 0)).toBe(25);
      expect(stats.warnings.reduce((s, w) => s + w.count, 0)).toBe(25);
      expect(stats.warnings.map((w) => w.warning)).toEqual([...VEHICLE_WARNINGS]);
      const vehicles = (await c.getVehicles({ itemsPerPage: 100 })).vehicles;
      expect(stats.vehiclesOnRoute).toBe(vehicles.filter((v) => v.progress > 0 && v.progress < 100).length);
      const fleet = await c.getFleet();
      expect(fleet.vehicles).toHaveLength(25);
      for (const v of fleet.vehicles) {
        expect(v.route.length).toBeGreaterThanOrEqual(2);
        expect(v.timeline[0]?.kind).toBe('departed');
        expect(v.timeline.at(-1)?.kind).toBe('arrival');
      }
    });
  });
}
