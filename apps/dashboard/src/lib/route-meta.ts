// Route meta (SPEC §2: public, unauthenticatedOnly, layout, action, subject) lives in each
// route's `staticData.meta`, so layouts, the guard and the route-tree test can all read it.
import type { RouteMeta } from '@atrium/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: RouteMeta;
  }
}

export type { RouteMeta };
