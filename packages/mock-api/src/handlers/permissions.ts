import { API_PATHS, permissionsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { listPermissions } from '../services/permissions';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const permissionsHandlers = [
  route('get', API_PATHS.permissions, ({ request }) => HttpResponse.json(listPermissions(getDb(), parseQuery(permissionsQuerySchema, request)))),
];
