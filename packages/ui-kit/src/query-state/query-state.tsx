// What a page shows for one query's data: the error with a retry when it failed, the content once
// the data is there, a busy placeholder until then. One home for the block every dashboard wrote.
import type { ReactNode } from 'react';
import { ErrorState } from '../error-state/error-state';
import { DashboardSkeleton } from '../panel/panel';

/** The part of a TanStack Query result (or any loader) the block reads. */
export interface QueryStateQuery<T> {
  isError: boolean;
  data: T | undefined;
  /** a returned promise keeps the retry button loading until it settles */
  refetch: () => unknown;
}

export interface QueryStateLabels {
  errorTitle: string;
  errorDescription: string;
  retry: string;
  /** what is loading, for screen readers */
  loading: string;
}

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  /** the caller's translations (the kit has none of its own) */
  labels: QueryStateLabels;
  /** the placeholder while loading; defaults to the dashboard skeleton named by `labels.loading` */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The error (with retry), the data's content, or the loading placeholder, in that order of precedence. */
export function QueryState<T>({ query, labels, loading, children }: QueryStateProps<T>) {
  if (query.isError) {
    return <ErrorState title={labels.errorTitle} description={labels.errorDescription} retryLabel={labels.retry} onRetry={() => query.refetch()} />;
  }
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return <>{loading ?? <DashboardSkeleton label={labels.loading} />}</>;
}
