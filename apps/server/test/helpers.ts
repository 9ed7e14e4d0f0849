import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsDir } from '../src/migrations-dir';
import { sql } from 'drizzle-orm';
import { type AtriumServer, createServer } from '../src/index';

export const BASE = 'http://localhost';

/**
 * The run's folder of seeded template databases (test/seed-cache.ts, or scripts/test.mjs for the
 * whole `npm test`): pass it as createServer's seedCache so the server starts from the seed instead
 * of making it.
 */
export const SEED_CACHE = process.env.ATRIUM_SEED_CACHE || undefined;

/**
 * The seed's instant: the contract suite's (tooling/contract-tests CONTRACT_NOW), so that in
 * `npm test` every file copies one seeded template (src/db/template.ts) instead of seeding its own.
 */
export const SEED_NOW = new Date('2025-06-15T10:00:00Z');

/**
 * One server for a test file, in-process on in-memory PGlite, from the run's seeded template. With
 * ATRIUM_TEST_DATABASE_URL the same cases run on a PostgreSQL server, whose data is reset first
 * (sessions and login attempts too).
 */
export async function startTestServer(): Promise<AtriumServer> {
  const databaseUrl = process.env.ATRIUM_TEST_DATABASE_URL;
  const server = await createServer({ logger: false, now: SEED_NOW, ...(databaseUrl ? { databaseUrl } : {}), ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}) });
  if (databaseUrl) {
    await server.resetData();
    await server.db.execute(sql`delete from login_attempts`);
    await server.db.execute(sql`delete from sessions`);
  }
  return server;
}

export const INVOICE_BODY = {
  issuedDate: '2026-11-01',
  dueDate: '2026-12-01',
  client: { name: 'Server Test Ltd', company: 'Server Test Ltd', companyEmail: 'billing@server-test.example', address: '1 Test Road', country: 'Norway', contact: '+47 000 00 000' },
  items: [{ description: 'Consulting', details: 'One day', unitPriceMinor: 120_000, quantity: 2 }],
  note: 'created by the server tests',
};

/** A valid product body for POST /api/apps/ecommerce/products; each test sets its own name, SKU and the field under test. */
export const PRODUCT_BODY = {
  productName: 'Server Test Product',
  productBrand: 'Atrium',
  sku: 77_000,
  barcode: '',
  description: '<p>test</p>',
  images: [] as string[],
  price: 10,
  discountedPrice: null,
  chargeTax: false,
  qty: 1,
  stock: true,
  shippingType: 'company',
  weightKg: null,
  category: 'Shoes',
  status: 'Published',
  tags: [] as string[],
};

export interface Call {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export async function call(server: Pick<AtriumServer, 'fetch'>, method: string, path: string, options: { token?: string | undefined; body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Call> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await server.fetch(new Request(`${BASE}${path}`, { method, headers, ...(payload !== undefined ? { body: payload } : {}) }));
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, text, body };
}

export async function login(server: Pick<AtriumServer, 'fetch'>, email: string, password: string): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 201) throw new Error(`login ${email} answered ${res.status}: ${res.text}`);
  return (res.body as { accessToken: string }).accessToken;
}

/**
 * A throwaway migrations folder for an upgrade test: it starts with every migration before the
 * one named `*<first>` (`before`; found by name, since numbers move when slices merge); `named`
 * finds a migration by the end of its name, `add` copies the named ones in for the next
 * `migrate`, and `remove` deletes the folder.
 */
export function migrationsBefore(first: string) {
  const all = readdirSync(migrationsDir()).filter((name) => name.endsWith('.sql')).sort();
  const named = (suffix: string): string => {
    const name = all.find((n) => n.endsWith(suffix));
    if (!name) throw new Error(`no migration *${suffix}`);
    return name;
  };
  const dir = mkdtempSync(join(tmpdir(), 'atrium-migrations-'));
  const add = (names: string[]) => names.forEach((name) => copyFileSync(join(migrationsDir(), name), join(dir, name)));
  const start = named(first);
  const before = all.filter((name) => name < start);
  add(before);
  /** every migration from `*<first>` on, for a test that then upgrades to the latest */
  const after = all.filter((name) => name >= start);
  return { dir, before, after, named, add, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A query string from a record whose values may repeat (`?a=1&a=2`), or '' for none. */
export function searchOf(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A Hono app's JSON answer to a GET of `path` with `query`: its status and parsed body. */
export async function answerOf(app: { request: (url: string) => Response | Promise<Response> }, path: string, query: Record<string, string | string[]> = {}): Promise<{ status: number; body: unknown }> {
  const response = await app.request(`${BASE}${path}${searchOf(query)}`);
  return { status: response.status, body: await response.json() };
}
