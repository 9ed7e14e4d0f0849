// The calendar calls of the contract answered from calendar_events (decision 0023): each signed-in
// account lists, adds, edits and deletes its own events; another account's id answers as an
// unknown one (SPEC §8's 400 "Something Went Wrong"). None takes the documents' write lock. The
// answers are the mock's (same validation and messages, same order of checks: the §8 400 for an
// id the account does not have, then malformed JSON, then the body's field errors, then a stale
// version's 409).
import { calendarEventUpdateSchema, calendarQuerySchema, newCalendarEventSchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type ApiPathName, type HttpMethod, type StaleWrite } from '@atrium/api';
import { parseQuery, readJson, validate, type AccountRef } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { fieldErrors, json, malformedJson, signedInRoutes } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { createCalendarEvent, deleteCalendarEvent, hasCalendarEvent, listCalendarEvents, updateCalendarEvent } from './queries';

export interface CalendarOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

/** SPEC §8: an unknown event id answers 400 with this text (not JSON). */
const somethingWentWrong = () => new Response('Something Went Wrong', { status: 400, headers: { 'Content-Type': 'text/plain' } });

/** A path id the table can hold (an integer column); anything else names no event. */
function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

export function registerCalendar(app: Hono, options: CalendarOptions): void {
  const { db, sessions } = options;

  const signedIn = signedInRoutes(app, sessions, options.finish);
  const serve = (method: HttpMethod, name: ApiPathName, handler: (c: Context, account: AccountRef) => Promise<Response>) =>
    signedIn(method, name, (c, session) => handler(c, { principal: session.principal, userId: session.userId }));

  serve('GET', 'calendar', async (c, account) => {
    const { calendars } = parseQuery(calendarQuerySchema, c.req.raw, ['calendars']);
    return json(await listCalendarEvents(db, account, calendars));
  });

  serve('POST', 'calendar', async (c, account) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(newCalendarEventSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : somethingWentWrong();
    return json(await createCalendarEvent(db, account, parsed.value), 201);
  });

  serve('PUT', 'calendarEvent', async (c, account) => {
    const body = await readJson(c.req.raw);
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await hasCalendarEvent(db, account, id))) return somethingWentWrong();
    if (!body.ok) return malformedJson();
    const parsed = validate(calendarEventUpdateSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : somethingWentWrong();
    const result = await db.transaction((tx) => updateCalendarEvent(tx, account, id, parsed.value));
    if (result.ok) return json(result.event, 201);
    if (result.reason === 'stale') return json({ message: STALE_WRITE_MESSAGE, version: result.version } satisfies StaleWrite, STALE_WRITE_STATUS);
    return somethingWentWrong();
  });

  serve('DELETE', 'calendarEvent', async (c, account) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await deleteCalendarEvent(db, account, id))) return somethingWentWrong();
    return new Response(null, { status: 204 });
  });
}
