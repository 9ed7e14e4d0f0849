// The back-office data, stored as JSON documents per collection, loaded into the mock's `Db`
// shape so the mock's services answer requests unchanged. Each server keeps a cache of the
// collections and re-reads only the ones whose version row moved (one small query per request),
// so several server processes on one PostgreSQL stay consistent.
import type { Db } from '@atrium/mock-api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { collections, documents, idCounters } from '../db/schema';
import { loadProducts, loadReviews } from '../catalogue/queries';
import { loadRoles } from '../roles/queries';

/** A Drizzle database or a transaction on it: both run the same queries. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

type Kind = 'array' | 'value';
export interface CollectionHead {
  name: string;
  kind: Kind;
  version: number;
}
interface Row {
  json: string;
  position: number;
}
interface CollectionState {
  kind: Kind;
  version: number;
  rows: Map<string, Row>;
}

const VALUE_KEY = '_';

/**
 * Collections whose records live in tables (decision 0024): their `collections` row stays, without
 * documents, as the version their table's writes move, and a stale one is read from the table.
 * The roles are what every session's rules are worked out from (decision 0008): the mock's
 * services and the session check read them here; the roles routes write the tables.
 */
const TABLE_BACKED: Readonly<Record<string, (ex: Executor) => Promise<unknown>>> = {
  roles: loadRoles,
  // the catalogue's products and reviews (decision 0027), for the calls the documents still answer
  // that read them: the order detail, the e-commerce stats and the checkout's price lookup
  products: loadProducts,
  reviews: loadReviews,
};
const tableBacked = (name: string): boolean => Object.hasOwn(TABLE_BACKED, name);
const CHUNK = 500;

/** Nested lists whose new records also draw ids from a counter (`nextId(db.chat.chats)`). */
const NESTED_COUNTERS: ReadonlyArray<readonly [string, string]> = [
  ['chat', 'chats'],
  ['chat', 'contacts'],
];

function hasUniqueIds(items: readonly unknown[]): items is ReadonlyArray<{ id: number }> {
  const ids = new Set<number>();
  for (const item of items) {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' || ids.has(id)) return false;
    ids.add(id);
  }
  return true;
}

/** The documents of one collection: [key, value] in list order. */
function entriesOf(value: unknown): { kind: Kind; entries: Array<[string, unknown]> } {
  if (!Array.isArray(value)) return { kind: 'value', entries: [[VALUE_KEY, value]] };
  const items = value as unknown[];
  const byId = hasUniqueIds(items);
  return { kind: 'array', entries: items.map((item, index) => [byId ? String((item as { id: number }).id) : `#${index}`, item]) };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export class DocumentStore {
  private states = new Map<string, CollectionState>();
  private data: Record<string, unknown> | undefined;

  /** The cached database; call refresh() first. */
  get db(): Db {
    if (!this.data) throw new Error('DocumentStore: refresh() before reading');
    return this.data as unknown as Db;
  }

  /** The version this cache holds of collection `name` (undefined: not loaded). */
  versionOf(name: string): number | undefined {
    return this.data ? this.states.get(name)?.version : undefined;
  }

  /** Forgets everything: the next refresh() reloads every collection (after a failed write). */
  invalidate(): void {
    this.states.clear();
    this.data = undefined;
  }

  /** Whether the database holds no collection yet (first start). */
  async isEmpty(ex: Executor): Promise<boolean> {
    const rows = await ex.select({ name: collections.name }).from(collections).limit(1);
    return rows.length === 0;
  }

  /**
   * Brings the cache up to date with the database: reloads the collections whose version moved.
   * `known` are the version rows when the caller already read them (in the same query as the
   * session, to spare a round trip).
   */
  async refresh(ex: Executor, known?: ReadonlyArray<CollectionHead>): Promise<void> {
    const heads = known ?? (await ex.select().from(collections));
    const stale = heads.filter((h) => this.states.get(h.name)?.version !== h.version);
    const names = new Set(heads.map((h) => h.name));
    if (stale.length === 0 && this.data && [...this.states.keys()].every((n) => names.has(n))) return;
    const data = this.data ?? {};
    for (const name of Object.keys(data)) {
      if (!names.has(name)) {
        delete data[name];
        this.states.delete(name);
      }
    }
    for (const head of stale.filter((h) => tableBacked(h.name))) {
      data[head.name] = await TABLE_BACKED[head.name]?.(ex);
      this.states.set(head.name, { kind: head.kind, version: head.version, rows: new Map() });
    }
    const fromDocuments = stale.filter((h) => !tableBacked(h.name));
    if (fromDocuments.length > 0) {
      const rows = await ex
        .select()
        .from(documents)
        .where(
          inArray(
            documents.collection,
            fromDocuments.map((s) => s.name),
          ),
        )
        .orderBy(asc(documents.collection), asc(documents.position));
      const grouped = new Map<string, typeof rows>();
      for (const row of rows) {
        const list = grouped.get(row.collection) ?? [];
        list.push(row);
        grouped.set(row.collection, list);
      }
      for (const head of fromDocuments) {
        const list = grouped.get(head.name) ?? [];
        const state: CollectionState = { kind: head.kind, version: head.version, rows: new Map() };
        for (const row of list) state.rows.set(row.key, { json: JSON.stringify(row.data), position: row.position });
        data[head.name] = head.kind === 'array' ? list.map((r) => r.data) : list[0]?.data;
        this.states.set(head.name, state);
      }
    }
    this.data = data;
  }

  /**
   * Writes what changed in the cached database since it was loaded (run inside the write's
   * transaction). Returns the names of the collections written.
   */
  async persist(ex: Executor): Promise<string[]> {
    const data = this.data;
    if (!data) return [];
    const changed: string[] = [];
    for (const [name, value] of Object.entries(data)) {
      // a table-backed collection is written by its routes, never from here
      if (value === undefined || tableBacked(name)) continue;
      const { kind, entries } = entriesOf(value);
      const before = this.states.get(name);
      const next: CollectionState = { kind, version: before?.version ?? 1, rows: new Map() };
      const jsonByKey = entries.map(([key, item]) => [key, JSON.stringify(item), item] as const);
      // positions: kept when the surviving records are in their old order and new ones come last
      const oldOrder = before ? [...before.rows.entries()].sort((a, b) => a[1].position - b[1].position).map(([k]) => k) : [];
      const newKeys = new Set(jsonByKey.map(([k]) => k));
      const survivors = oldOrder.filter((k) => newKeys.has(k));
      const stable = before !== undefined && before.kind === kind && survivors.every((k, i) => jsonByKey[i]?.[0] === k);
      let top = stable ? Math.max(0, ...survivors.map((k) => before.rows.get(k)?.position ?? 0)) : 0;
      const upserts: Array<{ collection: string; key: string; position: number; data: unknown }> = [];
      jsonByKey.forEach(([key, json, item], index) => {
        const old = before?.rows.get(key);
        let position: number;
        if (stable && old) position = old.position;
        else if (stable) position = ++top;
        else position = index + 1;
        next.rows.set(key, { json, position });
        if (!old || old.json !== json || old.position !== position) upserts.push({ collection: name, key, position, data: item });
      });
      const deletes = before ? [...before.rows.keys()].filter((k) => !newKeys.has(k)) : [];
      if (before && before.kind === kind && upserts.length === 0 && deletes.length === 0) continue;
      if (!before) {
        await ex.insert(collections).values({ name, kind, version: 1 }).onConflictDoUpdate({ target: collections.name, set: { kind, version: sql`${collections.version} + 1` } });
      }
      for (const part of chunks(deletes)) {
        await ex.delete(documents).where(and(eq(documents.collection, name), inArray(documents.key, part)));
      }
      for (const part of chunks(upserts)) {
        await ex
          .insert(documents)
          .values(part)
          .onConflictDoUpdate({ target: [documents.collection, documents.key], set: { data: sql`excluded.data`, position: sql`excluded.position` } });
      }
      const [head] = await ex
        .update(collections)
        .set({ kind, version: sql`${collections.version} + 1` })
        .where(eq(collections.name, name))
        .returning({ version: collections.version });
      next.version = head?.version ?? next.version + 1;
      this.states.set(name, next);
      changed.push(name);
    }
    return changed;
  }

  /** First start: the whole database from `db`, and one id counter per list of records. */
  async seed(ex: Executor, db: Db): Promise<void> {
    this.invalidate();
    this.data = db as unknown as Record<string, unknown>;
    await this.persist(ex);
    // a table-backed collection's version row (its table is seeded by its own module)
    for (const name of Object.keys(TABLE_BACKED)) {
      if (name in this.data) await ex.insert(collections).values({ name, kind: 'array', version: 1 }).onConflictDoUpdate({ target: collections.name, set: { version: sql`${collections.version} + 1` } });
    }
    const counters: Array<{ name: string; lastId: number }> = [];
    for (const [name, list] of listsWithIds(this.data)) if (!tableBacked(name)) counters.push({ name, lastId: list.reduce((max, item) => Math.max(max, item.id), 0) });
    if (counters.length > 0) {
      await ex
        .insert(idCounters)
        .values(counters)
        .onConflictDoUpdate({ target: idCounters.name, set: { lastId: sql`excluded.last_id` } });
    }
  }

  /** Removes every collection (reset to the seed). */
  async clear(ex: Executor): Promise<void> {
    await ex.delete(documents);
    await ex.delete(collections);
    await ex.delete(idCounters);
    this.invalidate();
  }
}

/** Every list of records with numeric ids, by counter name (`invoices`, `chat.chats`, …). */
export function listsWithIds(data: Record<string, unknown>): Array<[string, ReadonlyArray<{ id: number }>]> {
  const out: Array<[string, ReadonlyArray<{ id: number }>]> = [];
  for (const [name, value] of Object.entries(data)) {
    if (Array.isArray(value) && hasUniqueIds(value as unknown[])) out.push([name, value as ReadonlyArray<{ id: number }>]);
  }
  for (const [outer, inner] of NESTED_COUNTERS) {
    const parent = data[outer];
    const value = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[inner] : undefined;
    if (Array.isArray(value) && hasUniqueIds(value as unknown[])) out.push([`${outer}.${inner}`, value as ReadonlyArray<{ id: number }>]);
  }
  return out;
}

/**
 * The id allocator of one write: new ids come from the database's counters (read under the
 * write lock, written back in the same transaction), never below the list's current maximum.
 */
export class IdAllocations {
  private readonly byList = new Map<ReadonlyArray<{ id: number }>, string>();
  private readonly counters = new Map<string, number>();
  private readonly touched = new Set<string>();

  static async load(ex: Executor, data: Record<string, unknown>): Promise<IdAllocations> {
    const alloc = new IdAllocations();
    for (const [name, list] of listsWithIds(data)) alloc.byList.set(list, name);
    for (const row of await ex.select().from(idCounters)) alloc.counters.set(row.name, row.lastId);
    return alloc;
  }

  /** The next id for `items`, or undefined when `items` is not a stored list (the caller falls back). */
  next(items: ReadonlyArray<{ id: number }>): number | undefined {
    const name = this.byList.get(items);
    if (name === undefined) return undefined;
    const max = items.reduce((m, item) => Math.max(m, item.id), 0);
    const id = Math.max(this.counters.get(name) ?? 0, max) + 1;
    this.counters.set(name, id);
    this.touched.add(name);
    return id;
  }

  async save(ex: Executor): Promise<void> {
    const rows = [...this.touched].map((name) => ({ name, lastId: this.counters.get(name) ?? 0 }));
    if (rows.length === 0) return;
    await ex
      .insert(idCounters)
      .values(rows)
      .onConflictDoUpdate({ target: idCounters.name, set: { lastId: sql`excluded.last_id` } });
  }
}
