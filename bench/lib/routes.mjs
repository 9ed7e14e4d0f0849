// The routes the browser benchmark loads, and for the reference template (shadcn-admin) the
// route it is compared with. `ready` is a DOM predicate run in the page (it must be
// self-contained: it is sent as source): the first frame in which it holds is "data ready".

/**
 * Atrium's landing dashboard shows real data when its heading is there, the live board has a
 * card per branch (`[data-status]`, live-board.tsx), and nothing in the main area is still a
 * skeleton, a loader or `aria-busy` (KPI StatCards, ChartCards and lazy charts all show a
 * Mantine Skeleton while their query or chart code is pending).
 */
function atriumLandingReady() {
  const main = document.querySelector('main') ?? document.body;
  if (!main.querySelector('h1')) return false;
  if (!main.querySelector('[data-status]')) return false;
  return !main.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
}

/** shadcn-admin's dashboard: its heading and the Overview chart (recharts) are drawn. */
function templateLandingReady() {
  const main = document.querySelector('main') ?? document.body;
  return Boolean(main.querySelector('h1') && main.querySelector('.recharts-surface'));
}

export const ROUTES = [
  { id: 'login', label: '/login', path: '/login', signedIn: false, reference: { path: '/sign-in' } },
  {
    id: 'landing',
    label: 'landing /dashboards/all-branches-visitors',
    path: '/dashboards/all-branches-visitors',
    signedIn: true,
    ready: atriumLandingReady,
    reference: { path: '/', ready: templateLandingReady },
  },
  { id: 'list', label: 'list /apps/user/list', path: '/apps/user/list', signedIn: true, reference: { path: '/users' } },
  // ids that the seeded mock data has: apps/dashboard/e2e/routes/spec-routes.ts
  { id: 'detail', label: 'detail /apps/invoice/preview/4987', path: '/apps/invoice/preview/4987', signedIn: true },
];
