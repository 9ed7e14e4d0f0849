// The three backends the one suite runs on. The server runs in-process (its fetch handler, no
// port): on embedded PGlite in memory, and on PostgreSQL when DATABASE_URL is set. Under CI the
// PostgreSQL run is required: without DATABASE_URL the suite fails instead of quietly skipping.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createMockTarget } from './mock-target';
import type { ContractTarget, TargetSpec } from './target';

/**
 * One pinned instant for every backend, so the clock-driven answers (insights, live) agree run
 * after run. apps/server/test/server.test.ts seeds at the same instant: in `npm test` both copy
 * one seeded template.
 */
export const CONTRACT_NOW = new Date('2025-06-15T10:00:00Z');

async function serverTarget(name: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<ContractTarget> {
  // loaded on demand: a server that fails to load fails its own targets, not the mock's
  const { createServer } = await import('@atrium/server');
  // `npm test` shares one folder of seeded templates (scripts/test.mjs): on PGlite the database
  // then starts from the seed apps/server's tests made at the same instant, or makes it for them
  const seedCache = process.env.ATRIUM_SEED_CACHE || undefined;
  const server = await createServer({ ...(databaseUrl === undefined ? {} : { databaseUrl }), ...(seedCache ? { seedCache } : {}), logger: false, now: CONTRACT_NOW });
  // start from the seed whatever an earlier run left in a shared PostgreSQL database
  if (databaseUrl !== undefined) await server.resetData();
  return {
    name,
    fetch: (request) => server.fetch(request),
    reset: () => server.resetData(),
    close: () => server.close(),
  };
}

interface ChildServer {
  child: ChildProcess;
  origin: string;
  call(type: 'reset' | 'close'): Promise<void>;
}

/** Starts one server process (server-process.ts) on `databaseUrl`; resolves once it listens. */
function startChild(databaseUrl: string): Promise<ChildServer> {
  const script = fileURLToPath(new URL('./server-process.ts', import.meta.url));
  const child = fork(script, [], {
    execArgv: ['--conditions=@atrium/source', '--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, ATRIUM_CONTRACT_NOW: CONTRACT_NOW.toISOString() },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const error = new Error(`a server process exited (code ${code})`);
      reject(error);
      for (const w of waiting.values()) w.reject(error);
    });
    child.on('message', (message: { type: string; port?: number; id?: number; error?: string }) => {
      if (message.type === 'listening' && message.port !== undefined) {
        resolve({
          child,
          origin: `http://127.0.0.1:${message.port}`,
          call: (type) =>
            new Promise<void>((done, fail) => {
              const id = ++nextId;
              // a close is answered by the process's exit, not by a message
              if (type === 'close') child.once('exit', () => done());
              else waiting.set(id, { resolve: done, reject: fail });
              child.send({ type, id });
            }),
        });
      } else if (message.type === 'done' && message.id !== undefined) {
        const w = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) w?.reject(new Error(message.error));
        else w?.resolve();
      }
    });
  });
}

/**
 * Two server processes on one PostgreSQL database, the requests sent to each in turn: what one
 * process writes, the next request, served by the other, must read (issue 32). Real processes,
 * over HTTP on loopback: two servers in one process would share module state.
 */
async function twoProcessTarget(databaseUrl: string): Promise<ContractTarget> {
  // one after the other: the first applies the migrations and finds the database seeded
  const first = await startChild(databaseUrl);
  const second = await startChild(databaseUrl).catch(async (error: unknown) => {
    await first.call('close');
    throw error;
  });
  const children = [first, second];
  let turn = 0;
  await first.call('reset');
  return {
    name: 'postgres-2',
    async fetch(request) {
      const target = children[turn++ % children.length] as ChildServer;
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      // the suite's own origin stands for the server's: over HTTP that is the process's address
      const headers = new Headers(request.headers);
      if (headers.get('origin') === url.origin) headers.set('origin', target.origin);
      return fetch(new URL(url.pathname + url.search, target.origin), { method: request.method, headers, body, redirect: 'manual' });
    },
    // the reset goes through one process; the other must notice, as it would any write
    reset: () => (children[turn++ % children.length] as ChildServer).call('reset'),
    async close() {
      await Promise.all(children.map((c) => c.call('close')));
    },
  };
}

function postgresSpec(): TargetSpec {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const create = () => serverTarget('postgres', databaseUrl);
  if (databaseUrl !== undefined) return { name: 'postgres', create };
  if (process.env.CI === 'true' || process.env.CI === '1') {
    return {
      name: 'postgres',
      create,
      failReason:
        'CI is set but DATABASE_URL is not: the contract must pass on a real PostgreSQL in CI. ' +
        'scripts/test.mjs (scripts/postgres.mjs) starts one and exports DATABASE_URL; see its output above for why it could not.',
    };
  }
  return { name: 'postgres', create, skipReason: 'DATABASE_URL is not set (run `node scripts/postgres.mjs` to start a local PostgreSQL)' };
}

/** The same database as `postgres`, served by two processes. Skipped or failed as that one is. */
function twoProcessSpec(): TargetSpec {
  const spec = postgresSpec();
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  return {
    ...spec,
    name: 'postgres-2',
    create: () => (databaseUrl === undefined ? spec.create() : twoProcessTarget(databaseUrl)),
  };
}

export function contractTargets(): TargetSpec[] {
  return [
    { name: 'mock', create: () => Promise.resolve(createMockTarget(CONTRACT_NOW)) },
    { name: 'pglite', create: () => serverTarget('pglite', undefined) },
    postgresSpec(),
    twoProcessSpec(),
  ];
}
