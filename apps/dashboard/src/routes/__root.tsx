import { ErrorState, EmptyState } from '@atrium/ui-kit';
import { Button, Container } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  errorComponent: RootError,
  notFoundComponent: NotFound,
});

function RootError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <ErrorState
        title={t('states.error')}
        description={t('states.errorDescription')}
        detail={error instanceof Error ? error.message : undefined}
        retryLabel={t('actions.retry')}
        onRetry={() => {
          reset();
          return router.invalidate();
        }}
      />
    </Container>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <EmptyState
        title="404"
        description={t('states.emptyDescription')}
        action={
          <Button component={Link} to="/">
            {t('actions.backHome')}
          </Button>
        }
      />
    </Container>
  );
}
