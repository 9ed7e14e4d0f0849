// The story coverage check (story-coverage/story-coverage.test.ts; not coverage/, which .gitignore keeps out): a plain Node test in the unit-test
// pass of `npm test`. vitest.config.ts is the other one, every story as a test in Chromium.
import { atriumVitest } from '@atrium/vitest-config';

export default atriumVitest({ environment: 'node', extend: { test: { include: ['story-coverage/**/*.test.ts'] } } });
