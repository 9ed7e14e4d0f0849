import { atriumVitest } from '@atrium/vitest-config';

// Each check copies or packs the workspace into os.tmpdir(); they run one after another.
export default atriumVitest({ environment: 'node', extend: { test: { fileParallelism: false, testTimeout: 600_000, hookTimeout: 600_000 } } });
