// Statements built once per shape (issue 32, decision 0038). Drizzle builds a statement by walking
// its tree of columns, subqueries and fragments on every call: for the invoice list that walk was
// about a fifth of the server's CPU per request (a CPU profile at 50 connections). A list's SQL
// text depends only on its shape (which filters are set, the sort, a cursor or a page number), not
// on its values, so each shape is built once, with Drizzle placeholders where the values go, and
// prepared; a request then only hands over its values.
//
// A builder reads every value through a `Bind` and makes its structural choices from the shape
// alone, never from a value: `inlineValues(values)` puts the values themselves into the statement
// (one-off statements, a plan in a test), `namedPlaceholders(values)` puts a named placeholder for
// each. The server's tests compare the text of both for every shape of a list.
import { sql } from 'drizzle-orm';

/** How a builder puts the value called `name` into its statement. */
export type Bind = (name: string) => unknown;

function valueOf(values: Record<string, unknown>, name: string): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`a shaped statement binds ${name}, which its values do not have`);
  return values[name];
}

/** Each value itself, as an ordinary parameter. */
export const inlineValues =
  (values: Record<string, unknown>): Bind =>
  (name) =>
    valueOf(values, name);

/** A named placeholder for each value (checked to be among `values`: they fill it in later). */
export const namedPlaceholders =
  (values: Record<string, unknown>): Bind =>
  (name) => {
    valueOf(values, name);
    return sql.placeholder(name);
  };

/**
 * A filter's part in a shape from what its parser made of it ('' unset, undefined when it names
 * no allowed value, else the value): absent, a condition with a bound value, or `false`.
 */
export function filterShape(parsed: string | undefined): 'none' | 'match' | 'never' {
  return parsed === '' ? 'none' : parsed === undefined ? 'never' : 'match';
}

/**
 * A list's OFFSET: none on its first page (the shape says so), else the bound `offset`. Not a
 * placeholder for 0: PostgreSQL plans a prepared statement generically after five runs, and with
 * an OFFSET it cannot see it must assume a long one. Then, for a search, it sorted every match
 * instead of walking the id index backwards until the page was full: twice the work (user search
 * at the scale seed, 8 → 21 ms).
 */
export function offsetOf(first: boolean, bind: Bind): number {
  // Drizzle writes no OFFSET for 0
  return first ? 0 : (bind('offset') as number);
}

type Prepared<R> = { execute: (values?: Record<string, unknown>) => Promise<R> };
type Preparable<R> = { prepare: (name: string) => Prepared<R>; toSQL: () => { sql: string } };

// per database object (a transaction is a new one each time: its statements are built and run as
// before, and the map goes with it), per shape. A list's shapes are few (filters set or not × sorts
// × page or cursor); the cap only keeps a key made from a value by mistake from growing without end.
const preparedOf = new WeakMap<object, Map<string, { prepared: Prepared<unknown>; text: string }>>();
const SHAPES_KEPT = 2_000;

// Under the tests (Vitest sets VITEST; ATRIUM_VERIFY_SHAPES=1 or 0 says so anywhere) each run of a
// known shape builds its statement again and checks the text is the one prepared: a key that two
// shapes share, or a builder that chose its structure from a value, fails the test that met it.
const verify = process.env.ATRIUM_VERIFY_SHAPES === undefined ? process.env.VITEST !== undefined : process.env.ATRIUM_VERIFY_SHAPES === '1';

/**
 * Runs the statement of shape `key` with `values`: built by `build` with named placeholders the
 * first time this database meets the shape, prepared, and reused after. The prepared statement is
 * left unnamed for Drizzle; on PostgreSQL the pool's client names it by its text
 * (named-statements.ts), so each connection parses and plans it once.
 */
export async function runShaped<R>(db: object, key: string, values: Record<string, unknown>, build: (bind: Bind) => Preparable<R>): Promise<R> {
  let byShape = preparedOf.get(db);
  if (byShape === undefined) preparedOf.set(db, (byShape = new Map<string, { prepared: Prepared<unknown>; text: string }>()));
  let entry = byShape.get(key);
  if (entry === undefined) {
    const built = build(namedPlaceholders(values));
    entry = { prepared: built.prepare(''), text: built.toSQL().sql };
    if (byShape.size >= SHAPES_KEPT) byShape.clear();
    byShape.set(key, entry);
  } else if (verify) {
    const text = build(namedPlaceholders(values)).toSQL().sql;
    if (text !== entry.text) throw new Error(`shaped statement ${key}: this call's statement is not the one prepared for its key\n${text}\n${entry.text}`);
  }
  return (entry.prepared as Prepared<R>).execute(values);
}
