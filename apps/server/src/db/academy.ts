// Academy as relational tables (issue 32, decision 0025). The catalogue is reference data every
// account with the Academy permission reads: courses, their details page (one row per course),
// sections and topics. Progress belongs to the person: `course_progress` (an account's completed
// tasks in a course) and `topic_progress` (a topic an account ticked: a row exists while it is
// ticked), each pointing at its account as calendar_events does (two nullable foreign keys,
// exactly one set); deleting the account or the course deletes its progress.
import { COURSE_TAGS } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { loginAccounts, users } from './identity';
import { textSortKey } from './logistics';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** the tutor's name (the contract's `user`) and picture */
    instructor: text('instructor').notNull(),
    instructorAvatar: text('instructor_avatar').notNull().default(''),
    image: text('image').notNull().default(''),
    tag: text('tag').notNull(),
    totalTasks: integer('total_tasks').notNull(),
    userCount: integer('user_count').notNull().default(0),
    note: integer('note').notNull().default(0),
    view: integer('view').notNull().default(0),
    /** the course's length as shown ("12h 30m") */
    time: text('time').notNull(),
    logo: text('logo').notNull().default(''),
    color: text('color').notNull().default('primary'),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courses_tag_check', oneOf(t.tag, COURSE_TAGS)),
    check('courses_total_tasks_check', sql`${t.totalTasks} >= 1`),
    check('courses_counts_check', sql`${t.userCount} >= 0 and ${t.note} >= 0 and ${t.view} >= 0 and ${t.ratingCount} >= 0`),
    check('courses_rating_check', sql`${t.rating} between 0 and 5`),
    // the list's sort (name) and filter (tag), each ending in the id; `q` over title and instructor
    index('courses_by_title').on(textSortKey(t.title), t.id.desc().nullsFirst()),
    index('courses_by_tag').on(t.tag, t.id),
    index('courses_search').using('gin', sql`(lower(${t.title} || E'\\n' || ${t.instructor})) gin_trgm_ops`),
  ],
);

/** A course's details page (the contract's CourseDetails without its content), one per course. */
export const courseDetails = pgTable('course_details', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  about: text('about').notNull().default(''),
  instructor: text('instructor').notNull(),
  instructorAvatar: text('instructor_avatar').notNull().default(''),
  instructorPosition: text('instructor_position').notNull().default(''),
  skillLevel: text('skill_level').notNull().default(''),
  totalStudents: integer('total_students').notNull().default(0),
  language: text('language').notNull().default('English'),
  isCaptions: boolean('is_captions').notNull().default(false),
  length: text('length').notNull().default(''),
  totalLectures: integer('total_lectures').notNull().default(0),
  /** sanitized HTML (as the contract's htmlString) */
  descriptionHtml: text('description_html').notNull().default(''),
});

export const courseSections = pgTable(
  'course_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** the contract's section id within its course ("section1") */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    time: text('time').notNull().default(''),
  },
  (t) => [uniqueIndex('course_sections_key').on(t.courseId, t.key), uniqueIndex('course_sections_position').on(t.courseId, t.position)],
);

export const courseTopics = pgTable(
  'course_topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    /** the topic's index in its section (the contract's topicIndex), from 0 */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    time: text('time').notNull().default(''),
  },
  (t) => [uniqueIndex('course_topics_position').on(t.sectionId, t.position), check('course_topics_position_check', sql`${t.position} >= 0`)],
);

/** An account's completed tasks in a course (no row: none). */
export const courseProgress = pgTable(
  'course_progress',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    completedTasks: integer('completed_tasks').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('course_progress_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    check('course_progress_tasks_check', sql`${t.completedTasks} >= 0`),
    // one row per account and course; the list joins the caller's rows by these
    uniqueIndex('course_progress_user_key').on(t.userId, t.courseId),
    uniqueIndex('course_progress_login_key').on(t.loginId, t.courseId),
    index('course_progress_by_course').on(t.courseId),
  ],
);

/** A topic an account ticked (the row exists while it is ticked). */
export const topicProgress = pgTable(
  'topic_progress',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => courseTopics.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('topic_progress_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    // a topic is ticked once per account; a course's details read the caller's ticks by (account, course)
    uniqueIndex('topic_progress_user_key').on(t.userId, t.topicId),
    uniqueIndex('topic_progress_login_key').on(t.loginId, t.topicId),
    index('topic_progress_user_course').on(t.userId, t.courseId),
    index('topic_progress_login_course').on(t.loginId, t.courseId),
    index('topic_progress_by_topic').on(t.topicId),
    index('topic_progress_by_course').on(t.courseId),
  ],
);

export const academy = { courses, courseDetails, courseSections, courseTopics, courseProgress, topicProgress };
