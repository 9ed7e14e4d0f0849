import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { checkNavigation } from '../auth/route-guard';
import { targetHref } from '../auth/redirect-href';
import type { RouterContext } from '../router';
import { lazy } from 'react';
import { RouteProgress } from '../shell/layout/route-progress';

// Rare screens: their code loads when one is needed, not with every first paint.
const NotFoundPage = lazy(() => import('../pages/misc/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const RouteError = lazy(() => import('../pages/misc/route-error').then((m) => ({ default: m.RouteError })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // One guard for every navigation: the deepest match's meta decides (SPEC §2 guard behaviour).
  beforeLoad: ({ context, matches, location }) => {
    const result = checkNavigation(context.session, matches, location);
    if (!result.allow) throw redirect({ href: targetHref(result.redirect), replace: true });
  },
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
