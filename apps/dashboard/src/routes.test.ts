// Every SPEC §2 route (e2e/routes/spec-routes.ts) must resolve to a real route of the app, not to
// the catch-all not-found route: a route missing from the app fails here.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { SPEC_REDIRECTS, SPEC_ROUTES } from '../e2e/routes/spec-routes';
import { createSessionStore } from './auth/session-store';
import { routeTree } from './route-tree.gen';

const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: new QueryClient(), session: createSessionStore() } });

function leafRouteId(path: string): string | undefined {
  return router.matchRoutes(path, {}).at(-1)?.routeId;
}

const CATCH_ALL = new Set(['/_blank/$', '/_blank/pages/misc/not-found/$']);

describe('@atrium/dashboard route tree', () => {
  it.each([...SPEC_ROUTES, ...SPEC_REDIRECTS.map(([from]) => from)])('%s is a route of the app', (path) => {
    const id = leafRouteId(path);
    expect(id, `${path} has no route`).toBeDefined();
    expect(CATCH_ALL.has(id ?? ''), `${path} falls through to the not-found page`).toBe(false);
  });
});
