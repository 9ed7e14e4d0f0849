import { atriumVitest } from '@atrium/vitest-config';

// Each file boots PGlite: one file at a time, with room for a busy box. A seed (analytics facts
// and documents) is made once per run and dumped; the other files start from the dump
// (test/seed-cache.ts, src/db/template.ts).
export default atriumVitest({ environment: 'node', extend: { test: { pool: 'forks', fileParallelism: false, hookTimeout: 300_000, globalSetup: ['test/seed-cache.ts'] } } });
