// The academy calls of the contract answered from the academy tables (decision 0025): the
// catalogue with the signed-in account's own progress. Who may call them is the contract's access
// table (`Academy` read/update), enforced by the shared guard; a tick writes only the caller's row
// and none takes the documents' lock. The answers are the mock's (same messages, same order of
// checks: malformed JSON, an id that names nothing, the body's field errors, then an unknown topic).
import { coursesQuerySchema, topicCompletionBodySchema, type ApiPathName, type HttpMethod } from '@atrium/api';
import { parseQuery, readJson, validate, type AccountRef } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { fieldErrors, json, malformedJson, signedInRoutes } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { academyStats, findCourseDetails, findTopic, firstCourseId, listCourses, setTopicCompleted } from './queries';

export interface AcademyOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
  /** the clock the dashboard's next webinar is counted from */
  now?: () => Date;
}

const courseNotFound = () => json({ error: 'Course not found' }, 404);
const topicNotFound = () => json({ error: 'Topic not found' }, 404);

/** A path id the tables can hold (an integer column); anything else names nothing. */
function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

export function registerAcademy(app: Hono, options: AcademyOptions): void {
  const { db, sessions } = options;
  const now = options.now ?? (() => new Date());
  const signedIn = signedInRoutes(app, sessions, options.finish);
  const serve = (method: HttpMethod, name: ApiPathName, handler: (c: Context, account: AccountRef) => Promise<Response>) =>
    signedIn(method, name, (c, session) => handler(c, { principal: session.principal, userId: session.userId }));

  const details = async (account: AccountRef, courseId: number | undefined) => {
    const found = courseId === undefined ? undefined : await findCourseDetails(db, account, courseId);
    return found ? json(found) : courseNotFound();
  };

  const tick = async (c: Context, account: AccountRef, courseId: number | undefined) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const topicIndex = idOf(c.req.param('topicIndex'));
    if (topicIndex === undefined || courseId === undefined) return topicNotFound();
    const parsed = validate(topicCompletionBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : topicNotFound();
    const topicId = await findTopic(db, courseId, c.req.param('sectionId') ?? '', topicIndex);
    if (topicId === undefined) return topicNotFound();
    await setTopicCompleted(db, account, courseId, topicId, parsed.value.isCompleted);
    return details(account, courseId);
  };

  serve('GET', 'academyCourses', async (c, account) => json(await listCourses(db, account, parseQuery(coursesQuerySchema, c.req.raw))));
  // SPEC §7's address without an id: the first course, as before courses had their own pages
  serve('GET', 'academyCourseDetails', async (_c, account) => details(account, await firstCourseId(db)));
  serve('PUT', 'academyCourseTopic', async (c, account) => tick(c, account, await firstCourseId(db)));
  serve('GET', 'academyCourse', async (c, account) => details(account, idOf(c.req.param('courseId'))));
  serve('PUT', 'academyCourseTopicById', async (c, account) => tick(c, account, idOf(c.req.param('courseId'))));
  serve('GET', 'academyStats', async (_c, account) => json(await academyStats(db, account, now())));
}
