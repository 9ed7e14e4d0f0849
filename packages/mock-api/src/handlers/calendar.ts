import { API_PATHS, calendarQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { addCalendarEvent, deleteCalendarEvent, listCalendarEvents, updateCalendarEvent } from '../services/calendar';
import { getDb, saveDb } from '../store/store';
import { idParam, invalidResponse, malformedJson, noContent, parseQuery, readJson, route } from './http';

/** SPEC §8: an unknown event id answers 400 with this text (not JSON). */
const somethingWentWrong = () => new HttpResponse('Something Went Wrong', { status: 400, headers: { 'Content-Type': 'text/plain' } });

export const calendarHandlers = [
  route('get', API_PATHS.calendar, ({ request }) => {
    const { calendars } = parseQuery(calendarQuerySchema, request, ['calendars']);
    return HttpResponse.json(listCalendarEvents(getDb(), calendars));
  }),
  route('post', API_PATHS.calendar, async ({ request }) => {
    const body = await readJson(request);
    if (!body.ok) return malformedJson();
    const outcome = addCalendarEvent(getDb(), body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? somethingWentWrong();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('put', API_PATHS.calendarEvent, async ({ request, params }) => {
    const body = await readJson(request);
    const db = getDb();
    const id = idParam(params);
    if (!db.calendarEvents.some((e) => e.id === id)) return somethingWentWrong();
    if (!body.ok) return malformedJson();
    const outcome = updateCalendarEvent(db, id, body.value);
    if (!outcome.ok) return invalidResponse(outcome) ?? somethingWentWrong();
    saveDb();
    return HttpResponse.json(outcome.value, { status: 201 });
  }),
  route('delete', API_PATHS.calendarEvent, ({ params }) => {
    if (!deleteCalendarEvent(getDb(), idParam(params))) return somethingWentWrong();
    saveDb();
    return noContent();
  }),
];
