// Loaded by the worker on the first back-office request: every handler and the seeded database,
// persisted through the page (a worker has no localStorage).
import { handlers } from '../handlers';
import { enablePersistence, setLatency } from '../store/store';
import type { ConfigureOptions } from './serve';

export { handlers };

export function configure({ storage, storageKey, latencyMs }: ConfigureOptions): void {
  enablePersistence(storage, storageKey);
  setLatency(latencyMs);
}
