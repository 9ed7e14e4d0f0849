import { API_PATHS, vehiclesQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getFleet, getLogisticsStats, listVehicles } from '../services/logistics';
import { logisticsNow, logisticsOrigin } from '@atrium/domain';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const logisticsHandlers = [
  route('get', API_PATHS.vehicles, ({ request }) => HttpResponse.json(listVehicles(getDb(), parseQuery(vehiclesQuerySchema, request)))),
  route('get', API_PATHS.logisticsStats, () => HttpResponse.json(getLogisticsStats(getDb(), new Date(logisticsNow())))),
  route('get', API_PATHS.logisticsFleet, () => HttpResponse.json(getFleet(getDb(), logisticsNow(), logisticsOrigin()))),
];
