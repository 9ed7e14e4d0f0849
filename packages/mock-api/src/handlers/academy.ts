import { API_PATHS, coursesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { firstCourseId, getAcademyStats, getCourseDetails, listCourses, setTopicCompleted } from '../services/academy';
import type { AccountRef } from '../services/pages';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, parseQuery, readJson, route, unauthorized } from './http';

// Progress is the signed-in account's own (decision 0025): every call reads or writes the caller's.

const courseNotFound = () => HttpResponse.json({ error: 'Course not found' }, { status: 404 });

function details(courseId: number | undefined, account: AccountRef) {
  const found = courseId === undefined ? undefined : getCourseDetails(getDb(), courseId, account);
  return found ? HttpResponse.json(found) : courseNotFound();
}

type Params = Parameters<typeof idParam>[0];

async function tick(request: Request, courseId: number | undefined, params: Params, account: AccountRef) {
  const body = await readJson(request);
  if (!body.ok) return malformedJson();
  const sectionId = typeof params.sectionId === 'string' ? params.sectionId : '';
  const topicIndex = idParam(params, 'topicIndex');
  const outcome =
    topicIndex === undefined || courseId === undefined ? ({ ok: false, reason: 'not-found' } as const) : setTopicCompleted(getDb(), courseId, sectionId, topicIndex, body.value, account);
  if (outcome.ok) {
    saveDb();
    return HttpResponse.json(outcome.value);
  }
  return invalidResponse(outcome) ?? HttpResponse.json({ error: 'Topic not found' }, { status: 404 });
}

export const academyHandlers = [
  route('get', API_PATHS.academyCourses, ({ request, session }) => (session ? HttpResponse.json(listCourses(getDb(), parseQuery(coursesQuerySchema, request), session)) : unauthorized())),
  // SPEC §7's address without an id: the first course, as before courses had their own pages
  route('get', API_PATHS.academyCourseDetails, ({ session }) => (session ? details(firstCourseId(getDb()), session) : unauthorized())),
  route('put', API_PATHS.academyCourseTopic, ({ request, params, session }) => (session ? tick(request, firstCourseId(getDb()), params, session) : unauthorized())),
  route('get', API_PATHS.academyCourse, ({ params, session }) => (session ? details(idParam(params, 'courseId'), session) : unauthorized())),
  route('put', API_PATHS.academyCourseTopicById, ({ request, params, session }) => (session ? tick(request, idParam(params, 'courseId'), params, session) : unauthorized())),
  route('get', API_PATHS.academyStats, ({ session }) => (session ? HttpResponse.json(getAcademyStats(getDb(), new Date(), session)) : unauthorized())),
];
