import { atrium } from '@atrium/eslint-config';

export default atrium({ tsconfigRootDir: import.meta.dirname, kind: 'feature', name: 'logistics' });
