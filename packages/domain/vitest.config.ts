import { atriumVitest } from '@atrium/vitest-config';

export default atriumVitest({ environment: 'node' });
