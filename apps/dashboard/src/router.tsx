import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { lazy } from 'react';
import type { SessionStore } from './auth/session-store';
import { routeTree } from './route-tree.gen';

const RouteError = lazy(() => import('./pages/misc/route-error').then((m) => ({ default: m.RouteError })));

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders prefetch through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    // New navigations start at the top (or at the hash, smoothly, 60 px below via
    // scroll-margin-top in global.css); back and forward restore where the user was.
    scrollRestoration: true,
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    // Each route's failure stays inside the layout, with a retry (SPEC §8).
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
