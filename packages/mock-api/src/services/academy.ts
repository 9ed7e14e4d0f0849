import {
  ALL_COURSES_LABEL,
  LIST_TOTAL_EXACT_LIMIT,
  topicCompletionBodySchema,
  type AcademyStats,
  type Course,
  type CourseDetails,
  type CoursesQuery,
  type CoursesResponse,
} from '@atrium/api';
import { academyStatsOf, courseDetailsOf, courseOf, isCourseCompleted } from '@atrium/domain';
import { filterByQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { newestFirst, notFound, ok, sortAndPage, validate, type Outcome, type SortKeys } from './common';

import { DEMO_MAILBOX_OWNER } from './email';
import type { AccountRef } from './pages';

// Progress belongs to the person (decision 0025): the catalogue (db.courses, db.courseDetails) is
// reference data holding nobody's progress (completedTasks 0, no topic ticked); each account's
// progress is its own entry of db.academyProgressByAccount, keyed like the other per-account data.
// A new account starts with no progress (it has not taken a course); the seed's is the demo admin's.

/** One account's progress in one course: its completed tasks and its ticked topics ("section1/0"). */
export interface CourseProgress {
  courseId: number;
  completedTasks: number;
  topics: string[];
}

const accountKey = (account: AccountRef) => `${account.principal}:${account.userId}`;
export const topicKey = (sectionId: string, topicIndex: number) => `${sectionId}/${topicIndex}`;

function progressIn(db: Db, account: AccountRef, courseId: number): CourseProgress | undefined {
  return db.academyProgressByAccount[accountKey(account)]?.find((p) => p.courseId === courseId);
}

/** The catalogue as this account sees it: each course with the account's completed tasks. */
export function coursesFor(db: Db, account: AccountRef = DEMO_MAILBOX_OWNER): Course[] {
  const mine = new Map((db.academyProgressByAccount[accountKey(account)] ?? []).map((p) => [p.courseId, p.completedTasks]));
  return db.courses.map((c) => courseOf({ ...c, completedTasks: mine.get(c.id) ?? 0 }));
}

const COURSE_SORT: SortKeys<Course, 'courseName' | 'progress'> = {
  courseName: (c) => c.courseTitle,
  progress: (c) => c.completedTasks / c.totalTasks,
};

export function listCourses(db: Db, query: CoursesQuery, account: AccountRef = DEMO_MAILBOX_OWNER): CoursesResponse {
  const label = query.label.trim().toLowerCase();
  const noLabel = label === '' || label === ALL_COURSES_LABEL.toLowerCase();
  const filtered = filterByQuery(newestFirst(coursesFor(db, account)), query.q, (c) => [c.courseTitle, c.user]).filter(
    (c) => (noLabel || c.tags.toLowerCase() === label) && !(query.hideCompleted && isCourseCompleted(c)),
  );
  const page = sortAndPage(filtered, COURSE_SORT, query);
  // decision 0020's total rule: exact up to LIST_TOTAL_EXACT_LIMIT, then that limit marked as a lower bound
  const exact = filtered.length <= LIST_TOTAL_EXACT_LIMIT;
  return {
    totalCourse: Math.min(db.courses.length, LIST_TOTAL_EXACT_LIMIT),
    courses: page.items,
    total: exact ? filtered.length : LIST_TOTAL_EXACT_LIMIT,
    ...(exact ? {} : { totalExact: false }),
  };
}

/** The details of the course with this id as this account sees them (its ticked topics), or undefined. */
export function getCourseDetails(db: Db, courseId: number, account: AccountRef = DEMO_MAILBOX_OWNER): CourseDetails | undefined {
  const details = db.courseDetails.find((d) => d.courseId === courseId);
  if (!details) return undefined;
  const ticked = new Set(progressIn(db, account, courseId)?.topics ?? []);
  return courseDetailsOf({
    ...details,
    content: details.content.map((s) => ({ ...s, topics: s.topics.map((t, i) => ({ ...t, isCompleted: ticked.has(topicKey(s.id, i)) })) })),
  });
}

/** The id of the first course (the old /course-details address opens it), or undefined without courses. */
export function firstCourseId(db: Db): number | undefined {
  return db.courses[0]?.id;
}

/**
 * Ticks or unticks one topic of a course and recomputes its section's "done/total", so the status
 * can never disagree with the topics. An unknown course, section id or topic index is not found.
 */
export function setTopicCompleted(db: Db, courseId: number, sectionId: string, topicIndex: number, body: unknown, account: AccountRef = DEMO_MAILBOX_OWNER): Outcome<CourseDetails> {
  const parsed = validate(topicCompletionBodySchema, body);
  if (!parsed.ok) return parsed;
  const details = db.courseDetails.find((d) => d.courseId === courseId);
  const section = details?.content.find((s) => s.id === sectionId);
  const topic = section?.topics[topicIndex];
  if (!details || !section || !topic) return notFound;
  // only this account's progress changes
  const key = accountKey(account);
  const list = (db.academyProgressByAccount[key] ??= []);
  let progress = list.find((p) => p.courseId === courseId);
  if (!progress) {
    progress = { courseId, completedTasks: 0, topics: [] };
    list.push(progress);
  }
  const tick = topicKey(sectionId, topicIndex);
  const rest = progress.topics.filter((t) => t !== tick);
  progress.topics = parsed.value.isCompleted ? [...rest, tick] : rest;
  const answer = getCourseDetails(db, courseId, account);
  return answer ? ok(answer) : notFound;
}

/** Every number of the academy dashboard, from the catalogue as this account sees it. */
export function getAcademyStats(db: Db, now: Date = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): AcademyStats {
  return academyStatsOf(coursesFor(db, account), now);
}

export { academyStatsOf, courseDetailsOf, courseHours, courseOf, isCourseCompleted, nextWebinarDate } from '@atrium/domain';
