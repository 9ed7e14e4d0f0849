// The Drizzle schema drizzle-kit generates migrations from (drizzle.config.ts, decision 0020). The
// tables below were created by the hand-written migrations/0001_core.sql and 0002_login_limits.sql
// (meta/0019_snapshot.json records them as drizzle-kit's starting point); identity (./identity) and
// what follows are generated. The store analytics tables live in src/insights/schema.ts.
import { academy } from './academy';
import { billing } from './billing';
import { calendar } from './calendar';
import { catalogue } from './catalogue';
import { identity } from './identity';
import { logistics } from './logistics';
import { messaging } from './messaging';
import { notificationTables } from './notifications';
import { ordersDomain } from './orders';
import { profileTables } from './profile';
import { reference } from './reference';
import { helpCenter } from './help-center';
import { dashboards } from './dashboards';
import { rolesDomain } from './roles';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    principal: text('principal', { enum: ['login', 'user'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_expiry').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_by_email').on(t.email, t.attemptedAt), index('login_attempts_by_ip').on(t.ip, t.attemptedAt), index('login_attempts_by_time').on(t.attemptedAt)],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const schema = { sessions, loginAttempts, appMeta, ...identity, ...billing, ...messaging, ...calendar, ...notificationTables, ...rolesDomain, ...logistics, ...academy, ...catalogue, ...ordersDomain, ...profileTables, ...reference, ...helpCenter, ...dashboards };

export * from './identity';
export * from './billing';
export * from './messaging';
export * from './calendar';
export * from './notifications';
export * from './roles';
export * from './logistics';
export * from './academy';
export * from './catalogue';
export * from './orders';
export * from './profile';
export * from './reference';
export * from './help-center';
export * from './dashboards';
