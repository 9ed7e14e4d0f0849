import { z } from 'zod';
import { pageQuerySchema, queryBooleanSchema, searchTermSchema, sortQuerySchema } from './common';
import { htmlString } from './html';

export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;
export const courseTagSchema = z.enum(COURSE_TAGS);
export type CourseTag = z.infer<typeof courseTagSchema>;
/** The label that means "no tag filter" (SPEC §5). */
export const ALL_COURSES_LABEL = 'All Courses';

export const courseSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  image: z.string(),
  tutorImg: z.string(),
  completedTasks: z.number().int().min(0),
  totalTasks: z.number().int().min(1),
  userCount: z.number().int().min(0),
  note: z.number().int().min(0),
  view: z.number().int().min(0),
  time: z.string(),
  logo: z.string(),
  color: z.string(),
  courseTitle: z.string(),
  desc: z.string(),
  tags: courseTagSchema,
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
});
export type Course = z.infer<typeof courseSchema>;

export const courseTopicSchema = z.object({ title: z.string(), time: z.string(), isCompleted: z.boolean() });
export const courseSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** "done/total" topics, e.g. "2/5" */
  status: z.string(),
  time: z.string(),
  topics: z.array(courseTopicSchema),
});
export const courseDetailsSchema = z.object({
  /** the course these details belong to (its id in /apps/academy/course-details/{id}) */
  courseId: z.number().int(),
  title: z.string(),
  about: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string(),
  instructorPosition: z.string(),
  skillLevel: z.string(),
  totalStudents: z.number().int(),
  language: z.string(),
  isCaptions: z.boolean(),
  length: z.string(),
  totalLectures: z.number().int(),
  /** HTML: sanitized on write by the server, and before rendering */
  description: htmlString(100_000),
  content: z.array(courseSectionSchema),
});
export type CourseTopic = z.infer<typeof courseTopicSchema>;
export type CourseSection = z.infer<typeof courseSectionSchema>;
export type CourseDetails = z.infer<typeof courseDetailsSchema>;

export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const;
export const coursesQuerySchema = z.object({
  q: searchTermSchema,
  label: z.string().max(100).catch(ALL_COURSES_LABEL),
  hideCompleted: queryBooleanSchema.catch(false),
  ...pageQuerySchema.shape,
  ...sortQuerySchema(COURSE_SORT_KEYS).shape,
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;

export const coursesResponseSchema = z.object({
  /** every course, before any filter */
  totalCourse: z.number().int(),
  courses: z.array(courseSchema),
  /** courses after the filters, before paging: exact up to LIST_TOTAL_EXACT_LIMIT; past it, that limit with totalExact false */
  total: z.number().int(),
  totalExact: z.boolean().optional(),
});
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

/** PUT body of a topic tick: the section is named by id, the topic by its position in it. */
export const topicCompletionBodySchema = z.strictObject({ isCompleted: z.boolean() });
export type TopicCompletionBody = z.infer<typeof topicCompletionBodySchema>;

/** The learner dashboard, aggregated from the courses (never typed into the page). */
export const academyStatsSchema = z.object({
  learner: z.object({
    /** hours of every course's `time`, summed */
    hoursSpent: z.number(),
    /** mean completion of the courses in progress, 0 to 100 */
    averageProgress: z.number().min(0).max(100),
    completedCourses: z.number().int(),
    inProgressCourses: z.number().int(),
    totalCourses: z.number().int(),
    totalTasks: z.number().int(),
    completedTasks: z.number().int(),
  }),
  /** hours per weekday (0 = Monday) */
  timeSpent: z.array(z.object({ day: z.number().int().min(0).max(6), hours: z.number() })),
  topicInterest: z.array(z.object({ tag: courseTagSchema, courses: z.number().int(), learners: z.number().int(), percent: z.number() })),
  popularInstructors: z.array(z.object({ name: z.string(), avatar: z.string(), tag: courseTagSchema, courses: z.number().int(), learners: z.number().int() })),
  activeCourses: z.array(
    z.object({ id: z.number().int(), courseTitle: z.string(), tag: courseTagSchema, logo: z.string(), color: z.string(), progress: z.number().min(0).max(100), userCount: z.number().int() }),
  ),
  upcomingWebinar: z.object({
    title: z.string(),
    host: z.string(),
    hostAvatar: z.string(),
    description: z.string(),
    /** ISO date-time */
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    courseId: z.number().int(),
  }),
});
export type AcademyStats = z.infer<typeof academyStatsSchema>;
