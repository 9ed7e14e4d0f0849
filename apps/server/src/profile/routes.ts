// The profile calls of the contract answered from the account tables and account_profiles
// (decision 0029): every signed-in account, whatever its role, reads its own profile (the access
// table says 'session'). An unknown tab answers an empty 200 (SPEC §7), as the mock does; an
// account deleted since its session was read answers 401, as signed out.
import { profileQuerySchema } from '@atrium/api';
import { isProfileTab, parseQuery, type AccountRef } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { json, signedInRoutes, signInFirst } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { profileHeader, profileTab } from './queries';

export interface ProfileOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

export function registerProfile(app: Hono, options: ProfileOptions): void {
  const { db, sessions } = options;
  const signedIn = signedInRoutes(app, sessions, options.finish);
  const accountOf = (session: { principal: 'login' | 'user'; userId: number }): AccountRef => ({ principal: session.principal, userId: session.userId });

  signedIn('GET', 'profileHeader', async (_c, session) => {
    const header = await profileHeader(db, accountOf(session));
    return header ? json(header) : signInFirst();
  });

  signedIn('GET', 'profile', async (c, session) => {
    const { tab } = parseQuery(profileQuerySchema, c.req.raw);
    if (!isProfileTab(tab)) return new Response(null, { status: 200 });
    const data = await profileTab(db, accountOf(session), tab);
    return data === undefined ? signInFirst() : json(data);
  });
}
