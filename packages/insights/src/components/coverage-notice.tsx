// Says when sensors were offline for part of the range: gaps are shown, never filled in.
import type { Coverage } from '@atrium/api/insights';
import { formatPercent } from '@atrium/core';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Below this share of valid buckets the notice appears (a few minutes offline is noise). */
const NOTICE_BELOW = 99;

export function CoverageNotice({ coverage }: { coverage: Coverage | undefined }) {
  const { t, i18n } = useTranslation('insights');
  if (!coverage || coverage.percent === null || coverage.percent >= NOTICE_BELOW) return null;
  return (
    <Alert color="yellow" variant="light" title={t('coverage.title')} role="status">
      {t('coverage.text', { percent: formatPercent(coverage.percent, i18n.language) })}
    </Alert>
  );
}
