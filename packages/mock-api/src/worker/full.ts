// Loaded by the worker on the first back-office request: every handler and the seeded database,
// persisted through the page (a worker has no localStorage).
import { handlers } from '../handlers';
import { enablePersistence, setLatency } from '../store/store';
import type { ConfigureOptions } from './serve';

export { handlers };

export function configure({ persisted, storageKey, latencyMs, persist }: ConfigureOptions): void {
  let stored = persisted;
  enablePersistence(
    {
      getItem: (key) => (key === storageKey ? stored : null),
      setItem: (key, value) => {
        stored = value;
        persist(key, value);
      },
      removeItem: (key) => {
        stored = null;
        persist(key, null);
      },
    },
    storageKey,
  );
  setLatency(latencyMs);
}
