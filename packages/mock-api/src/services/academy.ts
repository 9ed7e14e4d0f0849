import {
  ALL_COURSES_LABEL,
  LIST_TOTAL_EXACT_LIMIT,
  COURSE_TAGS,
  topicCompletionBodySchema,
  type AcademyStats,
  type Course,
  type CourseDetails,
  type CoursesQuery,
  type CoursesResponse,
} from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '../seed';
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

/** The contract's course with its fields in one order (the server answers the same bytes). */
export function courseOf(c: Course): Course {
  return {
    id: c.id,
    user: c.user,
    image: c.image,
    tutorImg: c.tutorImg,
    completedTasks: c.completedTasks,
    totalTasks: c.totalTasks,
    userCount: c.userCount,
    note: c.note,
    view: c.view,
    time: c.time,
    logo: c.logo,
    color: c.color,
    courseTitle: c.courseTitle,
    desc: c.desc,
    tags: c.tags,
    rating: c.rating,
    ratingCount: c.ratingCount,
  };
}

/** The contract's details in one order, each section's "done/total" counted from its topics. */
export function courseDetailsOf(d: CourseDetails): CourseDetails {
  return {
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
    description: d.description,
    content: d.content.map((section) => {
      const topics = section.topics.map((t) => ({ title: t.title, time: t.time, isCompleted: t.isCompleted }));
      return { id: section.id, title: section.title, status: `${topics.filter((t) => t.isCompleted).length}/${topics.length}`, time: section.time, topics };
    }),
  };
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

export function isCourseCompleted(course: Course): boolean {
  return course.completedTasks === course.totalTasks;
}

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

/** "12h 30m" → 12.5; anything unreadable counts as nothing. */
export function courseHours(time: string): number {
  const hours = /(\d+)\s*h/.exec(time)?.[1];
  const minutes = /(\d+)\s*m/.exec(time)?.[1];
  return Number(hours ?? 0) + Number(minutes ?? 0) / 60;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const progressOf = (c: Course) => (c.completedTasks / c.totalTasks) * 100;

/** The next Thursday 16:00 UTC strictly after `now`: webinars are weekly. */
export function nextWebinarDate(now: Date): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16));
  const THURSDAY = 4;
  date.setUTCDate(date.getUTCDate() + ((THURSDAY - date.getUTCDay() + 7) % 7));
  if (date.getTime() <= now.getTime()) date.setUTCDate(date.getUTCDate() + 7);
  return date;
}

/** Every number of the academy dashboard, from the catalogue as this account sees it. */
export function getAcademyStats(db: Db, now: Date = new Date(), account: AccountRef = DEMO_MAILBOX_OWNER): AcademyStats {
  return academyStatsOf(coursesFor(db, account), now);
}

/** The academy dashboard over these courses (the catalogue's order, with one account's progress): both backends. */
export function academyStatsOf(courses: readonly Course[], now: Date): AcademyStats {
  const completed = courses.filter(isCourseCompleted);
  const inProgress = courses.filter((c) => !isCourseCompleted(c));
  const hours = courses.map((c) => courseHours(c.time) * (c.completedTasks / c.totalTasks));

  // a learner works through courses in order, one weekday per course in turn
  const timeSpent = Array.from({ length: 7 }, (_, day) => ({
    day,
    hours: round1(hours.reduce((sum, h, i) => (i % 7 === day ? sum + h : sum), 0)),
  }));

  const totalLearners = courses.reduce((sum, c) => sum + c.userCount, 0);
  const topicInterest = COURSE_TAGS.map((tag) => {
    const inTag = courses.filter((c) => c.tags === tag);
    const learners = inTag.reduce((sum, c) => sum + c.userCount, 0);
    return { tag, courses: inTag.length, learners, percent: totalLearners === 0 ? 0 : round1((learners / totalLearners) * 100) };
  }).sort((a, b) => b.learners - a.learners);

  const byInstructor = new Map<string, { name: string; avatar: string; tag: Course['tags']; courses: number; learners: number }>();
  for (const c of courses) {
    const entry = byInstructor.get(c.user) ?? { name: c.user, avatar: c.tutorImg, tag: c.tags, courses: 0, learners: 0 };
    entry.courses += 1;
    entry.learners += c.userCount;
    byInstructor.set(c.user, entry);
  }
  const popularInstructors = [...byInstructor.values()].sort((a, b) => b.learners - a.learners || a.name.localeCompare(b.name)).slice(0, 5);

  const activeCourses = [...inProgress]
    .sort((a, b) => progressOf(b) - progressOf(a) || a.id - b.id)
    .slice(0, 5)
    .map((c) => ({ id: c.id, courseTitle: c.courseTitle, tag: c.tags, logo: c.logo, color: c.color, progress: round1(progressOf(c)), userCount: c.userCount }));

  // the webinar covers the most followed course still in progress
  const featured = [...inProgress].sort((a, b) => b.userCount - a.userCount)[0] ?? courses[0];
  const upcomingWebinar = {
    title: featured ? featured.courseTitle : '',
    host: featured?.user ?? '',
    hostAvatar: featured?.tutorImg ?? '',
    description: featured?.desc ?? '',
    startsAt: nextWebinarDate(now).toISOString(),
    durationMinutes: 60,
    courseId: featured?.id ?? 0,
  };

  return {
    learner: {
      hoursSpent: round1(hours.reduce((a, b) => a + b, 0)),
      averageProgress: inProgress.length === 0 ? 100 : round1(inProgress.reduce((sum, c) => sum + progressOf(c), 0) / inProgress.length),
      completedCourses: completed.length,
      inProgressCourses: inProgress.length,
      totalCourses: courses.length,
      totalTasks: courses.reduce((sum, c) => sum + c.totalTasks, 0),
      completedTasks: courses.reduce((sum, c) => sum + c.completedTasks, 0),
    },
    timeSpent,
    topicInterest,
    popularInstructors,
    activeCourses,
    upcomingWebinar,
  };
}
