import { coursesQuerySchema, type CoursesResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { coursesFor, getAcademyStats, getCourseDetails, listCourses, nextWebinarDate, setTopicCompleted } from '../services/academy';
import { getDb } from '../store/store';
import { call, client, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/academy (HTTP)', () => {
  it('GET courses: defaults to page 1 of 10, newest first, with totalCourse and total', async () => {
    const res = await client.getCourses();
    expect(res.totalCourse).toBe(25);
    expect(res.total).toBe(25);
    expect(res.courses).toHaveLength(10);
    expect(res.courses[0]?.id).toBe(25);
  });

  it('q matches courseTitle or user, in lower case', async () => {
    const all = await client.getCourses({ itemsPerPage: 100 });
    const someone = all.courses[3]?.user ?? '';
    const byUser = await client.getCourses({ q: someone.toUpperCase(), itemsPerPage: 100 });
    expect(byUser.courses.every((c) => c.user.toLowerCase().includes(someone.toLowerCase()) || c.courseTitle.toLowerCase().includes(someone.toLowerCase()))).toBe(true);
    expect(byUser.courses.length).toBeGreaterThan(0);
    const byTitle = await client.getCourses({ q: 'STOREFRONT' });
    expect(byTitle.courses.map((c) => c.courseTitle)).toContain('Running the Online Storefront');
  });

  it('label "All Courses" means no filter; another label matches the tag', async () => {
    expect((await client.getCourses({ label: 'All Courses' })).total).toBe(25);
    const web = await client.getCourses({ label: 'web', itemsPerPage: 100 });
    expect(web.total).toBe(5);
    expect(web.courses.every((c) => c.tags === 'Web')).toBe(true);
    expect(web.totalCourse).toBe(25);
  });

  it('hideCompleted drops courses whose completedTasks equals totalTasks', async () => {
    const all = await client.getCourses({ itemsPerPage: 100 });
    const completed = all.courses.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(completed).toBeGreaterThan(0);
    const res = await call('GET', '/api/apps/academy/courses?hideCompleted=true&itemsPerPage=100');
    const body = res.json as CoursesResponse;
    expect(body.total).toBe(25 - completed);
    expect(body.totalCourse).toBe(25);
    expect(body.courses.some((c) => c.completedTasks === c.totalTasks)).toBe(false);
  });

  it('sorts by courseName and by progress', async () => {
    const byName = await client.getCourses({ sortBy: 'courseName', orderBy: 'asc', itemsPerPage: 100 });
    const names = byName.courses.map((c) => c.courseTitle);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const byProgress = await client.getCourses({ sortBy: 'progress', orderBy: 'desc', itemsPerPage: 100 });
    const progress = byProgress.courses.map((c) => c.completedTasks / c.totalTasks);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
  });

  it('regression: each course has its own details (every course opened "UI/UX Basic Fundamentals")', async () => {
    const all = (await client.getCourses({ itemsPerPage: 100 })).courses;
    const titles = new Set<string>();
    for (const course of all) {
      const details = await client.getCourseDetails(course.id);
      expect(details.courseId).toBe(course.id);
      expect(details.title).toBe(course.courseTitle);
      expect(details.instructor).toBe(course.user);
      titles.add(details.title);
    }
    expect(titles.size).toBe(all.length);
    expect((await call('GET', '/api/apps/academy/courses/999')).status).toBe(404);
    expect((await call('GET', '/api/apps/academy/courses/abc')).status).toBe(404);
  });

  it('a course\'s curriculum shows as much done as its tasks: a finished course is all ticked, an open one is not', async () => {
    const all = (await client.getCourses({ itemsPerPage: 100 })).courses;
    for (const course of all) {
      const topics = (await client.getCourseDetails(course.id)).content.flatMap((s) => s.topics);
      const done = topics.filter((t) => t.isCompleted).length;
      if (course.completedTasks === course.totalTasks) expect(done).toBe(topics.length);
      else expect(done).toBeLessThan(topics.length);
    }
  });

  it('the old course-details address answers the first course, as before', async () => {
    const first = await call('GET', '/api/apps/academy/course-details');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ courseId: 1 });
  });

  it('PUT a topic ticks it in that course only, recomputes the section status and keeps it for the next GET', async () => {
    const before = await client.getCourseDetails(2);
    const otherBefore = JSON.stringify(await client.getCourseDetails(5));
    const section = before.content.find((s) => s.topics.some((t) => !t.isCompleted));
    expect(section).toBeDefined();
    if (!section) return;
    const index = section.topics.findIndex((t) => !t.isCompleted);
    const done = section.topics.filter((t) => t.isCompleted).length;
    const answer = await client.setCourseTopicCompleted(2, section.id, index, true);
    expect(answer.courseId).toBe(2);
    expect(answer.content.find((s) => s.id === section.id)?.status).toBe(`${done + 1}/${section.topics.length}`);
    const after = await client.getCourseDetails(2);
    expect(after.content.find((s) => s.id === section.id)?.topics[index]?.isCompleted).toBe(true);
    expect(JSON.stringify(await client.getCourseDetails(5))).toBe(otherBefore);
    await client.setCourseTopicCompleted(2, section.id, index, false);
    expect((await client.getCourseDetails(2)).content.find((s) => s.id === section.id)?.status).toBe(`${done}/${section.topics.length}`);
  });

  it('PUT a topic: unknown course, section or index is 404, a bad body is 400, and nothing changes', async () => {
    const snapshot = JSON.stringify(getDb().courseDetails);
    expect((await call('PUT', '/api/apps/academy/courses/999/sections/section1/topics/0', { isCompleted: true })).status).toBe(404);
    expect((await call('PUT', '/api/apps/academy/courses/1/sections/nope/topics/0', { isCompleted: true })).status).toBe(404);
    expect((await call('PUT', '/api/apps/academy/courses/1/sections/section1/topics/99', { isCompleted: true })).status).toBe(404);
    expect((await call('PUT', '/api/apps/academy/course-details/section1/topics/x', { isCompleted: true })).status).toBe(404);
    const bad = await call('PUT', '/api/apps/academy/courses/1/sections/section1/topics/0', { isCompleted: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: { isCompleted: expect.any(Array) as unknown } });
    expect((await call('PUT', '/api/apps/academy/course-details/section1/topics/0', undefined, { rawBody: '{' })).status).toBe(400);
    expect(JSON.stringify(getDb().courseDetails)).toBe(snapshot);
  });

  it('GET stats aggregates the courses: counts, tag shares and active courses follow the data', async () => {
    const stats = await client.getAcademyStats();
    const all = (await client.getCourses({ itemsPerPage: 100 })).courses;
    const completed = all.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(stats.learner.totalCourses).toBe(25);
    expect(stats.learner.completedCourses).toBe(completed);
    expect(stats.learner.inProgressCourses).toBe(25 - completed);
    expect(stats.topicInterest.reduce((s, t) => s + t.courses, 0)).toBe(25);
    expect(stats.topicInterest.reduce((s, t) => s + t.percent, 0)).toBeCloseTo(100, 0);
    expect(stats.activeCourses.every((c) => c.progress < 100)).toBe(true);
    expect(stats.timeSpent).toHaveLength(7);
    expect(new Date(stats.upcomingWebinar.startsAt).getTime()).toBeGreaterThan(Date.now());
    // finishing a course moves it from in progress to completed
    const course = coursesFor(getDb()).find((c) => c.completedTasks < c.totalTasks);
    const progress = getDb().academyProgressByAccount['login:1']?.find((p) => p.courseId === course?.id);
    if (!course || !progress) throw new Error('seed has no course in progress');
    progress.completedTasks = course.totalTasks;
    expect(getAcademyStats(getDb()).learner.completedCourses).toBe(completed + 1);
  });

  it('the webinar is the next Thursday 16:00 UTC, never now or in the past', () => {
    const thursdayEvening = new Date('2025-06-12T17:00:00Z');
    expect(nextWebinarDate(thursdayEvening).toISOString()).toBe('2025-06-19T16:00:00.000Z');
    expect(nextWebinarDate(new Date('2025-06-12T15:00:00Z')).toISOString()).toBe('2025-06-12T16:00:00.000Z');
    expect(nextWebinarDate(new Date('2025-06-15T10:00:00Z')).toISOString()).toBe('2025-06-19T16:00:00.000Z');
  });
});

describe('@atrium/mock-api/academy (progress per person)', () => {
  it('a user starts with no progress; their tick changes only their own, and the admin\'s stays', () => {
    const db = getDb();
    const user = { principal: 'user' as const, userId: 3 };
    const admin = { principal: 'login' as const, userId: 1 };
    const adminCourses = JSON.stringify(listCourses(db, coursesQuerySchema.parse({ itemsPerPage: 100 }), admin));
    const adminDetails = JSON.stringify(getCourseDetails(db, 2, admin));
    expect(coursesFor(db, user).every((c) => c.completedTasks === 0)).toBe(true);
    expect(getCourseDetails(db, 2, user)?.content.flatMap((s) => s.topics).some((t) => t.isCompleted)).toBe(false);
    expect(getAcademyStats(db, new Date(), user).learner).toMatchObject({ completedTasks: 0, completedCourses: 0, hoursSpent: 0 });
    const ticked = setTopicCompleted(db, 2, 'section1', 1, { isCompleted: true }, user);
    if (!ticked.ok) throw new Error('the tick was refused');
    expect(ticked.value.content[0]?.topics.map((t) => t.isCompleted)).toEqual([false, true, false]);
    expect(ticked.value.content[0]?.status).toBe('1/3');
    expect(JSON.stringify(getCourseDetails(db, 2, user))).toBe(JSON.stringify(ticked.value));
    expect(JSON.stringify(getCourseDetails(db, 2, admin))).toBe(adminDetails);
    expect(JSON.stringify(listCourses(db, coursesQuerySchema.parse({ itemsPerPage: 100 }), admin))).toBe(adminCourses);
    // unticking twice is unticked; the catalogue itself never holds anyone's progress
    for (let i = 0; i < 2; i++) setTopicCompleted(db, 2, 'section1', 1, { isCompleted: false }, user);
    expect(getCourseDetails(db, 2, user)?.content[0]?.status).toBe('0/3');
    expect(db.courses.every((c) => c.completedTasks === 0)).toBe(true);
    expect(db.courseDetails.every((d) => d.content.every((s) => s.topics.every((t) => !t.isCompleted)))).toBe(true);
  });
});
