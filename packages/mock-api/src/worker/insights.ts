// Loaded by the worker first: the store-analytics handlers need no seeded collection, only the
// session table (they check the caller's token), which is read from the page's storage copy.
import { setInsightsClock } from '../insights/clock';
import { SESSIONS_STORAGE_SUFFIX, enableSessionPersistence } from '../store/sessions';
import type { ConfigureOptions } from './serve';

export { insightsHandlers as handlers } from '../insights/handlers';

export function configure({ storage, storageKey, clockOffsetMs }: ConfigureOptions): void {
  enableSessionPersistence(storage, `${storageKey}${SESSIONS_STORAGE_SUFFIX}`);
  // the live board and the ranges read the page's "now" (a page whose clock was set keeps it)
  if (clockOffsetMs !== 0) setInsightsClock(() => Date.now() + clockOffsetMs);
}
