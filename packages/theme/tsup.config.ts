import { atriumTsup } from '@atrium/tsup-config';

export default atriumTsup({ entry: { index: 'src/index.ts', fonts: 'src/fonts.ts', 'customizer/index': 'src/customizer/index.ts' } });
