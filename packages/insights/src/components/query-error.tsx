// A failed query's error state with retry; a 404 reads as "not found" rather than "try again".
import { isApiError } from '@atrium/api/insights';
import { ErrorState } from '@atrium/ui-kit';
import { useTranslation } from 'react-i18next';

export function QueryError({ error, onRetry, compact = false }: { error: unknown; onRetry: () => unknown; compact?: boolean }) {
  const { t } = useTranslation('insights');
  if (isApiError(error) && error.status === 404) return <ErrorState compact={compact} title={t('states.notFoundTitle')} description={t('states.notFoundText')} />;
  return <ErrorState compact={compact} title={t('states.errorTitle')} description={t('states.errorText')} retryLabel={t('states.retry')} onRetry={onRetry} />;
}
