// The total a list answers (decision 0020): counted in the page's own statement, but only up to
// LIST_TOTAL_EXACT_LIMIT + 1 matches; past the limit the answer says `totalExact: false` and the
// screens show "10,000+". Every relational list (users, invoices, permissions, vehicles, courses)
// counts this way.
import { LIST_TOTAL_EXACT_LIMIT } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor';

/** How many rows of `from` match `where`, read no further than one past the limit. */
export function cappedCount(from: PgTable | SQL, where?: SQL): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit ${LIST_TOTAL_EXACT_LIMIT + 1}) as matched)::int`;
}

/** The total to answer for `matches` counted by cappedCount, and whether it is exact. */
export function capTotal(matches: number): { total: number; exact: boolean } {
  const exact = matches <= LIST_TOTAL_EXACT_LIMIT;
  return { total: exact ? matches : LIST_TOTAL_EXACT_LIMIT, exact };
}

/**
 * The total of a page whose rows carry `matched` (the cappedCount selected beside them); an empty
 * page still says how many match, by running the same count alone (given as a function by a
 * prepared list, which builds it only then).
 */
export async function pageTotal(ex: Executor, rows: readonly { matched: unknown }[], counted: SQL<number> | (() => SQL<number>)): Promise<{ total: number; exact: boolean }> {
  if (rows.length > 0) return capTotal(Number(rows[0]?.matched ?? 0));
  // a prepared list (db/shaped.ts) gives the count as a function: built, with its values, only here
  const [row] = await ex.select({ matched: typeof counted === 'function' ? counted() : counted }).from(sql`(select 1) as one`);
  return capTotal(Number(row?.matched ?? 0));
}
