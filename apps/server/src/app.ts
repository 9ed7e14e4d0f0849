// The Hono app: operational endpoints, security middleware, the insights routes, then every call of
// the contract answered by its domain's routes over the relational tables (src/<domain>/routes.ts);
// an /api path the contract does not have is a 404 (decision 0031: no mock on the request path).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createAbility } from '@atrium/acl';
import { accessFor, CSRF_HEADER, INSIGHTS_PATHS, type HttpMethod } from '@atrium/api';
import { csrfRejection, sessionCredential, setSecureCookies, setTrustedOrigins } from '@atrium/domain';
import { sql } from 'drizzle-orm';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import { loginRateLimit, type LoginLimits } from './auth/rate-limit';
import { registerIdentity } from './identity/routes';
import { registerBilling } from './billing/routes';
import { registerMessaging } from './messaging/routes';
import { registerCalendar } from './calendar/routes';
import { registerNotifications } from './notifications/routes';
import { registerRoles } from './roles/routes';
import { registerLogistics } from './logistics/routes';
import { registerCatalogue } from './catalogue/routes';
import { registerOrders } from './orders/routes';
import { registerAcademy } from './academy/routes';
import { registerProfile } from './profile/routes';
import { registerReference } from './reference/routes';
import { registerHelpCenter } from './help-center/routes';
import { registerDashboards } from './dashboards/routes';
import { clientAddress, type TrustedProxies } from './client-address';
import type { Database } from './db/client';
import { registerInsights } from './insights';
import { checkAnswer } from './response-check';
import { buildOpenApi, docsPage } from './openapi';
import { apiResponses, StaticSite } from './serving';
import type { Sessions } from './sessions';
import { drainRefusedBody } from './linger';

export interface AppOptions {
  db: Database;
  /** who calls: each request's session from its tables (src/sessions.ts) */
  sessions: Sessions;
  logger: Logger | undefined;
  now: () => Date;
  corsOrigin: string | undefined;
  secureCookies: 'auto' | 'always';
  bodyLimitBytes: number;
  staticDir: string | undefined;
  /** parse 2xx answers with the contract's schemas (a mismatch answers 500) */
  checkAnswers: boolean;
  /** the proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES) */
  trustedProxies: TrustedProxies;
  /** the sign-in rate limit (default LOGIN_LIMITS) */
  loginLimits?: LoginLimits | undefined;
  /** how long a session lasts without "remember me" */
  sessionTtlMs: number;
}

type Env = { Variables: { requestId: string } };

/** `/api/users/:id` → a matcher; the insights endpoints are served by Hono routes, not MSW. */
function compile(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
const INSIGHTS_MATCHERS = Object.values(INSIGHTS_PATHS).map((pattern) => [compile(pattern), pattern] as const);


export function createApp(options: AppOptions): Hono<Env> {
  const { db, sessions, logger } = options;
  const app = new Hono<Env>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger?.info({ requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
  });
  // outermost of the API's middleware: it times and compresses the final answer (serving.ts)
  app.use('/api/*', apiResponses());
  // the API answers JSON and the docs page has no script: nothing may load; the dashboard (same
  // origin) keeps the other headers and sets what it needs itself
  // the built dashboard's own `_headers` (its CSP, nosniff, framing, referrer policy): the same
  // headers whether it is served from here or from static hosting (registered first, so they
  // win over secureHeaders' defaults below)
  const staticDir = options.staticDir === undefined ? undefined : resolve(options.staticDir);
  const headersPath = staticDir === undefined ? undefined : join(staticDir, '_headers');
  const pageHeaders = headersPath !== undefined && existsSync(headersPath) ? readHeadersFile(readFileSync(headersPath, 'utf8')) : {};
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    for (const [name, value] of Object.entries(pageHeaders)) c.res.headers.set(name, value);
  });
  app.use('/api/*', secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'none'"] } }));
  // the pages' defaults; an API answer already has all of them from the call above (it sets the
  // same defaults and its own CSP), so it is not asked to set each header twice
  const pageSecureHeaders = secureHeaders();
  app.use('*', (c: Context<Env, string>, next: Next) => (c.req.path.startsWith('/api/') ? next() : pageSecureHeaders(c, next)));
  const origins = options.corsOrigin ? options.corsOrigin.split(',').map((o) => o.trim()) : [];
  // cookie-authenticated writes are accepted from the API's own origin and these (decision 0014)
  setTrustedOrigins(origins);
  setSecureCookies(options.secureCookies);
  if (origins.length > 0) {
    // credentials (the session cookie) only for listed origins: never together with '*'
    const anyOrigin = origins.includes('*');
    app.use(
      '/api/*',
      cors({
        origin: anyOrigin ? '*' : origins,
        credentials: !anyOrigin,
        allowHeaders: ['Authorization', 'Content-Type', CSRF_HEADER],
        exposeHeaders: ['X-Request-Id', 'Retry-After'],
      }),
    );
  }
  // the refused body is read and dropped (bounded: linger.ts), then the answer closes the
  // connection: the client's next request goes out on a fresh one instead of into a socket about
  // to be reset (issue 32), and a client still uploading gets the 413 instead of a reset
  const limitBody = bodyLimit({
    maxSize: options.bodyLimitBytes,
    onError: async (c) => {
      await drainRefusedBody(c.req.raw.body);
      return c.json({ message: 'Request body too large' }, 413, { Connection: 'close' });
    },
  });
  // a GET or HEAD carries no body to limit (the server never reads one); asking the request for
  // it would build a whole fetch Request per call (a tenth of an anomaly detail's CPU)
  app.use('/api/*', (c: Context<Env, string>, next: Next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  app.onError((error, c) => {
    logger?.error({ requestId: c.get('requestId'), err: error }, 'request failed');
    return c.json({ message: 'Internal error', requestId: c.get('requestId') }, 500);
  });

  app.get('/api/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok' });
    } catch (error) {
      logger?.error({ err: error }, 'health check failed');
      return c.json({ status: 'error', db: 'unreachable' }, 503);
    }
  });

  const openApi = buildOpenApi();
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(docsPage()));

  // the insights routes answer on their own: the contract's access table guards them here
  app.use('/api/*', async (c, next) => {
    const path = c.req.path;
    const match = INSIGHTS_MATCHERS.find(([re]) => re.test(path));
    if (!match) return next();
    const access = accessFor(c.req.method as HttpMethod, match[1]);
    if (access === undefined || access === 'public') return next();
    const session = await sessions.authenticate(c.req.raw);
    if (!session) return c.json({ message: 'Sign in to continue' }, 401);
    const csrf = csrfRejection(c.req.raw, sessionCredential(c.req.raw));
    if (csrf !== undefined) return c.json({ message: csrf }, 403);
    if (access !== 'session' && !createAbility(session.rules).can(access.action, access.subject)) return c.json({ message: 'Not allowed' }, 403);
    return next();
  });
  registerInsights(app as unknown as Hono, { db, now: options.now });

  const finish = async (c: Context<Env>, response: Response): Promise<Response> => {
    if (options.checkAnswers) {
      const check = await checkAnswer(c.req.method, c.req.path, response);
      if (!check.ok) {
        logger?.error({ requestId: c.get('requestId'), issues: check.issues, path: c.req.path }, 'answer does not match the contract');
        return c.json({ message: 'Internal error', requestId: c.get('requestId') }, 500);
      }
    }
    return response;
  };

  // identity from its tables (src/identity): sign-in, registration, users, the account's own settings
  registerIdentity(app as unknown as Hono, {
    db,
    sessions,
    sessionTtlMs: options.sessionTtlMs,
    limiter: loginRateLimit(db, options.loginLimits),
    clientOf: (c) => clientOf(c.env, c.req.raw, options.trustedProxies),
    finish: (c, response) => finish(c as Context<Env>, response),
  });

  // billing from its tables (src/billing): invoices, their clients, lines and payments
  registerBilling(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });

  // messaging from its tables (src/messaging): each account's own mailbox
  registerMessaging(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // calendar events from their table (src/calendar): each account's own
  registerCalendar(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // notifications from their table (src/notifications): each account's own
  registerNotifications(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });

  // roles and permissions from their tables (src/roles): the roles screen's holders are one aggregate
  registerRoles(app as unknown as Hono, { db, sessions, now: options.now, finish: (c, response) => finish(c as Context<Env>, response) });

  // the fleet from its table (src/logistics): the vehicles list, the dashboard and the live map
  registerLogistics(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // the academy from its tables (src/academy): the catalogue with each account's own progress
  registerAcademy(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // the commerce catalogue from its tables (src/catalogue): products, categories, reviews, store settings
  registerCatalogue(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });

  // commerce orders from their tables (src/orders): customers, orders with their lines, referrals, the dashboard, checkout
  registerOrders(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // each account's own profile from its account row and account_profiles (src/profile)
  registerProfile(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // the FAQ, analytics projects and contact messages from their tables (src/reference)
  registerReference(app as unknown as Hono, { db, sessions, now: options.now, finish: (c, response) => finish(c as Context<Env>, response) });
  // the help center's categories, articles and cards from their tables (src/help-center)
  registerHelpCenter(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });
  // the app bar's search (a static catalogue) and the analytics dashboard's figures (src/dashboards)
  registerDashboards(app as unknown as Hono, { db, sessions, finish: (c, response) => finish(c as Context<Env>, response) });

  // every call of the contract has its route above: any other /api path is not part of the API
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  if (staticDir !== undefined && existsSync(join(staticDir, 'index.html'))) {
    // the build as a CDN serves it: precompressed, hashed assets immutable, the rest revalidated
    const site = new StaticSite(staticDir);
    app.get('*', async (c) => {
      let path: string;
      try {
        path = decodeURIComponent(c.req.path);
      } catch {
        return c.notFound();
      }
      const file = await site.answer(path, c.req.raw);
      if (file) return file;
      // a hashed file that is not in this build (an old page asking for its chunks after a
      // deploy) is a 404, not the HTML shell under a script's name
      if (path.startsWith('/assets/') || path === '/_headers') return c.notFound();
      // SPA fallback: every other GET is a client-side route
      return (await site.answer('/index.html', c.req.raw)) ?? c.notFound();
    });
  }
  return app;
}

/**
 * The headers a `_headers` file (Netlify / Cloudflare Pages format) gives every path (`/*`):
 * a line with a path pattern, then indented `Name: value` lines.
 */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let section: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      section = line.trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (section === '/*' && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The client's address: the peer from @hono/node-server's bindings (in-process calls have none), or whom a trusted proxy forwards. */
function clientOf(env: unknown, request: Request, proxies: TrustedProxies): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(incoming?.socket?.remoteAddress, request.headers.get('X-Forwarded-For'), proxies);
}
