// Each account's profile sample (issue 32, decision 0029): what the profile page shows beyond the
// account's own row (name, picture, email, role, status, country and `created_at` come from
// `users` / `login_accounts` for every account). Only the demo admin has a row; an account without
// one has a profile made from its row alone. The owner is pointed at as `account_settings` points
// (decision 0020): two nullable foreign keys, exactly one set, deleting the account deletes it.
// The tabs' cards (teams, projects, connections, the about lists) are display records with no
// identity in the contract, nothing filters or edits them, and they are read whole: one jsonb
// column each, checked against the contract's schemas when read.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { loginAccounts, users } from './identity';

export const accountProfiles = pgTable(
  'account_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    /** the job title the header shows (without a row: the role's name) */
    designation: text('designation').notNull(),
    coverImg: text('cover_img').notNull(),
    /** ProfileAbout: the about, contacts, teams and overview lines and the summaries */
    about: jsonb('about').notNull(),
    teams: jsonb('teams').notNull(),
    projects: jsonb('projects').notNull(),
    connections: jsonb('connections').notNull(),
  },
  (t) => [
    check('account_profiles_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    check('account_profiles_shape_check', sql`jsonb_typeof(${t.about}) = 'object' and jsonb_typeof(${t.teams}) = 'array' and jsonb_typeof(${t.projects}) = 'array' and jsonb_typeof(${t.connections}) = 'array'`),
    uniqueIndex('account_profiles_user_key').on(t.userId),
    uniqueIndex('account_profiles_login_key').on(t.loginId),
  ],
);

export const profileTables = { accountProfiles };
