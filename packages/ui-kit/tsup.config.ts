import { atriumTsup } from '@atrium/tsup-config';

export default atriumTsup({ entry: ['src/index.ts', 'src/toast/toast.ts', 'src/rich-text/rich-text-field.tsx', 'src/date-field/date-field.tsx', 'src/date-field/lazy-date-field.tsx'] });
