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

/**
 * /login is ready when the app's own form (inside #root, not the first-paint shell's outline) has
 * its email and password fields and an enabled submit button: a person can sign in.
 */
function atriumLoginReady() {
  const form = document.querySelector('#root form');
  if (!form || !form.querySelector('input[type="password"]') || !form.querySelector('input[type="email"], input[autocomplete="email"], input[name="email"]')) return false;
  const submit = form.querySelector('button[type="submit"]');
  return Boolean(submit && !submit.disabled);
}

/** shadcn-admin's /sign-in: its form's password field and enabled submit button. */
function templateLoginReady() {
  const form = document.querySelector('form');
  // its "Sign in" button has no type attribute (a form's button submits by default, a6352e7):
  // the property, not the attribute
  const submit = form ? [...form.querySelectorAll('button')].find((b) => b.type === 'submit') : undefined;
  return Boolean(form?.querySelector('input[type="password"]') && submit && !submit.disabled);
}

/** A list is ready when its table has rows and nothing in <main> is loading any more. */
function atriumListReady() {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('table tbody tr td')) return false;
  return !main.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
}

/**
 * The chain overview (/dashboards/all-branches, where the branch ranking is) is ready when the
 * ranking has branch links and nothing in <main> is loading.
 */
function atriumOverviewReady() {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1') || !main.querySelector('table tbody a[href*="/insights/branch/"]')) return false;
  return !main.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
}

/** shadcn-admin's /users: its table has rows. */
function templateListReady() {
  return Boolean(document.querySelector('main table tbody tr td'));
}

/** shadcn-admin's dashboard: its heading and the Overview chart (recharts) are drawn. */
function templateLandingReady() {
  const main = document.querySelector('main') ?? document.body;
  return Boolean(main.querySelector('h1') && main.querySelector('.recharts-surface'));
}

export const ROUTES = [
  { id: 'login', label: '/login', path: '/login', signedIn: false, ready: atriumLoginReady, reference: { path: '/sign-in', ready: templateLoginReady } },
  {
    id: 'landing',
    label: 'landing /dashboards/all-branches-visitors',
    path: '/dashboards/all-branches-visitors',
    signedIn: true,
    ready: atriumLandingReady,
    reference: { path: '/', ready: templateLandingReady },
  },
  // the branch ranking's page, for the `ranking` interaction (lib/interactions.mjs); not loaded by default
  { id: 'overview', label: 'overview /dashboards/all-branches', path: '/dashboards/all-branches', signedIn: true, ready: atriumOverviewReady, optional: true },
  { id: 'list', label: 'list /apps/user/list', path: '/apps/user/list', signedIn: true, ready: atriumListReady, reference: { path: '/users', ready: templateListReady } },
  // ids that the seeded mock data has: apps/dashboard/e2e/routes/spec-routes.ts
  { id: 'detail', label: 'detail /apps/invoice/preview/4987', path: '/apps/invoice/preview/4987', signedIn: true },
];
