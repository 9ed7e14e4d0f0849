// Calendar events as a relational table (issue 32, decision 0023): each event belongs to one
// account, a person of /apps/users (`users`) or one of the installation's sign-ins
// (`login_accounts`), pointed at as account_settings points (two nullable foreign keys, exactly
// one set); deleting the account deletes its events.
//
// Time: the contract's `start` and `end` are ISO 8601 texts as the caller wrote them (a date for
// an all-day event, a date-time otherwise); the answer gives them back as written, and
// `start_at`/`end_at` hold the instants they name (timestamptz), which the month a calendar shows
// is read by.
import { CALENDAR_LIMITS, CALENDARS } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { loginAccounts, users } from './identity';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull().default(''),
    title: text('title').notNull(),
    /** `start` as the contract carries it (ISO 8601 date or date-time text) */
    startText: text('start_text').notNull(),
    endText: text('end_text').notNull(),
    /** the instants `start_text` and `end_text` name */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    calendar: text('calendar').notNull(),
    // null: the event was made without that detail (the answer leaves it out, as the mock does)
    guests: text('guests').array(),
    location: text('location'),
    description: text('description'),
    /** moves on every write: a PUT naming an older one is answered 409 (decisions 0020, 0023) */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_events_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    // what the contract refuses, the database refuses
    check('calendar_events_calendar_check', oneOf(t.calendar, CALENDARS)),
    check('calendar_events_title_check', sql`char_length(${t.title}) between 1 and ${sql.raw(String(CALENDAR_LIMITS.title))}`),
    check('calendar_events_guests_check', sql`cardinality(${t.guests}) <= ${sql.raw(String(CALENDAR_LIMITS.guests))}`),
    check('calendar_events_location_check', sql`char_length(${t.location}) <= ${sql.raw(String(CALENDAR_LIMITS.location))}`),
    check('calendar_events_description_check', sql`char_length(${t.description}) <= ${sql.raw(String(CALENDAR_LIMITS.description))}`),
    check('calendar_events_version_check', sql`${t.version} > 0`),
    // the list: an account's events in the ticked calendars, by id (each index ends in the id);
    // they also serve the foreign keys' check when an account is deleted
    index('calendar_events_by_user').on(t.userId, t.calendar, t.id),
    index('calendar_events_by_login').on(t.loginId, t.calendar, t.id),
  ],
);

export const calendar = { calendarEvents };
