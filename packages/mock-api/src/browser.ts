// Starts the MSW service worker in the browser before the app renders (VITE_API_MODE=mock).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export interface StartMockWorkerOptions {
  /** URL of mockServiceWorker.js; defaults to the app's base path */
  serviceWorkerUrl?: string;
  quiet?: boolean;
}

export async function startMockWorker({ serviceWorkerUrl = '/mockServiceWorker.js', quiet = true }: StartMockWorkerOptions = {}) {
  const worker = setupWorker(...handlers);
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet });
  return worker;
}
