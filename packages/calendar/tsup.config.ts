import { atriumTsup } from '@atrium/tsup-config';

// "./module" builds on its own so the shell can register the feature without loading its pages.
export default atriumTsup({ entry: ['src/index.ts', 'src/module.ts'] });
