import { useDirection } from '@mantine/core';
import { createRootRouteWithContext, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { checkNavigation } from '../auth/route-guard';
import { targetHref } from '../auth/redirect-href';
import type { RouterContext } from '../router';
import { lazy, Suspense } from 'react';
import { RouteProgress } from '../shell/layout/route-progress';

// Rare screens: their code loads when one is needed, not with every first paint.
const NotFoundPage = lazy(() => import('../pages/misc/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const RouteError = lazy(() => import('../pages/misc/route-error').then((m) => ({ default: m.RouteError })));
// Toasts appear only after an action, so their container (and its transition library) loads
// after the first paint, and not at all on the sign-in pages, which report inline (issue 16:
// the visitor's first screen carries no code it does not use).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function ToastHost() {
  const { dir } = useDirection();
  const signInPage = useRouterState({ select: (s) => s.matches.some((m) => m.staticData.meta?.unauthenticatedOnly === true) });
  if (signInPage) return null;
  return (
    <Suspense fallback={null}>
      {/* bottom corner at the end of the line: toasts at the top covered the app bar's buttons */}
      <Notifications position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} />
    </Suspense>
  );
}

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
      <ToastHost />
      <Outlet />
    </>
  );
}
