// The app's TanStack Query client. A 4xx answer (404 for an unknown id, 400, 401, 403) will not
// change on a second try, so it is not retried: the page shows its not-found or error state as
// soon as the API answers. Network failures and 5xx are retried once. A 401 anywhere signs out;
// a 403 to a query re-reads the rules, and the route guards follow them (not-authorized).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** The status of an ApiError, read by shape so the entry chunk does not import the contract. */
function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

export const MAX_QUERY_RETRIES = 1;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export interface QueryClientOptions {
  /**
   * Called when any query or mutation is answered 401: the session is gone (expired, revoked,
   * signed out elsewhere); the app signs out and the guard sends the user to /login?to=….
   */
  onUnauthorized?: () => void;
  /**
   * Called when a query is answered 403: the session is live but its role may no longer read
   * this (a role edit since the rules were read); the app re-reads its rules and, when they
   * changed, runs the route guards again, which show not-authorized. A refused mutation is not
   * reported here: the page stays, with the feature's own error message.
   */
  onForbidden?: () => void;
}

export function createQueryClient({ onUnauthorized, onForbidden }: QueryClientOptions = {}): QueryClient {
  const onMutationError = (error: unknown) => {
    if (httpStatus(error) === 401) onUnauthorized?.();
  };
  const onQueryError = (error: unknown) => {
    onMutationError(error);
    if (httpStatus(error) === 403) onForbidden?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    mutationCache: new MutationCache({ onError: onMutationError }),
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false } },
  });
}
