// Failed sign-ins, counted in PostgreSQL (so every server process shares the counts) on two keys:
// per account (the email, whatever address tries it) and per client address (whatever emails it
// tries). An attempt is written down before its password is checked, so parallel attempts count
// each other; when the account or the address already has its limit of failures within the
// window, the attempt is refused with 429 and Retry-After (until the oldest of them leaves the
// window) without any argon2 work, and does not count. A failed attempt stays; a successful one
// clears the failures of its own email from its own address. None of it runs under the write
// lock or inside the request's transaction.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

export interface LoginLimits {
  windowMs: number;
  /** failures of one email within the window (from any address) */
  maxPerAccount: number;
  /** failures from one client address within the window (for any email) */
  maxPerAddress: number;
}

export const LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60_000, maxPerAccount: 5, maxPerAddress: 20 };

/** The email a sign-in body names, as counted (trimmed, lower case, bounded). */
export async function loginEmailOf(request: Request): Promise<string> {
  try {
    const body: unknown = await request.clone().json();
    const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

export interface LoginAttempt {
  /** the 429 to answer instead of checking the password, when over a limit */
  refused: Response | undefined;
  /** records the outcome: 400 (wrong credentials) counts, anything else does not */
  settle(status: number): Promise<void>;
}

export function loginRateLimit(db: Database, limits: LoginLimits = LOGIN_LIMITS) {
  const window = sql`make_interval(secs => ${limits.windowMs / 1000})`;
  return {
    limits,
    async begin(email: string, ip: string): Promise<LoginAttempt> {
      const [inserted] = rowsOf<{ id: string | number }>(await db.execute(sql`insert into login_attempts (email, ip) values (${email}, ${ip}) returning id`));
      const id = Number(inserted?.id);
      const [counts] = rowsOf<{ by_email: number; by_ip: number; email_wait: number | null; ip_wait: number | null }>(
        await db.execute(sql`
          select
            count(*) filter (where email = ${email})::int as by_email,
            count(*) filter (where ip = ${ip})::int as by_ip,
            extract(epoch from min(attempted_at) filter (where email = ${email}) + ${window} - now())::float8 as email_wait,
            extract(epoch from min(attempted_at) filter (where ip = ${ip}) + ${window} - now())::float8 as ip_wait
          from login_attempts
          where attempted_at > now() - ${window} and (email = ${email} or ip = ${ip})`),
      );
      // the counts include this attempt: the limit is reached when the earlier failures fill it
      const overAccount = (counts?.by_email ?? 0) > limits.maxPerAccount;
      // an in-process call (tests) has no address: only its account is counted
      const overAddress = ip !== 'local' && (counts?.by_ip ?? 0) > limits.maxPerAddress;
      const forget = async () => {
        await db.execute(sql`delete from login_attempts where id = ${id}`);
      };
      if (overAccount || overAddress) {
        await forget();
        const waits = [overAccount ? counts?.email_wait : undefined, overAddress ? counts?.ip_wait : undefined].filter((w): w is number => typeof w === 'number');
        const retryAfter = Math.max(1, Math.ceil(Math.max(0, ...waits)));
        return {
          refused: Response.json({ message: 'Too many sign-in attempts. Try again later.' }, { status: 429, headers: { 'Retry-After': String(retryAfter) } }),
          settle: () => Promise.resolve(),
        };
      }
      return {
        refused: undefined,
        async settle(status) {
          if (status !== 400) await forget();
          if (status >= 200 && status < 300) await db.execute(sql`delete from login_attempts where email = ${email} and ip = ${ip}`);
          // failures older than the window no longer count for anyone
          await db.execute(sql`delete from login_attempts where attempted_at < now() - ${window}`);
        },
      };
    },
  };
}
