import { atrium } from '@atrium/eslint-config';

// Only the boot file may import the mock backend, and only behind VITE_API_MODE.
export default atrium({ tsconfigRootDir: import.meta.dirname, kind: 'app', allowMockApiIn: ['src/boot/mock-api.ts', 'src/boot/mock-worker.ts'] });
