// Loaded only when VITE_API_MODE is "mock": a separate chunk, never part of a remote build's path.
// The mock API runs in a dedicated worker, so seeding and the store-analytics engine never block
// the page; the app's API client sends its requests there through this fetch.
import { createWorkerFetch } from '@atrium/mock-api/worker-fetch';

export function startMockApi(): typeof fetch {
  const worker = new Worker(new URL('./mock-worker.ts', import.meta.url), { type: 'module', name: 'atrium-mock-api' });
  return createWorkerFetch(worker);
}
