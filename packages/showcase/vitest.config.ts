import { atriumVitest } from '@atrium/vitest-config';

export default atriumVitest({ setupFiles: ['./src/test/setup.ts'] });
