import { atriumTsup } from '@atrium/tsup-config';

export default atriumTsup({ entry: ['src/index.ts', 'src/browser.ts', 'src/node.ts', 'src/worker/index.ts', 'src/worker/page.ts'] });
