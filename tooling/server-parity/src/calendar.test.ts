// Calendar events on their table (decision 0023): each account's own, answered as the mock
// answers over the same seed, a stale edit's 409, the documents' events moved by the migration,
// and the list served by its index.
import { parseQuery, type AccountRef } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { API_PATHS, buildPath, CALENDARS, calendarQuerySchema } from '@atrium/api';
import { addCalendarEvent as mockAdd, listCalendarEvents as mockList, updateCalendarEvent as mockUpdate } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCalendarEvents as serverList } from '@atrium/server/internal/calendar/queries';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import { seedIdentity } from '@atrium/server/internal/identity/seed';
import type { AtriumServer } from '@atrium/server';
import { stageDocuments } from '@atrium/server/testing';
import { BASE, call, login, SEED_NOW, startTestServer, migrationsBefore } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;
const ADMIN: AccountRef = { principal: 'login', userId: 1 };
const ALL = `${API_PATHS.calendar}?${CALENDARS.map((c) => `calendars=${encodeURIComponent(c)}`).join('&')}`;
const eventPath = (id: number) => buildPath(API_PATHS.calendarEvent, { id });
const NEW_EVENT = { title: 'Server test review', start: '2025-06-20T13:00:00.000Z', end: '2025-06-20T14:00:00.000Z', extendedProps: { calendar: 'Business', guests: ['a@b.example'] } };

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

describe('the same answers as the mock', () => {
  it('the admin\'s lists, a create and edits answer what the mock answers over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const queries = ['', ALL.split('?')[1] ?? '', 'calendars=Business&calendars=Holiday', 'calendars=Business,ETC', 'calendars=Nope', 'calendars=%20Family%20'];
    for (const query of queries) {
      const { calendars } = parseQuery(calendarQuerySchema, new Request(`${BASE}${API_PATHS.calendar}?${query}`), ['calendars']);
      const res = await call(server, 'GET', `${API_PATHS.calendar}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, query).toBe(JSON.stringify(mockList(seed, ADMIN, calendars)));
    }
    const created = await call(server, 'POST', API_PATHS.calendar, { token: admin, body: NEW_EVENT });
    expect(created.status).toBe(201);
    const expected = mockAdd(seed, ADMIN, NEW_EVENT);
    if (!expected.ok) throw new Error('the mock refused the event');
    expect(created.text).toBe(JSON.stringify(expected.value));
    for (const change of [{ title: 'Renamed', extendedProps: { location: 'Room 4' } }, { allDay: true, start: '2025-06-21', end: '2025-06-22', version: 2 }, { extendedProps: { calendar: 'ETC', description: 'x' } }]) {
      const res = await call(server, 'PUT', eventPath(expected.value.id), { token: admin, body: change });
      expect(res.status).toBe(201);
      const mock = mockUpdate(seed, ADMIN, expected.value.id, change);
      if (!mock.ok) throw new Error('the mock refused the edit');
      expect(res.text).toBe(JSON.stringify(mock.value));
    }
    expect((await call(server, 'GET', ALL, { token: admin })).text).toBe(JSON.stringify(mockList(seed, ADMIN, [...CALENDARS])));
  });
});

describe('an existing database', () => {
  it('keeps its events: the custom migration moves the previous server\'s documents to the first admin sign-in', async () => {
    const staged = migrationsBefore('_calendar.sql');
    const [first, moving] = [staged.named('_calendar.sql'), staged.named('_calendar_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      // the previous server: accounts in their tables, one shared list of events (no versions, one
      // without details) in the documents, with its id counter
      const seed = createSeed({ now: SEED_NOW });
      await connection.db.transaction((tx) => seedIdentity(tx, seed));
      const events = (seed.calendarEventsByAccount['login:1'] ?? []).map(({ version: _v, ...event }) => event);
      const [bare] = events;
      if (!bare) throw new Error('seed events');
      bare.extendedProps = { calendar: bare.extendedProps.calendar };
      const { calendarEventsByAccount: _c, ...rest } = seed;
      await connection.db.transaction((tx) => stageDocuments(tx, { ...rest, users: [], loginUsers: [], invoices: [], calendarEvents: events }));
      expect(rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from id_counters where name = 'calendarEvents'`))[0]?.n).toBe(1);
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      const expected = createSeed({ now: SEED_NOW });
      const first1 = expected.calendarEventsByAccount['login:1']?.[0];
      if (first1) first1.extendedProps = { calendar: first1.extendedProps.calendar };
      for (const calendars of [[...CALENDARS], ['Business'], []]) {
        expect(await serverList(connection.db, ADMIN, calendars)).toEqual(mockList(expected, ADMIN, calendars));
      }
      // every other account starts empty; the documents and the counter are gone; ids continue
      expect(await serverList(connection.db, { principal: 'login', userId: 2 }, [...CALENDARS])).toEqual([]);
      const left = rowsOf<{ n: number }>(
        await connection.db.execute(sql`select (select count(*) from documents where collection = 'calendarEvents') + (select count(*) from collections where name = 'calendarEvents') + (select count(*) from id_counters where name = 'calendarEvents') as n`),
      );
      expect(Number(left[0]?.n)).toBe(0);
      const [instant] = rowsOf<{ ok: boolean }>(await connection.db.execute(sql`select bool_and(start_at = start_text::timestamptz and end_at = end_text::timestamptz) as ok from calendar_events`));
      expect(instant?.ok).toBe(true);
      const [next] = rowsOf<{ id: number }>(
        await connection.db.execute(sql`insert into calendar_events (login_id, title, start_text, end_text, start_at, end_at, calendar) values (1, 'next', '2025-06-01', '2025-06-01', now(), now(), 'ETC') returning id`),
      );
      expect(next?.id).toBe(events.length + 1);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
