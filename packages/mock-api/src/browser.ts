// Starts the MSW service worker in the browser before the app renders (VITE_API_MODE=mock).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { DEFAULT_STORAGE_KEY, enablePersistence, setLatency } from './store/store';

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js; defaults to the app's base path */
  serviceWorkerUrl?: string;
  quiet?: boolean;
  /** keep demo edits across reloads in localStorage (default true) */
  persist?: boolean;
  storageKey?: string;
  /** artificial latency per request in ms, e.g. to see loading states (default 0) */
  latencyMs?: number;
}

export async function startMockWorker({
  serviceWorkerUrl = '/mockServiceWorker.js',
  quiet = true,
  persist = true,
  storageKey = DEFAULT_STORAGE_KEY,
  latencyMs = 0,
}: StartMockWorkerOptions = {}) {
  if (persist) {
    try {
      enablePersistence(window.localStorage, storageKey);
    } catch {
      // storage blocked (privacy mode, sandboxed frame): the demo runs in memory
    }
  }
  setLatency(latencyMs);
  const worker = setupWorker(...handlers);
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet });
  return worker;
}

export { resetDemoData } from './store/store';
