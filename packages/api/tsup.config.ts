import { atriumTsup } from '@atrium/tsup-config';

export default atriumTsup({ entry: ['src/index.ts', 'src/config.ts', 'src/insights/index.ts'] });
