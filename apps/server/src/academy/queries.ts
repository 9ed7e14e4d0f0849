// The academy tables' queries (src/db/academy.ts, decision 0025): the catalogue joined with the
// signed-in account's progress. The course list is one SQL statement; a course's details page one
// statement; a topic tick writes only that account's row for that topic. What the answers mean
// (field order, section statuses, the dashboard's numbers) is the mock's pure code, which both
// backends call (`courseOf`, `courseDetailsOf`, `academyStatsOf`).
import { ALL_COURSES_LABEL, COURSE_TAGS, LIST_TOTAL_EXACT_LIMIT, type AcademyStats, type Course, type CourseDetails, type CoursesQuery, type CoursesResponse } from '@atrium/api';
import { normalizeQuery, parsePageRequest } from '@atrium/core';
import { academyStatsOf, courseDetailsOf, courseOf, type AccountRef } from '@atrium/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { courseDetails, courseProgress, courses, courseSections, courseTopics, topicProgress } from '../db/academy';
import { textSortKey } from '../db/logistics';
import type { Executor } from '../db/executor';
import { capTotal } from '../db/list-total';

/** "this row is the account's": the owner column its unique index starts with. */
function mine(table: 'p' | 'tp', account: AccountRef): SQL {
  return sql.raw(`${table}.${account.principal === 'user' ? 'user_id' : 'login_id'} = ${Math.trunc(account.userId)}`);
}

/** The owner columns of an account's row: exactly one of the two foreign keys. */
export function ownerOf(account: AccountRef): { userId: number; loginId: null } | { userId: null; loginId: number } {
  return account.principal === 'user' ? { userId: account.userId, loginId: null } : { userId: null, loginId: account.userId };
}

interface CourseRow {
  id: number;
  title: string;
  description: string;
  instructor: string;
  instructor_avatar: string;
  image: string;
  tag: string;
  total_tasks: number;
  user_count: number;
  note: number;
  view: number;
  time: string;
  logo: string;
  color: string;
  rating: number;
  rating_count: number;
  completed: number;
}

function toCourse(row: CourseRow): Course {
  return courseOf({
    id: Number(row.id),
    user: row.instructor,
    image: row.image,
    tutorImg: row.instructor_avatar,
    completedTasks: Number(row.completed),
    totalTasks: Number(row.total_tasks),
    userCount: Number(row.user_count),
    note: Number(row.note),
    view: Number(row.view),
    time: row.time,
    logo: row.logo,
    color: row.color,
    courseTitle: row.title,
    desc: row.description,
    tags: row.tag as Course['tags'],
    rating: Number(row.rating),
    ratingCount: Number(row.rating_count),
  });
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The catalogue joined with the account's completed tasks (c: the course, p: the account's progress). */
const catalogueFor = (account: AccountRef) => sql`${courses} c left join ${courseProgress} p on p.course_id = c.id and ${mine('p', account)}`;
const COMPLETED = sql`coalesce(p.completed_tasks, 0)`;

/** The list's filters as one WHERE condition: q (title or instructor), the tag label, hideCompleted. */
function courseFilters(query: CoursesQuery): SQL {
  const conditions: SQL[] = [];
  const term = normalizeQuery(query.q);
  if (term !== '') {
    // the fields joined by a line break as the trigram index is; a term holding one matches no single field
    conditions.push(term.includes('\n') ? sql`false` : sql`lower(c.title || E'\\n' || c.instructor) like ${`%${escapeLike(term)}%`}`);
  }
  const label = query.label.trim().toLowerCase();
  if (label !== '' && label !== ALL_COURSES_LABEL.toLowerCase()) {
    const tag = COURSE_TAGS.find((t) => t.toLowerCase() === label);
    conditions.push(tag === undefined ? sql`false` : sql`c.tag = ${tag}`);
  }
  if (query.hideCompleted) conditions.push(sql`${COMPLETED} <> c.total_tasks`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** ORDER BY: the sort key, then the id newest first (the unique tiebreaker, and the mock's order among equals). */
function courseOrder(query: Pick<CoursesQuery, 'sortBy' | 'orderBy'>): SQL {
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  if (query.sortBy === 'courseName') return sql`${textSortKey(sql`c.title`)} ${direction}, c.id desc`;
  if (query.sortBy === 'progress') return sql`(${COMPLETED}::float8 / c.total_tasks) ${direction}, c.id desc`;
  return sql`c.id desc`;
}

/**
 * GET /api/apps/academy/courses for one account as one statement: the filters in WHERE, the sort
 * in ORDER BY with the id as tiebreaker, the page by LIMIT/OFFSET, and both counts (the matches
 * and the whole catalogue) in the same statement, each up to LIST_TOTAL_EXACT_LIMIT + 1.
 */
export async function listCourses(ex: Executor, account: AccountRef, query: CoursesQuery): Promise<CoursesResponse> {
  const where = courseFilters(query);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const limit = LIST_TOTAL_EXACT_LIMIT + 1;
  const counts = sql`(select count(*) from (select 1 from ${catalogueFor(account)} where ${where} limit ${limit}) m)::int as matched,
    (select count(*) from (select 1 from ${courses} limit ${limit}) a)::int as catalogue`;
  const rows = rowsOf<CourseRow & { matched: number; catalogue: number }>(
    await ex.execute(sql`
      select c.*, ${COMPLETED}::int as completed, ${counts}
      from ${catalogueFor(account)}
      where ${where}
      order by ${courseOrder(query)}
      limit ${itemsPerPage} offset ${(page - 1) * itemsPerPage}`),
  );
  // an empty page still says how many match (the same capped counts, alone)
  const [head] = rows.length > 0 ? rows : rowsOf<{ matched: number; catalogue: number }>(await ex.execute(sql`select ${counts}`));
  const { total, exact } = capTotal(Number(head?.matched ?? 0));
  return {
    totalCourse: Math.min(Number(head?.catalogue ?? 0), LIST_TOTAL_EXACT_LIMIT),
    courses: rows.map(toCourse),
    total,
    ...(exact ? {} : { totalExact: false }),
  };
}

/** The id of the first course (the old /course-details address opens it), or undefined without courses. */
export async function firstCourseId(ex: Executor): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(await ex.execute(sql`select id from ${courses} order by id limit 1`));
  return row ? Number(row.id) : undefined;
}

/** A course's details page as the account sees it (its ticks), in one statement; undefined when the course has none. */
export async function findCourseDetails(ex: Executor, account: AccountRef, courseId: number): Promise<CourseDetails | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await ex.execute(sql`
      select cd.*, (
        select coalesce(json_agg(json_build_object('id', s.key, 'title', s.title, 'time', s.time, 'topics', (
          select coalesce(json_agg(json_build_object('title', t.title, 'time', t.time, 'isCompleted', tp.id is not null) order by t.position), '[]')
          from ${courseTopics} t left join ${topicProgress} tp on tp.topic_id = t.id and ${mine('tp', account)}
          where t.section_id = s.id)) order by s.position), '[]')
        from ${courseSections} s where s.course_id = cd.course_id
      ) as content
      from ${courseDetails} cd where cd.course_id = ${courseId}`),
  );
  if (!row) return undefined;
  const content = (typeof row.content === 'string' ? JSON.parse(row.content) : row.content) as CourseDetails['content'];
  return courseDetailsOf({
    courseId: Number(row.course_id),
    title: String(row.title),
    about: String(row.about),
    instructor: String(row.instructor),
    instructorAvatar: String(row.instructor_avatar),
    instructorPosition: String(row.instructor_position),
    skillLevel: String(row.skill_level),
    totalStudents: Number(row.total_students),
    language: String(row.language),
    isCaptions: Boolean(row.is_captions),
    length: String(row.length),
    totalLectures: Number(row.total_lectures),
    description: String(row.description_html),
    content: content.map((s) => ({ ...s, status: '' })),
  });
}

/** The topic's row id, when the course has details with this section and this topic index. */
export async function findTopic(ex: Executor, courseId: number, sectionKey: string, topicIndex: number): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await ex.execute(sql`
      select t.id from ${courseDetails} cd
      join ${courseSections} s on s.course_id = cd.course_id and s.key = ${sectionKey}
      join ${courseTopics} t on t.section_id = s.id and t.position = ${topicIndex}
      where cd.course_id = ${courseId}`),
  );
  return row ? Number(row.id) : undefined;
}

/** Ticks or unticks the topic for this account only: one row of topic_progress added or removed. */
export async function setTopicCompleted(ex: Executor, account: AccountRef, courseId: number, topicId: number, isCompleted: boolean): Promise<void> {
  if (isCompleted) {
    await ex
      .insert(topicProgress)
      .values({ courseId, topicId, ...ownerOf(account) })
      .onConflictDoNothing();
  } else {
    await ex.execute(sql`delete from ${topicProgress} tp where tp.topic_id = ${topicId} and ${mine('tp', account)}`);
  }
}

/** GET /api/apps/academy/stats for one account: the catalogue with the account's progress (one statement), through the shared rules. */
export async function academyStats(ex: Executor, account: AccountRef, now: Date): Promise<AcademyStats> {
  const rows = rowsOf<CourseRow>(await ex.execute(sql`select c.*, ${COMPLETED}::int as completed from ${catalogueFor(account)} order by c.id`));
  return academyStatsOf(rows.map(toCourse), now);
}
