// The dedicated worker the demo's mock API runs in (VITE_API_MODE=mock).
import './zod-without-eval';
import { startMockApiInWorker } from '@atrium/mock-api/worker';

startMockApiInWorker();
