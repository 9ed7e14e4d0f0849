import { fileURLToPath } from 'node:url';
import { atriumVitest } from '@atrium/vitest-config';

// The server's settings (apps/server/vitest.config.ts): each file boots PGlite, one file at a time,
// with room for a busy box; the server's own global setup makes one folder of seeded templates per
// run unless ATRIUM_SEED_CACHE names one (scripts/test.mjs shares it with the server's files).
const seedCache = fileURLToPath(new URL('../../apps/server/test/seed-cache.ts', import.meta.url));

export default atriumVitest({ environment: 'node', extend: { test: { pool: 'forks', fileParallelism: false, hookTimeout: 300_000, globalSetup: [seedCache] } } });
