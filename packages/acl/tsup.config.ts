import { atriumTsup } from '@atrium/tsup-config';

// Two entries: the pure core (no React) and the React bindings under ./react.
export default atriumTsup({ entry: ['src/index.ts', 'src/react.tsx'] });
