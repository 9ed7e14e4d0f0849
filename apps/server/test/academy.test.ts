// The academy on its tables (decision 0025): the catalogue with each account's own progress,
// answered as the mock answers over the same seed; two accounts' progress kept apart; the
// database's constraints; and an existing database's courses and progress moved by the migration.
import { API_PATHS, buildPath, type CourseDetails, type UserDetail } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;
let admin: string;
const topicPath = (courseId: number | string, sectionId: string, topicIndex: number | string) => buildPath(API_PATHS.academyCourseTopicById, { courseId, sectionId, topicIndex });

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const count = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await server.db.execute(statement))[0]?.n);

/** A user of /apps/users who may use the academy, signed in: their token. */
async function signedInUser(id: number): Promise<string> {
  await server.db.execute(sql`update users set role = 'administrator', status = 'active' where id = ${id}`);
  const set = await call(server, 'PUT', API_PATHS.userPassword.replace(':id', String(id)), { token: admin, body: { newPassword: 'Own-Progress-7', confirmPassword: 'Own-Progress-7' } });
  expect(set.status).toBe(204);
  const user = (await call(server, 'GET', buildPath(API_PATHS.user, { id }), { token: admin })).body as UserDetail;
  return login(server, user.email, 'Own-Progress-7');
}

describe('progress per person', () => {
  it('a user starts with none; their tick is theirs alone, and the admin\'s progress stays as it was', async () => {
    const user = await signedInUser(4);
    const mine = (await call(server, 'GET', `${API_PATHS.academyCourses}?itemsPerPage=100`, { token: user })).body as { courses: Array<{ completedTasks: number }> };
    expect(mine.courses).toHaveLength(25);
    expect(mine.courses.every((c) => c.completedTasks === 0)).toBe(true);
    const adminList = (await call(server, 'GET', `${API_PATHS.academyCourses}?itemsPerPage=100`, { token: admin })).text;
    const adminDetails = (await call(server, 'GET', buildPath(API_PATHS.academyCourse, { courseId: 3 }), { token: admin })).text;
    const adminStats = (await call(server, 'GET', API_PATHS.academyStats, { token: admin })).body as { learner: unknown };
    const fresh = (await call(server, 'GET', buildPath(API_PATHS.academyCourse, { courseId: 3 }), { token: user })).body as CourseDetails;
    expect(fresh.content.flatMap((s) => s.topics).some((t) => t.isCompleted)).toBe(false);
    const ticked = await call(server, 'PUT', topicPath(3, 'section1', 2), { token: user, body: { isCompleted: true } });
    expect(ticked.status).toBe(200);
    expect((ticked.body as CourseDetails).content[0]?.status).toBe('1/3');
    expect(await count(sql`select count(*)::int as n from topic_progress where user_id = 4 and login_id is null`)).toBe(1);
    expect((await call(server, 'GET', buildPath(API_PATHS.academyCourse, { courseId: 3 }), { token: admin })).text).toBe(adminDetails);
    expect((await call(server, 'GET', `${API_PATHS.academyCourses}?itemsPerPage=100`, { token: admin })).text).toBe(adminList);
    expect(((await call(server, 'GET', API_PATHS.academyStats, { token: admin })).body as { learner: unknown }).learner).toEqual(adminStats.learner);
    const userStats = (await call(server, 'GET', API_PATHS.academyStats, { token: user })).body as { learner: { completedCourses: number; completedTasks: number } };
    expect(userStats.learner).toMatchObject({ completedCourses: 0, completedTasks: 0 });
    // deleting the account deletes what was its (the foreign keys cascade)
    expect((await call(server, 'DELETE', buildPath(API_PATHS.user, { id: 4 }), { token: admin })).status).toBe(204);
    expect(await count(sql`select count(*)::int as n from topic_progress where user_id = 4`)).toBe(0);
  });

  it('the database refuses progress without exactly one owner, and a tag the contract does not have', async () => {
    const [topic] = rowsOf<{ id: number; course_id: number }>(await server.db.execute(sql`select t.id, s.course_id from course_topics t join course_sections s on s.id = t.section_id limit 1`));
    if (!topic) throw new Error('a topic');
    const tick = (owner: ReturnType<typeof sql>) => server.db.execute(sql`insert into topic_progress (course_id, topic_id, user_id, login_id) values (${topic.course_id}, ${topic.id}, ${owner})`);
    await expect(tick(sql`null, null`)).rejects.toThrow();
    await expect(tick(sql`3, 1`)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into courses (title, instructor, tag, total_tasks, time) values ('x', 'y', 'Cooking', 3, '1h')`)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into courses (title, instructor, tag, total_tasks, time) values ('x', 'y', 'Web', 0, '1h')`)).rejects.toThrow();
  });

  it('search and the name sort are served by their indexes (sequential scans off); no document holds a course', async () => {
    const plan = async (statement: ReturnType<typeof sql>) =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(statement))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
    expect(await plan(sql`explain select id from courses where lower(title || E'\\n' || instructor) like '%store%'`)).toContain('courses_search');
    expect(await plan(sql`explain select id from courses where tag = 'Web' order by id desc`)).toContain('courses_by_tag');
    expect(await count(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`)).toBe(0);
  });
});
