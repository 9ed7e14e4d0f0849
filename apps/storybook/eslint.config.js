import { atrium } from '@atrium/eslint-config';

// Storybook may wire in the mock backend: stories are allowed to use it.
export default atrium({ tsconfigRootDir: import.meta.dirname, kind: 'app', allowMockApiIn: ['.storybook/**'] });
