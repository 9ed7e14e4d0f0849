import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function ComingSoonPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  return (
    <StatusPage
      title={t('misc.comingSoon.title')}
      description={sent ? t('misc.comingSoon.thanks') : t('misc.comingSoon.description')}
      illustration="coming-soon"
      action={
        !sent && (
          <Group
            component="form"
            gap="xs"
            wrap="nowrap"
            onSubmit={(e) => {
              e.preventDefault();
              setSent(true);
            }}
          >
            <TextInput type="email" required placeholder={t('misc.comingSoon.email')} aria-label={t('misc.comingSoon.email')} />
            <Button type="submit">{t('misc.comingSoon.notify')}</Button>
          </Group>
        )
      }
    />
  );
}
