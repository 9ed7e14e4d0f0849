import { atriumTsup } from '@atrium/tsup-config';

// sanitize is its own entry: DOMPurify loads only with the code that imports @atrium/core/sanitize;
// csv is its own entry so the server and ui-kit take the CSV writer without the rest of core;
// format likewise, so ui-kit's stat card and data table format through the one module
export default atriumTsup({ entry: ['src/index.ts', 'src/sanitize.ts', 'src/csv.ts', 'src/format/index.ts'] });
