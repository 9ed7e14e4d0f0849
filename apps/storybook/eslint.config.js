import { atrium } from '@atrium/eslint-config';

// Storybook may wire in the mock backend: stories are allowed to use it. for-package.mjs is a
// plain Node launcher (no types to check), like the repository's scripts/*.mjs.
export default [{ ignores: ['for-package.mjs'] }, ...atrium({ tsconfigRootDir: import.meta.dirname, kind: 'app', allowMockApiIn: ['.storybook/**'] })];
