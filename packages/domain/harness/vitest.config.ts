// The explained-anomalies harness (issue 33): planted incidents and a control seed through the
// engine, measured against the targets. A run of its own (`pnpm --filter @atrium/domain harness`),
// not part of the unit tests: it reads 13 months of 12 branches twice.
import { fileURLToPath } from 'node:url';
import { atriumVitest } from '@atrium/vitest-config';

export default atriumVitest({
  environment: 'node',
  extend: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    test: { include: ['harness/**/*.harness.ts'], reporters: ['default', ['json', { outputFile: 'reports/harness.json' }]], testTimeout: 600_000 },
  },
});
