import { API_PATHS, calendarQuerySchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type StaleWrite } from '@atrium/api';
import { HttpResponse } from 'msw';
import { addCalendarEvent, deleteCalendarEvent, hasCalendarEvent, listCalendarEvents, updateCalendarEvent } from '../services/calendar';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route, unauthorized } from './http';

/** SPEC §8: an unknown event id (or another account's) answers 400 with this text (not JSON). */
const somethingWentWrong = () => new HttpResponse('Something Went Wrong', { status: 400, headers: { 'Content-Type': 'text/plain' } });

// Each signed-in account reads and writes its own events (decision 0023).
export const calendarHandlers = [
  route('get', API_PATHS.calendar, ({ request, session }) => {
    if (!session) return unauthorized();
    const { calendars } = parseQuery(calendarQuerySchema, request, ['calendars']);
    return HttpResponse.json(listCalendarEvents(getDb(), session, calendars));
  }),
  route('post', API_PATHS.calendar, async ({ request, session }) => {
    if (!session) return unauthorized();
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = addCalendarEvent(getDb(), session, body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? somethingWentWrong();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('put', API_PATHS.calendarEvent, async ({ request, params, session }) => {
    if (!session) return unauthorized();
    const body = await readJson(request);
    const db = getDb();
    const id = idParam(params);
    if (!hasCalendarEvent(db, session, id)) return somethingWentWrong();
    if (!body.ok) return malformedJson();
    const outcome = updateCalendarEvent(db, session, id, body.value);
    if (!outcome.ok) {
      if (outcome.reason === 'stale') return HttpResponse.json({ message: STALE_WRITE_MESSAGE, version: outcome.version } satisfies StaleWrite, { status: STALE_WRITE_STATUS });
      return invalidResponse(outcome) ?? somethingWentWrong();
    }
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('delete', API_PATHS.calendarEvent, ({ params, session }) => {
    if (!session) return unauthorized();
    if (!deleteCalendarEvent(getDb(), session, idParam(params))) return somethingWentWrong();
    saveDb();
    return noContent();
  }),
];
