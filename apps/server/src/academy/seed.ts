// An empty database's academy: the seed's catalogue written into the academy tables and each
// account's progress into course_progress and topic_progress (decision 0025), as
// migrations/*_academy_from_documents.sql moves an existing database's. Ids are the seed's
// courses'; the sequences continue after the highest.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { courseDetails, courseProgress, courses, courseSections, courseTopics, topicProgress } from '../db/academy';
import type { Executor } from '../db/executor';
import { ownerOf } from './queries';

const CHUNK = 500;

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The seed without what the academy tables hold (the documents keep empty lists). */
export function withoutAcademy(data: Db): Db {
  return { ...data, courses: [], courseDetails: [], academyProgressByAccount: {} };
}

/** Removes the catalogue and everyone's progress (reset to the seed). */
export async function clearAcademy(ex: Executor): Promise<void> {
  await ex.delete(topicProgress);
  await ex.delete(courseProgress);
  await ex.delete(courseTopics);
  await ex.delete(courseSections);
  await ex.delete(courseDetails);
  await ex.delete(courses);
}

/** Writes the seed's catalogue, then each existing account's progress. */
export async function seedAcademy(ex: Executor, data: Db): Promise<void> {
  await insertAll(
    data.courses.map((c) => ({
      id: c.id,
      title: c.courseTitle,
      description: c.desc,
      instructor: c.user,
      instructorAvatar: c.tutorImg,
      image: c.image,
      tag: c.tags,
      totalTasks: c.totalTasks,
      userCount: c.userCount,
      note: c.note,
      view: c.view,
      time: c.time,
      logo: c.logo,
      color: c.color,
      rating: c.rating,
      ratingCount: c.ratingCount,
    })),
    (rows) => ex.insert(courses).values(rows),
  );
  const known = new Set(data.courses.map((c) => c.id));
  const details = data.courseDetails.filter((d) => known.has(d.courseId));
  await insertAll(
    details.map((d) => ({
      courseId: d.courseId,
      title: d.title,
      about: d.about,
      instructor: d.instructor,
      instructorAvatar: d.instructorAvatar,
      instructorPosition: d.instructorPosition,
      skillLevel: d.skillLevel,
      totalStudents: d.totalStudents,
      language: d.language,
      isCaptions: d.isCaptions,
      length: d.length,
      totalLectures: d.totalLectures,
      descriptionHtml: d.description,
    })),
    (rows) => ex.insert(courseDetails).values(rows),
  );
  // sections, then topics by their section's id ("course/section key" → id)
  const sectionIds = new Map<string, number>();
  for (const d of details) {
    if (d.content.length === 0) continue;
    const made = await ex
      .insert(courseSections)
      .values(d.content.map((s, i) => ({ courseId: d.courseId, key: s.id, position: i + 1, title: s.title, time: s.time })))
      .returning({ id: courseSections.id, key: courseSections.key });
    for (const s of made) sectionIds.set(`${d.courseId}/${s.key}`, s.id);
  }
  const topics = details.flatMap((d) =>
    d.content.flatMap((s) => s.topics.map((t, position) => ({ sectionId: sectionIds.get(`${d.courseId}/${s.id}`) ?? 0, position, title: t.title, time: t.time }))),
  );
  const topicIds = new Map<string, number>();
  for (let i = 0; i < topics.length; i += CHUNK) {
    const made = await ex.insert(courseTopics).values(topics.slice(i, i + CHUNK)).returning({ id: courseTopics.id, sectionId: courseTopics.sectionId, position: courseTopics.position });
    for (const t of made) topicIds.set(`${t.sectionId}/${t.position}`, t.id);
  }

  const accounts = Object.entries(data.academyProgressByAccount).flatMap(([key, progress]) => {
    const [principal, id] = key.split(':');
    const account = { principal: principal === 'user' ? 'user' : 'login', userId: Number(id) } as const;
    const exists = account.principal === 'login' ? data.loginUsers.some((u) => u.id === account.userId) : data.users.some((u) => u.id === account.userId);
    return exists ? [{ owner: ownerOf(account), progress: progress.filter((p) => known.has(p.courseId)) }] : [];
  });
  await insertAll(
    accounts.flatMap(({ owner, progress }) => progress.filter((p) => p.completedTasks > 0).map((p) => ({ courseId: p.courseId, completedTasks: p.completedTasks, ...owner }))),
    (rows) => ex.insert(courseProgress).values(rows),
  );
  await insertAll(
    accounts.flatMap(({ owner, progress }) =>
      progress.flatMap((p) =>
        p.topics.flatMap((tick) => {
          const [sectionKey = '', index = ''] = tick.split('/');
          const topicId = topicIds.get(`${sectionIds.get(`${p.courseId}/${sectionKey}`) ?? 0}/${index}`);
          return topicId === undefined ? [] : [{ courseId: p.courseId, topicId, ...owner }];
        }),
      ),
    ),
    (rows) => ex.insert(topicProgress).values(rows),
  );
  await ex.execute(sql`select setval(pg_get_serial_sequence('courses', 'id'), coalesce((select max(id) from courses), 0) + 1, false)`);
}
