import { API_PATHS, coursesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getAcademyStats, getCourseDetails, listCourses, setTopicCompleted } from '../services/academy';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, parseQuery, readJson, route } from './http';

export const academyHandlers = [
  route('get', API_PATHS.academyCourses, ({ request }) => HttpResponse.json(listCourses(getDb(), parseQuery(coursesQuerySchema, request)))),
  route('get', API_PATHS.academyCourseDetails, () => HttpResponse.json(getCourseDetails(getDb()))),
  route('put', API_PATHS.academyCourseTopic, async ({ request, params }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const sectionId = typeof params.sectionId === 'string' ? params.sectionId : '';
    const topicIndex = idParam(params, 'topicIndex');
    const outcome = topicIndex === undefined ? ({ ok: false, reason: 'not-found' } as const) : setTopicCompleted(getDb(), sectionId, topicIndex, body.value);
    if (outcome.ok) {
      saveDb();
      return HttpResponse.json(outcome.value);
    }
    return invalidResponse(outcome) ?? HttpResponse.json({ error: 'Topic not found' }, { status: 404 });
  }),
  route('get', API_PATHS.academyStats, () => HttpResponse.json(getAcademyStats(getDb()))),
];
