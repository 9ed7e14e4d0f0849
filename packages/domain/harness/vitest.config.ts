// The explained-anomalies harness (issue 33): planted incidents and a control seed through the
// engine, measured against the targets. A run of its own (`pnpm --filter @atrium/domain harness`,
// about 25 s: it reads 13 months of 12 branches twice) that the package's `test` runs after the
// unit tests, so `npm test` fails when the explainer falls below a target.
import { fileURLToPath } from 'node:url';
import { atriumVitest } from '@atrium/vitest-config';

export default atriumVitest({
  environment: 'node',
  extend: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    test: { include: ['harness/**/*.harness.ts'], reporters: ['default', ['json', { outputFile: 'reports/harness.json' }]], testTimeout: 600_000 },
  },
});
