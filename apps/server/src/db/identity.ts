// Identity as relational tables (issue 32, decision 0020): the accounts people sign in with, their
// passwords, and the settings that belong to each of them. drizzle-kit generates the migrations
// from these definitions (`pnpm --filter @atrium/server db:generate`, drizzle.config.ts); the
// generated SQL is migrations/0020_* onward.
//
// Two kinds of account sign in, as the contract's sessions say (principal 'user' | 'login'):
// the people of /apps/users (`users`), and the installation's own sign-ins (`login_accounts`:
// the demo's admin@ and client@, or the admin `create-admin` adds), which the users list does not
// show. What belongs to an account (its password, its settings) points at exactly one of the two
// with a foreign key, so deleting the account deletes what was its.
import { BILLING_METHODS, USER_PLANS, USER_STATUSES } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { roles } from './roles';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/** The people of /apps/users: the contract's UserDetail, one column per field, plus a version. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fullName: text('full_name').notNull(),
    company: text('company').notNull().default(''),
    /**
     * the slug of the user's role on /apps/roles: a role that exists (decision 0024); a role users
     * hold cannot be deleted (restrict), and a slug never changes (a rename keeps it)
     */
    role: text('role')
      .notNull()
      .references(() => roles.slug, { onDelete: 'restrict', onUpdate: 'cascade' }),
    username: text('username').notNull(),
    country: text('country').notNull().default(''),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull(),
    currentPlan: text('current_plan').notNull(),
    status: text('status').notNull(),
    avatar: text('avatar').notNull().default(''),
    billing: text('billing').notNull(),
    taskDone: integer('task_done').notNull().default(0),
    projectDone: integer('project_done').notNull().default(0),
    taxId: text('tax_id').notNull().default(''),
    language: text('language').notNull().default('English'),
    /** moves on every write: a PUT naming an older one is answered 409 (decision 0020) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_plan_check', oneOf(t.currentPlan, USER_PLANS)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_billing_check', oneOf(t.billing, BILLING_METHODS)),
    check('users_version_check', sql`${t.version} > 0`),
    // emails and usernames identify a sign-in: unique whatever their case
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    // one index per sort key and filter of the list, each ending in the id (the tiebreaker)
    index('users_by_name').on(sql`lower(${t.fullName})`, t.id),
    index('users_by_email').on(sql`lower(${t.email})`, t.id),
    index('users_by_role').on(t.role, t.id),
    index('users_by_plan').on(t.currentPlan, t.id),
    index('users_by_status').on(t.status, t.id),
    index('users_by_billing').on(t.billing, t.id),
    // `q`: a substring of the name, username or email, any case (pg_trgm serves LIKE '%…%')
    index('users_search').using('gin', sql`(lower(${t.fullName} || ' ' || ${t.username} || ' ' || ${t.email})) gin_trgm_ops`),
  ],
);

/** The installation's own sign-ins (not listed on /apps/users). */
export const loginAccounts = pgTable(
  'login_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** SPEC §6's login role: where / leads; what the account may do comes from its role's permissions */
    loginRole: text('login_role').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('login_accounts_role_check', oneOf(t.loginRole, ['admin', 'client'])), uniqueIndex('login_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** The password an account signs in with (argon2id), one per account. */
export const credentials = pgTable(
  'credentials',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credentials_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    uniqueIndex('credentials_user_key').on(t.userId),
    uniqueIndex('credentials_login_key').on(t.loginId),
  ],
);

/** The account settings page's sections, per account (made on first read from its account). */
export const accountSettings = pgTable(
  'account_settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').notNull(),
    notifications: jsonb('notifications').notNull(),
    connections: jsonb('connections').notNull(),
    billing: jsonb('billing').notNull(),
    security: jsonb('security').notNull(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('account_settings_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    uniqueIndex('account_settings_user_key').on(t.userId),
    uniqueIndex('account_settings_login_key').on(t.loginId),
  ],
);

export const identity = { users, loginAccounts, credentials, accountSettings };
