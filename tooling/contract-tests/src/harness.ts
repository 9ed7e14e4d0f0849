// The suite's view of a target: raw calls (status and body as a browser sees them), the typed
// clients of @atrium/api over the same fetch, demo sign-ins through the real login call, and a
// reset only after a test actually wrote.
import { API_PATHS, createApiClient, createInsightsClient, loginResponseSchema, type LoginResponse } from '@atrium/api';
import type { ContractTarget } from './target';

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
}

export interface CallOptions {
  /** a demo role ('admin' or 'client': signs in once), else a raw token; null sends no Authorization header */
  as?: string | null;
  /** sent as is instead of JSON.stringify(body) */
  rawBody?: string;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

export class Api {
  private dirty = false;
  private readonly tokens = new Map<DemoRole, string>();

  constructor(readonly target: ContractTarget) {}

  get name(): string {
    return this.target.name;
  }

  /** Every request of the suite goes through here: the dirty flag sees every write. */
  async dispatch(request: Request): Promise<Response> {
    const response = await this.target.fetch(request);
    const path = new URL(request.url).pathname;
    // a write that succeeded (or crashed half-way) may have changed data; a 4xx must not have,
    // and the tests that send one read back to prove it. Sessions are not data.
    if (isWrite(request.method) && path !== API_PATHS.login && path !== API_PATHS.logout && (response.status < 300 || response.status >= 500)) {
      this.dirty = true;
    }
    return response;
  }

  /** Before each test: back to the seed when the previous tests wrote. */
  async resetIfDirty(): Promise<void> {
    if (!this.dirty) return;
    await this.target.reset();
    this.dirty = false;
    // a reset may end the sessions too; sign in again on the next call
    this.tokens.clear();
  }

  /** Forces the next resetIfDirty to reset (a test that changes state through a 4xx path, say). */
  markDirty(): void {
    this.dirty = true;
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

  async call(method: Method, pathAndQuery: string, body?: unknown, { as, rawBody }: CallOptions = {}): Promise<RawAnswer> {
    const headers = new Headers({ Accept: 'application/json' });
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
    return { status: response.status, contentType: response.headers.get('content-type'), text, json };
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
