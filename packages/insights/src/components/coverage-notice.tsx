// Says when sensors were offline for part of the range: gaps are shown, never filled in.
import type { Coverage } from '@atrium/api/insights';
import { formatPercent } from '@atrium/core';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../lib/use-phone';

/** Below this share of valid buckets the notice appears (a few minutes offline is noise). */
const NOTICE_BELOW = 99;

export function CoverageNotice({ coverage }: { coverage: Coverage | undefined }) {
  const { t, i18n } = useTranslation('insights');
  const phone = usePhone();
  if (!coverage || coverage.percent === null || coverage.percent >= NOTICE_BELOW) return null;
  const percent = formatPercent(coverage.percent, i18n.language);
  // one short sentence on a phone, where the full notice took a screen's worth of room above the numbers
  if (phone) {
    return (
      <Alert color="yellow" variant="light" role="status" p="xs">
        <Text size="xs">{t('coverage.short', { percent })}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title={t('coverage.title')} role="status">
      {t('coverage.text', { percent })}
    </Alert>
  );
}
