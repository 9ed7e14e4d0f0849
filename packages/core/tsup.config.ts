import { atriumTsup } from '@atrium/tsup-config';

// sanitize is its own entry: DOMPurify loads only with the code that imports @atrium/core/sanitize
export default atriumTsup({ entry: ['src/index.ts', 'src/sanitize.ts'] });
