// The three backends the one suite runs on. The server runs in-process (its fetch handler, no
// port): on embedded PGlite in memory, and on PostgreSQL when DATABASE_URL is set. Under CI the
// PostgreSQL run is required: without DATABASE_URL the suite fails instead of quietly skipping.
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

export function contractTargets(): TargetSpec[] {
  return [
    { name: 'mock', create: () => Promise.resolve(createMockTarget(CONTRACT_NOW)) },
    { name: 'pglite', create: () => serverTarget('pglite', undefined) },
    postgresSpec(),
  ];
}
