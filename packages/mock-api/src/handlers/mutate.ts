// The write path every back-office handler shares: parse the body, run the service, save, answer.
// Kept out of ./http, which the insights handlers import too: this module reaches the store and
// with it the whole back-office seed, which the landing's worker chunk must not load.
import { STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type StaleWrite } from '@atrium/api';
import { HttpResponse } from 'msw';
import type { Outcome } from '../services/common';
import { saveDb } from '../store/store';
import { invalidResponse, malformedJson, readJson } from './http';

/** Runs a mutation on the parsed body and saves on success: 400 for bad JSON or bad fields, 409 for a stale edit, 404 (`notFoundBody`) for a missing record, else `status` with the value. */
export async function mutate<T>(request: Request, run: (body: unknown) => Outcome<T>, status: number, notFoundBody: unknown = { error: 'Not found' }): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return malformedJson();
  const outcome = run(body.value);
  if (outcome.ok) {
    saveDb();
    return HttpResponse.json(outcome.value as never, { status });
  }
  // an edit that started from an older version of the record (decision 0027)
  if (!outcome.ok && outcome.reason === 'stale') return HttpResponse.json({ message: STALE_WRITE_MESSAGE, version: outcome.version } satisfies StaleWrite, { status: STALE_WRITE_STATUS });
  return invalidResponse(outcome) ?? HttpResponse.json(notFoundBody as never, { status: 404 });
}
