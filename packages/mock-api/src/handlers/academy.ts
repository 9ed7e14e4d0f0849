import { API_PATHS, coursesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getCourseDetails, listCourses } from '../services/academy';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const academyHandlers = [
  route('get', API_PATHS.academyCourses, ({ request }) => HttpResponse.json(listCourses(getDb(), parseQuery(coursesQuerySchema, request)))),
  route('get', API_PATHS.academyCourseDetails, () => HttpResponse.json(getCourseDetails(getDb()))),
];
