// Every SPEC §2 route (e2e/routes/spec-routes.ts) must resolve to a real route of the app, not to
// the catch-all not-found route: a route missing from the app fails here.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES, SPEC_REDIRECTS, SPEC_ROUTES } from '../e2e/routes/spec-routes';
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

describe('@atrium/dashboard route meta', () => {
  // Meta of a route with its layouts' meta underneath (the guard reads it the same way).
  const metaOf = (route: { options?: { staticData?: { meta?: Record<string, unknown> } }; parentRoute?: unknown }) => {
    const chain: Array<Record<string, unknown> | undefined> = [];
    for (let r: typeof route | undefined = route; r; r = r.parentRoute as typeof route | undefined) chain.unshift(r.options?.staticData?.meta);
    return Object.assign({}, ...chain) as { public?: boolean; unauthenticatedOnly?: boolean; action?: string; subject?: string };
  };
  const leaves = (Object.values(router.routesById) as Array<{ id: string; children?: unknown }>).filter((r) => !r.children && r.id !== '__root__');

  it.each(leaves.map((r) => [r.id, r] as const))('%s declares who may open it', (_id, route) => {
    const meta = metaOf(route as Parameters<typeof metaOf>[0]);
    const redirectsOnly = !(route as { options?: { component?: unknown } }).options?.component && Boolean((route as { options?: { beforeLoad?: unknown } }).options?.beforeLoad);
    if (meta.public || meta.unauthenticatedOnly || redirectsOnly) return;
    expect(meta.action, 'a protected route needs an action').toEqual(expect.any(String));
    expect(meta.subject, 'a protected route needs a subject').toEqual(expect.any(String));
  });
});

describe('@atrium/dashboard public routes', () => {
  // the route's meta with its layouts' meta underneath, as the guard reads it
  const metaAt = (path: string) =>
    Object.assign({}, ...router.matchRoutes(path, {}).map((m) => (router.routesById as unknown as Record<string, { options?: { staticData?: { meta?: object } } }>)[m.routeId]?.options?.staticData?.meta)) as {
      public?: boolean;
      unauthenticatedOnly?: boolean;
    };

  it('PUBLIC_ROUTES, which the visitor walk opens, are exactly the SPEC routes a visitor may open', () => {
    const open = SPEC_ROUTES.filter((path) => {
      const meta = metaAt(path);
      return meta.public === true || meta.unauthenticatedOnly === true;
    });
    expect([...PUBLIC_ROUTES].sort()).toEqual(open.sort());
    expect(PUBLIC_ROUTES).toContain('/front-pages/pricing');
  });
});
