import { atriumVitest } from '@atrium/vitest-config';

// Page tests type into real forms and wait on the mock server: give them room on busy CI boxes.
export default atriumVitest({ setupFiles: ['./src/test/setup.ts'], extend: { test: { testTimeout: 120_000 } } });
