// The suite's view of a target: raw calls (status and body as a browser sees them), the typed
// clients of @atrium/api over the same fetch, demo sign-ins through the real login call, and a
// reset only after a test actually wrote.
import { API_PATHS, createApiClient, createInsightsClient, loginResponseSchema, type LoginResponse } from '@atrium/api';
import { beforeAll, beforeEach } from 'vitest';
import type { ContractTarget } from './target';

/**
 * The data a write can change, by path. A test block names the ones it needs at the seed; a write
 * elsewhere does not cost it a reset. '*' (an unlisted path) resets before any block.
 */
export type Domain = 'people' | 'invoice' | 'ecommerce' | 'academy' | 'calendar' | 'chat' | 'email' | 'logistics' | 'account' | 'contact' | 'notifications' | '*';
const DOMAIN_PREFIXES: ReadonlyArray<readonly [string, Domain]> = [
  ['/api/apps/users', 'people'],
  ['/api/apps/roles', 'people'],
  ['/api/apps/permissions', 'people'],
  [API_PATHS.register, 'people'],
  ['/api/apps/invoice', 'invoice'],
  ['/api/apps/ecommerce', 'ecommerce'],
  [API_PATHS.checkoutOrders, 'ecommerce'],
  ['/api/apps/academy', 'academy'],
  ['/api/apps/calendar', 'calendar'],
  ['/api/apps/chat', 'chat'],
  ['/api/apps/email', 'email'],
  ['/api/apps/logistics', 'logistics'],
  [API_PATHS.accountSettings, 'account'],
  [API_PATHS.contactMessages, 'contact'],
  ['/api/notifications', 'notifications'],
];
export function domainOf(path: string): Domain {
  return DOMAIN_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? '*';
}
export const ALL_DOMAINS: readonly Domain[] = [...new Set(DOMAIN_PREFIXES.map(([, domain]) => domain))];

export const ORIGIN = 'http://contract.test';

/** The demo logins of SPEC §6 (seeded by @atrium/mock-api, and by the server from it). */
export const DEMO_LOGINS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;
export type DemoRole = keyof typeof DEMO_LOGINS;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
  /** the parsed JSON body; undefined when empty or not JSON */
  json: unknown;
  /** the Set-Cookie header, if any */
  setCookie: string | null;
}

export interface CallOptions {
  /** a demo role ('admin' or 'client': signs in once), else a raw token; null sends no Authorization header */
  as?: string | null;
  /** sent as is instead of JSON.stringify(body) */
  rawBody?: string;
  /** more request headers (a Cookie, X-Atrium-CSRF, Origin) */
  headers?: Record<string, string>;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

export class Api {
  private readonly dirty = new Set<Domain>();
  private readonly tokens = new Map<DemoRole, string>();
  /** what the run cost: resets and the time they took, for the line printed at the end */
  readonly cost = { resets: 0, resetMs: 0, requests: 0 };

  constructor(readonly target: ContractTarget) {}

  get name(): string {
    return this.target.name;
  }

  /** Every request of the suite goes through here: the dirty flag sees every write. */
  async dispatch(request: Request): Promise<Response> {
    this.cost.requests += 1;
    const response = await this.target.fetch(request);
    const path = new URL(request.url).pathname;
    // a write that succeeded (or crashed half-way) may have changed data; a 4xx must not have,
    // and the tests that send one read back to prove it. Sessions are not data.
    if (isWrite(request.method) && path !== API_PATHS.login && path !== API_PATHS.logout && (response.status < 300 || response.status >= 500)) {
      this.dirty.add(domainOf(path));
    }
    return response;
  }

  /** Before a test: back to the seed when earlier tests wrote to what it reads (or to '*'). */
  async resetIfDirty(reads: readonly Domain[]): Promise<void> {
    if (!this.dirty.has('*') && !reads.some((domain) => this.dirty.has(domain))) return;
    const started = performance.now();
    await this.target.reset();
    this.cost.resets += 1;
    this.cost.resetMs += performance.now() - started;
    this.dirty.clear();
    // a reset may end the sessions too; sign in again on the next call
    this.tokens.clear();
  }

  /** Marks data as changed that no write request shows (a GET that marks a chat read, a deactivated login). */
  markDirty(domain: Domain): void {
    this.dirty.add(domain);
  }

  /** Signs in through POST /api/auth/login and answers the parsed response. */
  async login(body: { email: string; password: string; remember?: boolean }): Promise<LoginResponse> {
    const res = await this.call('POST', API_PATHS.login, body, { as: null });
    if (res.status !== 201) throw new Error(`${this.name}: login as ${body.email} answered ${res.status}: ${res.text}`);
    return loginResponseSchema.parse(res.json);
  }

  async token(role: DemoRole = 'admin'): Promise<string> {
    const known = this.tokens.get(role);
    if (known !== undefined) return known;
    const { accessToken } = await this.login(DEMO_LOGINS[role]);
    this.tokens.set(role, accessToken);
    return accessToken;
  }

  private async authorization(as: CallOptions['as']): Promise<string | undefined> {
    if (as === null) return undefined;
    if (as === undefined || as === 'admin' || as === 'client') return this.token(as ?? 'admin');
    return as;
  }

  async call(method: Method, pathAndQuery: string, body?: unknown, { as, rawBody, headers: extra = {} }: CallOptions = {}): Promise<RawAnswer> {
    const headers = new Headers({ Accept: 'application/json', ...extra });
    const token = await this.authorization(as);
    if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = { method, headers };
    if (rawBody !== undefined || body !== undefined) {
      init.body = rawBody ?? JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
    const response = await this.dispatch(new Request(`${ORIGIN}${pathAndQuery}`, init));
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      json = undefined;
    }
    return { status: response.status, contentType: response.headers.get('content-type'), text, json, setCookie: response.headers.get('set-cookie') };
  }

  private fetcher = (input: RequestInfo | URL, init?: RequestInit) => this.dispatch(new Request(input, init));

  /** The app's typed client, signed in as a demo role: every answer parsed with the contract. */
  client(role: DemoRole = 'admin') {
    return createApiClient({ baseUrl: ORIGIN, getToken: () => this.token(role), fetch: this.fetcher });
  }

  insights(role: DemoRole = 'admin') {
    return createInsightsClient({ baseUrl: ORIGIN, getToken: () => this.token(role), fetch: this.fetcher });
  }

  close(): Promise<void> {
    return this.target.close();
  }
}

/** The suites get the Api lazily: it exists only once the target's beforeAll has run. */
export type GetApi = () => Api;

/**
 * For the enclosing describe: back to the seed before its first test when earlier blocks wrote
 * to the data it reads as seeded. Inside a block the tests that assert seed facts come first, and
 * the writes after them assert relatively (before and after), so they need no reset between them.
 */
export function startsSeeded(api: GetApi, reads: readonly Domain[]): void {
  beforeAll(async () => {
    await api().resetIfDirty(reads);
  }, 60_000);
}

/** For the enclosing describe: the same check before every test (for writes that do not stack). */
export function eachSeeded(api: GetApi, reads: readonly Domain[]): void {
  beforeEach(async () => {
    await api().resetIfDirty(reads);
  }, 60_000);
}
