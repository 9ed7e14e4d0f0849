// Failed sign-ins are counted per email and client address in the database (so every server
// process sees them): five within fifteen minutes and the next attempt gets 429 with Retry-After
// until the oldest of them leaves the window. A successful sign-in clears the count.
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { loginAttempts } from '../db/schema';
import type { Hooks } from '../store/runtime';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 5;

async function emailOf(request: Request): Promise<string> {
  try {
    const body: unknown = await request.clone().json();
    const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

export function loginRateLimit({ windowMs = LOGIN_WINDOW_MS, maxFailures = LOGIN_MAX_FAILURES } = {}) {
  return {
    async hooks(request: Request, ip: string): Promise<Hooks> {
      const email = await emailOf(request);
      const key = and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip));
      return {
        async before(ex) {
          const since = new Date(Date.now() - windowMs);
          const recent = and(key, gt(loginAttempts.attemptedAt, since));
          const [row] = await ex.select({ n: count() }).from(loginAttempts).where(recent);
          if ((row?.n ?? 0) < maxFailures) return undefined;
          const [oldest] = await ex.select({ at: loginAttempts.attemptedAt }).from(loginAttempts).where(recent).orderBy(asc(loginAttempts.attemptedAt)).limit(1);
          const retryAfter = Math.max(1, Math.ceil(((oldest?.at.getTime() ?? Date.now()) + windowMs - Date.now()) / 1000));
          return Response.json({ message: 'Too many sign-in attempts. Try again later.' }, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
        },
        async after(ex, _scope, response) {
          if (response.status === 400) await ex.insert(loginAttempts).values({ email, ip });
          else if (response.ok) await ex.delete(loginAttempts).where(key);
          // attempts older than the window no longer count for anyone
          await ex.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - windowMs)));
        },
      };
    },
  };
}
