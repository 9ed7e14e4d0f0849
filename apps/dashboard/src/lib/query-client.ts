// The app's TanStack Query client. A 4xx answer (404 for an unknown id, 400, 401, 403) will not
// change on a second try, so it is not retried: the page shows its not-found or error state as
// soon as the API answers. Network failures and 5xx are retried once.
import { QueryClient } from '@tanstack/react-query';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false } },
  });
}
