import {
  ALL_COURSES_LABEL,
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

const COURSE_SORT: SortKeys<Course, 'courseName' | 'progress'> = {
  courseName: (c) => c.courseTitle,
  progress: (c) => c.completedTasks / c.totalTasks,
};

export function isCourseCompleted(course: Course): boolean {
  return course.completedTasks === course.totalTasks;
}

export function listCourses(db: Db, query: CoursesQuery): CoursesResponse {
  const label = query.label.trim().toLowerCase();
  const noLabel = label === '' || label === ALL_COURSES_LABEL.toLowerCase();
  const filtered = filterByQuery(newestFirst(db.courses), query.q, (c) => [c.courseTitle, c.user]).filter(
    (c) => (noLabel || c.tags.toLowerCase() === label) && !(query.hideCompleted && isCourseCompleted(c)),
  );
  const page = sortAndPage(filtered, COURSE_SORT, query);
  return { totalCourse: db.courses.length, courses: page.items, total: filtered.length };
}

/** The details of the course with this id, or undefined. */
export function getCourseDetails(db: Db, courseId: number): CourseDetails | undefined {
  return db.courseDetails.find((d) => d.courseId === courseId);
}

/** The id of the first course (the old /course-details address opens it), or undefined without courses. */
export function firstCourseId(db: Db): number | undefined {
  return db.courses[0]?.id;
}

/**
 * Ticks or unticks one topic of a course and recomputes its section's "done/total", so the status
 * can never disagree with the topics. An unknown course, section id or topic index is not found.
 */
export function setTopicCompleted(db: Db, courseId: number, sectionId: string, topicIndex: number, body: unknown): Outcome<CourseDetails> {
  const parsed = validate(topicCompletionBodySchema, body);
  if (!parsed.ok) return parsed;
  const details = getCourseDetails(db, courseId);
  const section = details?.content.find((s) => s.id === sectionId);
  const topic = section?.topics[topicIndex];
  if (!details || !section || !topic) return notFound;
  topic.isCompleted = parsed.value.isCompleted;
  section.status = `${section.topics.filter((t) => t.isCompleted).length}/${section.topics.length}`;
  return ok(details);
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

/** Every number of the academy dashboard, aggregated from the stored courses. */
export function getAcademyStats(db: Db, now: Date = new Date()): AcademyStats {
  const courses = db.courses;
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
