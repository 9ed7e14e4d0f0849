import type { CoursesResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
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
    const byTitle = await client.getCourses({ q: 'angular' });
    expect(byTitle.courses.map((c) => c.courseTitle)).toContain('Basics of Angular');
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

  it('GET course-details answers the details', async () => {
    const details = await client.getCourseDetails();
    expect(details.content.length).toBeGreaterThan(0);
    expect(details.title).toBeTruthy();
  });
});
