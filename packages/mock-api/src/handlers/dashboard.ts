import { API_PATHS, analyticsProjectsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getAnalyticsDashboard, getCrmDashboard, listAnalyticsProjects } from '../services/dashboard';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const dashboardHandlers = [
  route('get', API_PATHS.analyticsProjects, ({ request }) =>
    HttpResponse.json(listAnalyticsProjects(getDb(), parseQuery(analyticsProjectsQuerySchema, request))),
  ),
  route('get', API_PATHS.analyticsDashboard, () => HttpResponse.json(getAnalyticsDashboard())),
  route('get', API_PATHS.crmDashboard, () => HttpResponse.json(getCrmDashboard(getDb()))),
];
