import { API_PATHS, coursesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { firstCourseId, getAcademyStats, getCourseDetails, listCourses, setTopicCompleted } from '../services/academy';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, parseQuery, readJson, route } from './http';

const courseNotFound = () => HttpResponse.json({ error: 'Course not found' }, { status: 404 });

function details(courseId: number | undefined) {
  const found = courseId === undefined ? undefined : getCourseDetails(getDb(), courseId);
  return found ? HttpResponse.json(found) : courseNotFound();
}

type Params = Parameters<typeof idParam>[0];

async function tick(request: Request, courseId: number | undefined, params: Params) {
  const body = await readJson(request);
  if (!body.ok) return malformedJson();
  const sectionId = typeof params.sectionId === 'string' ? params.sectionId : '';
  const topicIndex = idParam(params, 'topicIndex');
  const outcome =
    topicIndex === undefined || courseId === undefined ? ({ ok: false, reason: 'not-found' } as const) : setTopicCompleted(getDb(), courseId, sectionId, topicIndex, body.value);
  if (outcome.ok) {
    saveDb();
    return HttpResponse.json(outcome.value);
  }
  return invalidResponse(outcome) ?? HttpResponse.json({ error: 'Topic not found' }, { status: 404 });
}

export const academyHandlers = [
  route('get', API_PATHS.academyCourses, ({ request }) => HttpResponse.json(listCourses(getDb(), parseQuery(coursesQuerySchema, request)))),
  // SPEC §7's address without an id: the first course, as before courses had their own pages
  route('get', API_PATHS.academyCourseDetails, () => details(firstCourseId(getDb()))),
  route('put', API_PATHS.academyCourseTopic, ({ request, params }) => tick(request, firstCourseId(getDb()), params)),
  route('get', API_PATHS.academyCourse, ({ params }) => details(idParam(params, 'courseId'))),
  route('put', API_PATHS.academyCourseTopicById, ({ request, params }) => tick(request, idParam(params, 'courseId'), params)),
  route('get', API_PATHS.academyStats, () => HttpResponse.json(getAcademyStats(getDb()))),
];
