// Notifications as a relational table (issue 32, decision 0026): each row belongs to one account,
// a person of /apps/users (`users`) or one of the installation's sign-ins (`login_accounts`),
// pointed at as calendar_events points (two nullable foreign keys, exactly one set); deleting the
// account deletes its notifications. Rows are written by what happens (a password changed, one
// set by an administrator, …), read, marked and dismissed by their account alone.
//
// The text is not stored: `kind` and `params` are what the client renders through i18next.
// `read_at` is when the account read it (null: unread); `created_at` when it happened.
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { loginAccounts, users } from './identity';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** what the title and detail interpolate (short texts and numbers), an object */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** a route of the app, or null */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    // what the contract refuses, the database refuses
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notifications_params_check', sql`jsonb_typeof(${t.params}) = 'object'`),
    check('notifications_link_check', sql`char_length(${t.link}) <= ${sql.raw(String(NOTIFICATION_LIMITS.link))} and left(${t.link}, 1) = '/'`),
    // the list: an account's newest first (each index ends in the id, the tiebreaker); they also
    // serve the foreign keys' check when an account is deleted
    index('notifications_by_user').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_by_login').on(t.loginId, t.createdAt.desc(), t.id.desc()),
    // the bell's unread count (and "mark all read") reads only the unread rows
    index('notifications_unread_by_user').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_unread_by_login').on(t.loginId).where(sql`${t.readAt} is null`),
  ],
);

export const notificationTables = { notifications };
