// The in-worker entry of the mock API (see serve.ts): import it from a module worker.
import { serveMockApi } from './serve';

export function startMockApiInWorker(scope: Parameters<typeof serveMockApi>[0] = globalThis as unknown as Parameters<typeof serveMockApi>[0]): void {
  serveMockApi(scope, {
    insights: () => import('./insights'),
    all: () => import('./full'),
  });
}
