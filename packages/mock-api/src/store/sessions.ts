// The mock's session table: which bearer token belongs to whom, with which ability rules, until
// when. Kept apart from the demo database so "reset demo data" does not sign anyone out. In the
// browser every tab runs its own copy of the mock, so with persistence on the table is read from
// storage on each lookup: a login or a logout in one tab is seen by the others at once.
import type { AbilityRule } from '@atrium/api';

export type { MockSession, SessionPrincipal } from '@atrium/domain';
import type { MockSession, SessionPrincipal } from '@atrium/domain';

export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** "Remember me": a month; otherwise the working day. */
export const SESSION_LIFETIME_MS = { remembered: 30 * 24 * 3_600_000, default: 12 * 3_600_000 } as const;
export const SESSIONS_STORAGE_SUFFIX = '.sessions';

export interface IssueOptions {
  remember?: boolean;
  now?: number;
  principal?: SessionPrincipal;
}

/**
 * Where sessions live instead of this module's table: a real server keeps them in its database
 * (only a hash of the token) and works out the rules from the current roles on each request.
 */
export interface SessionProvider {
  issue(userId: number, rules: readonly AbilityRule[], options: { remember: boolean; now: number; principal: SessionPrincipal }): { token: string; expiresAt: number };
  find(token: string, now: number): MockSession | undefined;
  revoke(token: string): void;
  /** ends every session of the account except the one of `keepToken` (a password change) */
  revokeAccount(account: { principal: SessionPrincipal; userId: number }, keepToken: string | undefined): void;
}

let provider: SessionProvider | undefined;

/** Routes issue/find/revoke through `next`; undefined restores the built-in table. */
export function setSessionProvider(next: SessionProvider | undefined): void {
  provider = next;
}

type Table = Record<string, MockSession>;

let memory: Table = {};
let persisted: { storage: SessionStorageLike; key: string } | undefined;

function isSession(value: unknown): value is MockSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<MockSession>;
  return (
    typeof s.userId === 'number' &&
    (s.principal === 'login' || s.principal === 'user') &&
    typeof s.expiresAt === 'number' &&
    Array.isArray(s.rules) &&
    s.rules.every((r: unknown) => typeof r === 'object' && r !== null && typeof (r as AbilityRule).action === 'string' && typeof (r as AbilityRule).subject === 'string')
  );
}

function load(): Table {
  if (!persisted) return memory;
  try {
    const raw = persisted.storage.getItem(persisted.key);
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    const table: Table = Object.create(null) as Table;
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [token, session] of Object.entries(parsed)) if (isSession(session)) table[token] = session;
    }
    return table;
  } catch {
    return {};
  }
}

function save(table: Table): void {
  memory = table;
  if (!persisted) return;
  try {
    persisted.storage.setItem(persisted.key, JSON.stringify(table));
  } catch {
    // storage full or blocked: the session lives in this tab's memory only
  }
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Starts a session; expired ones are dropped on the way. */
export function issueSession(userId: number, rules: readonly AbilityRule[], { remember = false, now = Date.now(), principal = 'login' }: IssueOptions = {}): { token: string; expiresAt: number } {
  if (provider) return provider.issue(userId, rules, { remember, now, principal });
  const table = load();
  for (const [token, session] of Object.entries(table)) if (session.expiresAt <= now) delete table[token];
  const token = randomToken();
  const expiresAt = now + (remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.default);
  table[token] = { userId, principal, rules: rules.map(({ action, subject }) => ({ action, subject })), expiresAt };
  save(table);
  return { token, expiresAt };
}

/** The live session of a token, or undefined (unknown, revoked or expired). */
export function findSession(token: string, now = Date.now()): MockSession | undefined {
  if (provider) return provider.find(token, now);
  const table = load();
  const session = Object.hasOwn(table, token) ? table[token] : undefined;
  return session && session.expiresAt > now ? session : undefined;
}

export function revokeSession(token: string): void {
  if (provider) {
    provider.revoke(token);
    return;
  }
  const table = load();
  if (!Object.hasOwn(table, token)) return;
  delete table[token];
  save(table);
}

/** Ends every session of the account but the caller's own (after a password change). */
export function revokeOtherSessions(account: { principal: SessionPrincipal; userId: number }, keepToken: string | undefined): void {
  if (provider) {
    provider.revokeAccount(account, keepToken);
    return;
  }
  const table = load();
  for (const [token, session] of Object.entries(table)) {
    if (token !== keepToken && session.principal === account.principal && session.userId === account.userId) delete table[token];
  }
  save(table);
}

export function enableSessionPersistence(storage: SessionStorageLike, key: string): void {
  persisted = { storage, key };
}

export function disableSessionPersistence(): void {
  persisted = undefined;
}

/** Signs everyone out (tests). */
export function clearSessions(): void {
  save({});
}
