// The error block a page shows for a failed query, with a package's own `states.*` and
// `actions.retry` translations, so every feature words and lays it out the same way.
import { ErrorState } from './error-state';

export const QUERY_ERROR_LABEL_KEYS = ['states.errorTitle', 'states.errorDescription', 'actions.retry'] as const;
export type QueryErrorLabelKey = (typeof QUERY_ERROR_LABEL_KEYS)[number];

export interface QueryErrorStateProps {
  translate: (key: QueryErrorLabelKey) => string;
  /** called on retry; a returned promise keeps the button loading until it settles */
  onRetry: () => unknown;
  /** technical detail, e.g. "HTTP 500" */
  detail?: string | undefined;
}

export function QueryErrorState({ translate, onRetry, detail }: QueryErrorStateProps) {
  return (
    <ErrorState
      title={translate('states.errorTitle')}
      description={translate('states.errorDescription')}
      detail={detail}
      retryLabel={translate('actions.retry')}
      onRetry={onRetry}
    />
  );
}
