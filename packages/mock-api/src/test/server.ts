// Test harness: the node MSW server over every handler, reset to the seed before each test,
// plus a raw fetch helper (status and body exactly as a browser would see them).
import { createApiClient } from '@atrium/api';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMockServer } from '../node';
import { signInDemoUser } from '../services/auth';
import { findSession } from '../store/sessions';
import { getDb, resetDemoData } from '../store/store';

export const BASE_URL = 'http://localhost';

export function useMockServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDemoData());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const tokens: Partial<Record<'admin' | 'client', string>> = {};

/** A live session's token for a demo login (the tests that are not about access sign in as admin). */
export function tokenFor(role: 'admin' | 'client' = 'admin'): string {
  const known = tokens[role];
  if (known !== undefined && findSession(known)) return known;
  const token = signInDemoUser(getDb(), role);
  tokens[role] = token;
  return token;
}

export const client = createApiClient({ baseUrl: BASE_URL, getToken: () => tokenFor('admin') });

export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
  /** parsed JSON, or undefined when the body is empty or not JSON */
  json: unknown;
}

export async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathAndQuery: string,
  body?: unknown,
  { rawBody, token = tokenFor('admin') }: { rawBody?: string; /** null: no Authorization header */ token?: string | null } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (rawBody !== undefined || body !== undefined) {
    init.body = rawBody ?? JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${BASE_URL}${pathAndQuery}`, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type'), text, json };
}

/** A JSON snapshot of the live store, to prove a rejected request changed nothing. */
export function snapshotDb(): string {
  return JSON.stringify(getDb());
}
