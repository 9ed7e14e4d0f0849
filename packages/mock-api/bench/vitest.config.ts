// Runs the engine benchmark as a single Vitest file (no TS runner needed on Node 20).
import { fileURLToPath } from 'node:url';
import { atriumVitest } from '@atrium/vitest-config';

export default atriumVitest({
  environment: 'node',
  extend: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    test: { include: ['bench/**/*.bench.ts'], reporters: ['default', ['json', { outputFile: 'reports/bench.json' }]], testTimeout: 120_000 },
  },
});
