import { atriumVitest } from '@atrium/vitest-config';

// One file, three targets in turn: the PostgreSQL target owns its database while it runs.
export default atriumVitest({ environment: 'node', extend: { test: { fileParallelism: false, testTimeout: 60_000, hookTimeout: 180_000 } } });
