// Named prepared statements for every parameterised query on a PostgreSQL connection (decision
// 0037). Drizzle's node-postgres driver sends each query that is not `.prepare(name)`d as an
// unnamed statement: PostgreSQL parses, analyses and plans its text again on every request, and a
// list's statement (the page, its capped count, the lines) is long. The server's statements
// come in a small number of shapes (the SQL text depends on which filters and which sort a list
// was asked for, never on the values), so a connection names each text it sends by a hash of it:
// node-postgres sends the Parse once per connection and only Bind/Execute afterwards, and
// PostgreSQL's plan cache may then keep a generic plan (plan_cache_mode, "auto").
//
// Bounded: a connection names at most `limit` distinct texts; past that, a new text goes unnamed
// as before (a statement whose text grows with its input, an IN list, cannot fill the server's
// memory). Text-only queries (migrations' scripts, several statements in one) are left alone: a
// named statement is one statement with the extended protocol.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** How many distinct statement texts one connection prepares by name, when DB_STATEMENT_CACHE is unset. */
export const DB_STATEMENT_CACHE_DEFAULT = 500;

/** The texts' names, shared by every connection (a text hashes to one name everywhere). Bounded like each connection's set. */
const namesOfTexts = new Map<string, string>();
const NAMES_KEPT = 5000;

/** The name a statement text is prepared under: `a_` and 40 hex digits of its SHA-1 (PostgreSQL names are at most 63 bytes). */
export function statementName(text: string): string {
  let name = namesOfTexts.get(text);
  if (name === undefined) {
    name = `a_${createHash('sha1').update(text).digest('hex')}`;
    if (namesOfTexts.size >= NAMES_KEPT) namesOfTexts.clear();
    namesOfTexts.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text: string;
  name?: string | undefined;
  values?: unknown[] | undefined;
}

function isNameable(config: unknown, values: unknown): config is QueryConfigLike {
  if (typeof config !== 'object' || config === null) return false;
  const candidate = config as Partial<QueryConfigLike> & { submit?: unknown };
  // a Query or Cursor object (submittable) is passed through as it is
  if (typeof candidate.submit === 'function' || typeof candidate.text !== 'string' || candidate.name) return false;
  const params = Array.isArray(values) ? values : candidate.values;
  return Array.isArray(params) && params.length > 0;
}

/**
 * A node-postgres Client class whose connections prepare each parameterised statement text by name,
 * up to `limit` texts per connection (0: none, the driver's own behaviour). Pass it as the pool's `Client`.
 */
export function namingClient(limit: number): typeof pg.Client {
  if (limit <= 0) return pg.Client;
  class NamingClient extends pg.Client {
    private readonly prepared = new Set<string>();

    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (isNameable(config, values)) {
        const name = statementName(config.text);
        if (this.prepared.has(name) || this.prepared.size < limit) {
          this.prepared.add(name);
          args[0] = { ...config, name };
        }
      }
      return (super.query as (...rest: unknown[]) => never)(...args);
    }
  }
  return NamingClient;
}
