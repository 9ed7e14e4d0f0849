import { atriumTsup } from '@atrium/tsup-config';

export default atriumTsup({ entry: ['src/index.ts'] });
