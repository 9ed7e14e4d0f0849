import { PageHeader } from '@atrium/ui-kit';
import { Stack } from '@mantine/core';
import { FaqList } from '../components/faq-list';
import { usePagesT } from '../lib/format';

export interface FaqPageProps {
  q?: string;
  onQChange?: (q: string) => void;
}

export function FaqPage({ q, onQChange }: FaqPageProps) {
  const { t } = usePagesT();
  return (
    <Stack>
      <PageHeader title={t('faq.title')} description={t('faq.description')} />
      <FaqList q={q} onQChange={onQChange} />
    </Stack>
  );
}
