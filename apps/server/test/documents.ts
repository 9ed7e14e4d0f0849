// The JSON document store as the server wrote it before the relational tables (the `collections`,
// `documents` and `id_counters` rows of migrations 0001–0048): the tests of the `_from_documents`
// migrations stage an older database's content with it. The server itself no longer reads or
// writes documents (decision 0031).
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/executor';

/** Collections the store read from their tables (roles, the catalogue's products and reviews). */
const TABLE_BACKED = new Set(['roles', 'products', 'reviews']);

/** The documents of one collection, as the store keyed them: a record's id, its index (`#i`), or `_` for a value. */
function entriesOf(value: unknown): { kind: 'array' | 'value'; entries: Array<[string, unknown]> } {
  if (!Array.isArray(value)) return { kind: 'value', entries: [['_', value]] };
  const items = value as unknown[];
  const ids = items.map((item) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined));
  const byId = ids.every((id) => typeof id === 'number') && new Set(ids).size === ids.length;
  return { kind: 'array', entries: items.map((item, index) => [byId ? String(ids[index]) : `#${index}`, item]) };
}

/** Writes `data`'s collections as the document store did (positions from 1, an id counter per list of records with ids). */
export async function stageDocuments(ex: Executor, data: Partial<Db> | Record<string, unknown>): Promise<void> {
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const { kind, entries } = entriesOf(value);
    await ex.execute(sql`insert into collections (name, kind, version) values (${name}, ${kind}, 1) on conflict (name) do update set kind = excluded.kind, version = collections.version + 1`);
    // the store kept only a version row for these: their records were in their tables already
    if (TABLE_BACKED.has(name)) continue;
    for (const [index, [key, item]] of entries.entries()) {
      await ex.execute(sql`insert into documents (collection, key, position, data) values (${name}, ${key}, ${index + 1}, ${JSON.stringify(item)}) on conflict (collection, key) do update set data = excluded.data, position = excluded.position`);
    }
    if (kind === 'array' && entries.every(([key]) => !key.startsWith('#')) && entries.length > 0) {
      const last = Math.max(...entries.map(([key]) => Number(key)));
      await ex.execute(sql`insert into id_counters (name, last_id) values (${name}, ${last}) on conflict (name) do update set last_id = excluded.last_id`);
    }
  }
  // the chat's nested lists drew their ids from counters of their own
  const chat = (data as { chat?: { chats?: Array<{ id: number }>; contacts?: Array<{ id: number }> } }).chat;
  for (const [name, list] of [['chat.chats', chat?.chats], ['chat.contacts', chat?.contacts]] as const) {
    if (list && list.length > 0) await ex.execute(sql`insert into id_counters (name, last_id) values (${name}, ${Math.max(...list.map((x) => x.id))}) on conflict (name) do update set last_id = excluded.last_id`);
  }
}
