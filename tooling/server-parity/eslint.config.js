import { atrium } from '@atrium/eslint-config';

export default atrium({ tsconfigRootDir: import.meta.dirname, kind: 'tooling' });
