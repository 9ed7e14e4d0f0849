import { Button, Code, Group } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** A route's error boundary: the failure stays in the page area, with a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <StatusPage
      inline
      code="500"
      title={t('states.error')}
      description={t('states.errorDescription')}
      illustration="error"
      action={
        <>
          {import.meta.env.DEV && error instanceof Error && <Code block>{error.message}</Code>}
          <Group>
            <Button
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              {t('actions.retry')}
            </Button>
            <Button variant="default" component={Link} to="/">
              {t('actions.backHome')}
            </Button>
          </Group>
        </>
      }
    />
  );
}
