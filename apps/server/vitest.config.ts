import { atriumVitest } from '@atrium/vitest-config';

// Each file boots PGlite (and seeds the analytics): one file at a time, with room for a busy box.
export default atriumVitest({ environment: 'node', extend: { test: { pool: 'forks', fileParallelism: false, hookTimeout: 300_000 } } });
