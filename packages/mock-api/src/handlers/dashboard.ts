import { API_PATHS, analyticsProjectsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { listAnalyticsProjects } from '../services/dashboard';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const dashboardHandlers = [
  route('get', API_PATHS.analyticsProjects, ({ request }) =>
    HttpResponse.json(listAnalyticsProjects(getDb(), parseQuery(analyticsProjectsQuerySchema, request))),
  ),
];
