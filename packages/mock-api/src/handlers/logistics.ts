import { API_PATHS, vehiclesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { listVehicles } from '../services/logistics';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const logisticsHandlers = [
  route('get', API_PATHS.vehicles, ({ request }) => HttpResponse.json(listVehicles(getDb(), parseQuery(vehiclesQuerySchema, request)))),
];
