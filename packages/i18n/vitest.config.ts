import { atriumVitest } from '@atrium/vitest-config';

// jsdom only for the <html lang dir> test; no React rendering here.
export default atriumVitest({ environment: 'jsdom' });
