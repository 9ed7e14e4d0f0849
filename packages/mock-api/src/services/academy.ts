import { ALL_COURSES_LABEL, type CourseDetails, type CoursesQuery, type CoursesResponse, type Course } from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '../seed';
import { newestFirst, sortAndPage, type SortKeys } from './common';

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

export function getCourseDetails(db: Db): CourseDetails {
  return db.courseDetails;
}
