import { atriumVitest } from '@atrium/vitest-config';

// every test talks to mock-api's node server through the shared api client; full pages in jsdom
// are slow on a cold start, hence the longer timeout
export default atriumVitest({ setupFiles: ['./src/test/setup.ts'], extend: { test: { testTimeout: 120_000 } } });
