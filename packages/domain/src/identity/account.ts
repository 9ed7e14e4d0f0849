// Who a call is for. The two backends name an account the same way: a demo login or a user of
// /apps/users (the two id spaces overlap, so the principal says which), and both keep a session
// as the same record.
import type { AbilityRule } from '@atrium/api';

/** Whose data a call reads or writes: the signed-in account (a demo login or a user of /apps/users). */
export interface AccountRef {
  principal: 'login' | 'user';
  userId: number;
}

/** The demo admin (login 1): whose mailbox, calendar and progress the seed holds. */
export const DEMO_MAILBOX_OWNER: AccountRef = { principal: 'login', userId: 1 };

/** whose id a session's `userId` is */
export type SessionPrincipal = 'login' | 'user';

/** A signed-in session: whose, with which rules at sign-in, until when. */
export interface MockSession {
  /** the login user's or the sample user's id, as `principal` says */
  userId: number;
  /** whose id `userId` is: the two ids spaces overlap (login user 1 is not sample user 1) */
  principal: SessionPrincipal;
  /** the rules at sign-in; requests are checked against the rules of the account's role now */
  rules: AbilityRule[];
  /** epoch ms */
  expiresAt: number;
}

/**
 * How stored passwords are written and checked. The mock keeps them as given (a demo in a browser
 * tab); the server hashes with argon2id so the database never holds a password.
 */
export interface PasswordCodec {
  /** what to store for `plain` */
  hash(plain: string): string;
  /** whether `plain` matches the stored value */
  verify(stored: string, plain: string): boolean;
}
