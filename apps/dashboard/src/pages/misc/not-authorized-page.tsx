import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="401"
      title={t('misc.notAuthorized.title')}
      description={t('misc.notAuthorized.description')}
      illustration="not-authorized"
      action={
        <Button component={Link} to="/">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
