// Loaded by the worker first: the store-analytics handlers need no seeded collection, only the
// session table (they check the caller's token), which is read from the page's storage copy.
import { SESSIONS_STORAGE_SUFFIX, enableSessionPersistence } from '../store/sessions';
import type { ConfigureOptions } from './serve';

export { insightsHandlers as handlers } from '../insights/handlers';

export function configure({ storage, storageKey }: ConfigureOptions): void {
  enableSessionPersistence(storage, `${storageKey}${SESSIONS_STORAGE_SUFFIX}`);
}
