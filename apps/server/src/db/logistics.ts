// Logistics as a relational table (issue 32, decision 0025): the fleet's vehicles, reference data
// every account with the Logistics permission reads (nobody owns a vehicle). The contract's
// `warnings` is one of VEHICLE_WARNINGS, a CHECK here; `progress` is the stored progress (0–100)
// the live fleet advances from with the logistics clock.
import { VEHICLE_WARNINGS } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ';
const PLAIN = 'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyy';

/**
 * A text's sort key as the mock's sort compares (localeCompare, 'en', base sensitivity): case and
 * the accents of Latin letters ignored, in byte order otherwise ("C", the same on PGlite and any
 * PostgreSQL's default collation). Immutable, so an index serves ORDER BY on it.
 */
export const textSortKey = (column: AnyPgColumn | SQL): SQL => sql`(lower(translate(${column}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})) collate "C")`;

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the vehicle's six-digit location code */
    location: integer('location').notNull(),
    startCity: text('start_city').notNull(),
    startCountry: text('start_country').notNull(),
    endCity: text('end_city').notNull(),
    endCountry: text('end_country').notNull(),
    warnings: text('warnings').notNull().default('No Warnings'),
    /** the stored progress, percent (the fleet's live progress grows from it with the clock) */
    progress: doublePrecision('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicles_warnings_check', oneOf(t.warnings, VEHICLE_WARNINGS)),
    check('vehicles_progress_check', sql`${t.progress} between 0 and 100`),
    // one index per sort key of the list, each ending in the id newest first (the tiebreaker, as
    // ORDER BY key, id DESC asks: an ascending sort reads its page straight off the index; a
    // descending one reads it backwards and re-sorts only the ties of the page's last key)
    index('vehicles_by_location').on(t.location, t.id.desc().nullsFirst()),
    index('vehicles_by_start_city').on(textSortKey(t.startCity), t.id.desc().nullsFirst()),
    index('vehicles_by_end_city').on(textSortKey(t.endCity), t.id.desc().nullsFirst()),
    index('vehicles_by_warnings').on(t.warnings, t.id.desc().nullsFirst()),
    index('vehicles_by_progress').on(t.progress, t.id.desc().nullsFirst()),
  ],
);

export const logistics = { vehicles };
