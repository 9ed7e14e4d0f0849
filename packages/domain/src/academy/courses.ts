// The academy's pure rules: a course and its details in the contract's field order (both backends
// answer the same bytes), when a course is complete, and the dashboard over the courses as one
// account sees them (decision 0025).
import { COURSE_TAGS, type AcademyStats, type Course, type CourseDetails } from '@atrium/api';

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

/** Every task done. */
export function isCourseCompleted(course: Course): boolean {
  return course.completedTasks === course.totalTasks;
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
