import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('misc.notFound.title')}
      description={t('misc.notFound.description')}
      illustration="not-found"
      action={
        <Button component={Link} to="/">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
