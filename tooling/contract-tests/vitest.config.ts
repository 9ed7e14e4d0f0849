import { atriumVitest } from '@atrium/vitest-config';

// One file, three targets in turn: the PostgreSQL target owns its database while it runs. A
// server target's start (migrations, seed, analytics facts) took 70-140 s on a loaded 2-core box.
export default atriumVitest({ environment: 'node', extend: { test: { fileParallelism: false, testTimeout: 60_000, hookTimeout: 600_000 } } });
