import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { RouteProgress } from '../shell/layout/route-progress';

// Rare screens: their code loads when one is needed, not with every first paint.
const NotFoundPage = lazy(() => import('../pages/misc/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const RouteError = lazy(() => import('../pages/misc/route-error').then((m) => ({ default: m.RouteError })));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
