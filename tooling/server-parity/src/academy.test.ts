// The academy on its tables (decision 0025): the catalogue with each account's own progress,
// answered as the mock answers over the same seed; two accounts' progress kept apart; the
// database's constraints; and an existing database's courses and progress moved by the migration.
import { parseQuery, type AccountRef } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { API_PATHS, buildPath, coursesQuerySchema } from '@atrium/api';
import { getAcademyStats, getCourseDetails, listCourses as mockList, setTopicCompleted as mockTick } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCourseDetails, listCourses as serverList } from '@atrium/server/internal/academy/queries';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import { seedIdentity } from '@atrium/server/internal/identity/seed';
import { seedRoles } from '@atrium/server/internal/roles/seed';
import type { AtriumServer } from '@atrium/server';
import { stageDocuments } from '@atrium/server/testing';
import { BASE, call, login, migrationsBefore, SEED_NOW, startTestServer } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;
const ADMIN: AccountRef = { principal: 'login', userId: 1 };
const topicPath = (courseId: number | string, sectionId: string, topicIndex: number | string) => buildPath(API_PATHS.academyCourseTopicById, { courseId, sectionId, topicIndex });

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);
const parsed = (query: string) => parseQuery(coursesQuerySchema, new Request(`${BASE}${API_PATHS.academyCourses}?${query}`));

const QUERIES = [
  '',
  'itemsPerPage=100',
  'page=3',
  'page=99',
  'q=STORE',
  'q=%20the%20&itemsPerPage=25',
  'q=100%25',
  'label=design',
  'label=All%20Courses',
  'label=Nope',
  'hideCompleted=true&itemsPerPage=50',
  'hideCompleted=1&label=UI%2FUX',
  'sortBy=courseName&orderBy=asc&itemsPerPage=25',
  'sortBy=courseName&orderBy=desc&page=2&itemsPerPage=7',
  'sortBy=progress&orderBy=asc&itemsPerPage=25',
  'sortBy=progress&orderBy=desc&itemsPerPage=25&hideCompleted=true',
  'sortBy=nope&orderBy=desc',
];

describe('the same answers as the mock', () => {
  it('the admin\'s lists, details, ticks and dashboard answer the mock\'s bytes over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const query of QUERIES) {
      const res = await call(server, 'GET', `${API_PATHS.academyCourses}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, query).toBe(JSON.stringify(mockList(seed, parsed(query), ADMIN)));
    }
    for (const id of [1, 2, 3, 13, 25]) {
      const res = await call(server, 'GET', buildPath(API_PATHS.academyCourse, { courseId: id }), { token: admin });
      expect(res.text, String(id)).toBe(JSON.stringify(getCourseDetails(seed, id, ADMIN)));
    }
    expect((await call(server, 'GET', API_PATHS.academyCourseDetails, { token: admin })).text).toBe(JSON.stringify(getCourseDetails(seed, 1, ADMIN)));
    for (const [courseId, section, index, isCompleted] of [[2, 'section2', 1, true], [2, 'section1', 0, false], [4, 'section4', 2, true], [4, 'section4', 2, true]] as const) {
      const res = await call(server, 'PUT', topicPath(courseId, section, index), { token: admin, body: { isCompleted } });
      expect(res.status).toBe(200);
      const expected = mockTick(seed, courseId, section, index, { isCompleted }, ADMIN);
      if (!expected.ok) throw new Error('the mock refused the tick');
      expect(res.text).toBe(JSON.stringify(expected.value));
    }
    const old = await call(server, 'PUT', buildPath(API_PATHS.academyCourseTopic, { sectionId: 'section3', topicIndex: 0 }), { token: admin, body: { isCompleted: true } });
    const expectedOld = mockTick(seed, 1, 'section3', 0, { isCompleted: true }, ADMIN);
    expect(old.text).toBe(expectedOld.ok ? JSON.stringify(expectedOld.value) : 'refused');
    const stats = JSON.parse((await call(server, 'GET', API_PATHS.academyStats, { token: admin })).text) as { upcomingWebinar: { startsAt: string } };
    // the webinar's date is counted from each backend's clock: compared from the server's answer's instant
    expect(JSON.stringify(stats)).toBe(JSON.stringify(getAcademyStats(seed, new Date(Date.parse(stats.upcomingWebinar.startsAt) - 1), ADMIN)));
    for (const query of QUERIES.slice(0, 4)) expect((await call(server, 'GET', `${API_PATHS.academyCourses}?${query}`, { token: admin })).text).toBe(JSON.stringify(mockList(seed, parsed(query), ADMIN)));
  });

  it('refusals are the mock\'s: malformed JSON, a bad body, unknown course, section or topic', async () => {
    const cases: Array<[string, { body?: unknown; raw?: string }, number, unknown]> = [
      [topicPath(1, 'section1', 0), { raw: '{' }, 400, { errors: { body: ['Malformed JSON'] } }],
      [topicPath(1, 'section1', 0), { body: { isCompleted: 'yes' } }, 400, undefined],
      [topicPath(1, 'section1', 0), { body: { isCompleted: true, extra: 1 } }, 400, undefined],
      [topicPath(999, 'section1', 0), { body: { isCompleted: true } }, 404, { error: 'Topic not found' }],
      [topicPath(1, 'nope', 0), { body: { isCompleted: true } }, 404, { error: 'Topic not found' }],
      [topicPath(1, 'section1', 99), { body: { isCompleted: true } }, 404, { error: 'Topic not found' }],
      [topicPath(1, 'section1', 'x'), { body: { isCompleted: true } }, 404, { error: 'Topic not found' }],
    ];
    const before = await count(sql`select count(*)::int as n from topic_progress`);
    for (const [path, options, status, body] of cases) {
      const res = await call(server, 'PUT', path, { token: admin, ...options });
      expect(res.status, path).toBe(status);
      if (body !== undefined) expect(res.body, path).toEqual(body);
    }
    expect(await count(sql`select count(*)::int as n from topic_progress`)).toBe(before);
    for (const id of ['999', 'abc', '99999999999']) expect((await call(server, 'GET', buildPath(API_PATHS.academyCourse, { courseId: id }), { token: admin })).body).toEqual({ error: 'Course not found' });
  });
});

describe('an existing database', () => {
  it('keeps its courses, and the one shared progress becomes the first admin sign-in\'s', async () => {
    const staged = migrationsBefore('_academy.sql');
    const [first, moving] = [staged.named('_academy.sql'), staged.named('_academy_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      // the previous server: accounts in their tables; courses with their (global) progress in the documents
      const seed = createSeed({ now: SEED_NOW });
      // the roles first: users.role is a foreign key since the roles' migrations (0032–0034)
      await connection.db.transaction((tx) => seedRoles(tx, seed));
      await connection.db.transaction((tx) => seedIdentity(tx, seed));
      const progress = seed.academyProgressByAccount['login:1'] ?? [];
      const old = {
        courses: seed.courses.map((c) => ({ ...c, completedTasks: progress.find((p) => p.courseId === c.id)?.completedTasks ?? 0 })),
        courseDetails: seed.courseDetails.map((d) => {
          const ticks = new Set(progress.find((p) => p.courseId === d.courseId)?.topics ?? []);
          return { ...d, content: d.content.map((s) => ({ ...s, topics: s.topics.map((t, i) => ({ ...t, isCompleted: ticks.has(`${s.id}/${i}`) })) })) };
        }),
      };
      const { academyProgressByAccount: _a, ...rest } = seed;
      await connection.db.transaction((tx) => stageDocuments(tx, { ...rest, ...old, users: [], loginUsers: [], invoices: [], calendarEventsByAccount: {}, vehicles: [], roles: [], permissions: [] }));
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      for (const query of QUERIES) expect(JSON.stringify(await serverList(connection.db, ADMIN, parsed(query))), query).toBe(JSON.stringify(mockList(seed, parsed(query), ADMIN)));
      for (const id of [1, 7, 25]) expect(JSON.stringify(await findCourseDetails(connection.db, ADMIN, id))).toBe(JSON.stringify(getCourseDetails(seed, id, ADMIN)));
      // every other account starts with none; the documents are gone; new ids continue
      const other = await serverList(connection.db, { principal: 'login', userId: 2 }, parsed('itemsPerPage=100'));
      expect(other.courses.every((c) => c.completedTasks === 0)).toBe(true);
      const [left] = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from documents where collection in ('courses', 'courseDetails')`));
      expect(left?.n).toBe(0);
      const [next] = rowsOf<{ id: number }>(await connection.db.execute(sql`insert into courses (title, instructor, tag, total_tasks, time) values ('x', 'y', 'Web', 3, '1h') returning id`));
      expect(next?.id).toBe(26);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
