import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function UnderMaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('misc.maintenance.title')}
      description={t('misc.maintenance.description')}
      illustration="maintenance"
      action={
        <Button component={Link} to="/">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
