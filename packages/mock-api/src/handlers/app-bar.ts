import { API_PATHS, appBarSearchQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { searchAppBar } from '../services/app-bar';
import { parseQuery, route } from './http';

export const appBarHandlers = [
  route('get', API_PATHS.appBarSearch, ({ request }) => HttpResponse.json(searchAppBar(parseQuery(appBarSearchQuerySchema, request).q))),
];
