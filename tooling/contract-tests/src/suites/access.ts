// Sign-in and the access table of @atrium/api: every endpoint but the public ones answers 401
// without a live session; a client-role caller (rules: read AclDemo) gets 403 from every
// endpoint that needs an ability; neither changes anything.
import {
  API_ACCESS,
  BASELINE_RULES,
  API_PATHS,
  buildPath,
  INSIGHTS_ACCESS,
  INSIGHTS_PATHS,
  LOGIN_FAILED_MESSAGE,
  LOGIN_INVALID_MESSAGE,
  PUBLIC_CALLS,
  userSchema,
  type Access,
  type ApiPathName,
  type HttpMethod,
} from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { ALL_DOMAINS, DEMO_LOGINS, startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors, readBack } from './expect';
import { CHECKOUT_ORDER } from './pages';

const KNOWN_PARAMS: Record<string, string | number> = { id: 4987, userId: 1, courseId: 1, sectionId: 'a', topicIndex: 0, slug: 'a' };
/** Real-looking values for every `:param` of a pattern (a param added to the contract gets 1). */
const paramsOf = (pattern: string) => Object.fromEntries([...pattern.matchAll(/:([A-Za-z]+)/g)].map(([, name = '']) => [name, KNOWN_PARAMS[name] ?? 1]));

interface ContractCall {
  method: HttpMethod;
  path: string;
  access: Access;
}

export const EVERY_CALL: ContractCall[] = [
  ...Object.entries(API_ACCESS).flatMap(([name, methods]) =>
    Object.entries(methods as Partial<Record<HttpMethod, Access>>).map(([method, access]) => ({
      method: method as HttpMethod,
      path: buildPath(API_PATHS[name as ApiPathName], paramsOf(API_PATHS[name as ApiPathName])),
      access,
    })),
  ),
  ...Object.entries(INSIGHTS_ACCESS).map(([name, methods]): ContractCall => ({
    method: 'GET',
    path: buildPath(INSIGHTS_PATHS[name as keyof typeof INSIGHTS_PATHS], { id: 'lon-01' }),
    access: methods.GET ?? 'public',
  })),
];

/** Reads over the main collections: the same answer before and after proves nothing was written. */
export const WATCHED = [
  `${API_PATHS.users}?itemsPerPage=100`,
  `${API_PATHS.invoices}?itemsPerPage=100`,
  `${API_PATHS.products}?itemsPerPage=100`,
  `${API_PATHS.orders}?itemsPerPage=100`,
  `${API_PATHS.reviews}?itemsPerPage=100`,
  `${API_PATHS.permissions}?itemsPerPage=100`,
  API_PATHS.roles,
  `${API_PATHS.productCategories}?itemsPerPage=100`,
  `${API_PATHS.calendar}?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family`,
  `${API_PATHS.email}?filter=inbox`,
  API_PATHS.ecommerceSettings,
] as const;

const bodyFor = (method: HttpMethod) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/**
 * A visitor's example of each public call, as the front pages send it: every entry of PUBLIC_CALLS
 * needs one (a call made public without an example fails the suite, not silently passes).
 */
const PUBLIC_EXAMPLES: Record<string, { path: string; body?: unknown }> = {
  'faq GET': { path: `${API_PATHS.faq}?q=delivery` },
  'helpCenter GET': { path: API_PATHS.helpCenter },
  'helpCenterArticle GET': { path: buildPath(API_PATHS.helpCenterArticle, { slug: 'how-long-does-delivery-take' }) },
  'login POST': { path: API_PATHS.login, body: DEMO_LOGINS.client },
  'logout POST': { path: API_PATHS.logout },
  'register POST': { path: API_PATHS.register, body: { username: 'visitor', email: 'visitor@example.com', password: 'secret123' } },
  'contactMessages POST': { path: API_PATHS.contactMessages, body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, please call me.' } },
  'checkoutOrders POST': { path: API_PATHS.checkoutOrders, body: CHECKOUT_ORDER },
};
/** What no visitor's answer may hold: secrets, and other people's identifiers. */
const PRIVATE_FIELDS = /"(password|passwordHash|hash|accessToken|abilityRules|userId|customerId|email)"\s*:|\$argon2|@demo\.com/;

export function accessSuite(api: GetApi): void {
  describe('the public surface (PUBLIC_CALLS)', () => {
    startsSeeded(api, ['people']);
    it("holds the front pages' content and the sign-in calls", () => {
      expect(PUBLIC_CALLS.map((c) => `${c.name} ${c.method}`)).toEqual(
        expect.arrayContaining(['faq GET', 'helpCenter GET', 'helpCenterArticle GET', 'contactMessages POST', 'checkoutOrders POST', 'login POST', 'register POST']),
      );
    });

    it('answers each public call from a visitor (no credential, no cookie) with 2xx', async () => {
      const wrong: string[] = [];
      for (const { name, method } of PUBLIC_CALLS) {
        const example = PUBLIC_EXAMPLES[`${name} ${method}`];
        if (example === undefined) {
          wrong.push(`${method} ${name}: no visitor example in PUBLIC_EXAMPLES`);
          continue;
        }
        const res = await api().call(method, example.path, example.body, { as: null });
        if (res.status < 200 || res.status > 299) wrong.push(`${method} ${example.path} → ${res.status} ${res.text.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    });

    it('gives a visitor nothing private: no secrets, emails or other people\'s ids in the content answers', async () => {
      for (const { name, method } of PUBLIC_CALLS.filter((c) => c.method === 'GET')) {
        const example = PUBLIC_EXAMPLES[`${name} ${method}`];
        if (example === undefined) continue; // reported by the test above
        const res = await api().call('GET', example.path, undefined, { as: null });
        expect(res.text, `${example.path}`).not.toMatch(PRIVATE_FIELDS);
      }
      const checkout = await api().call('POST', API_PATHS.checkoutOrders, CHECKOUT_ORDER, { as: null });
      expect(checkout.text).not.toMatch(PRIVATE_FIELDS);
      expect(checkout.text).not.toContain('4242 4242');
    });
  });

  describe('access table', () => {
    startsSeeded(api, ALL_DOMAINS);
    it('answers 401 without a token on every non-public call, and changes nothing', async () => {
      const guarded = EVERY_CALL.filter((c) => c.access !== 'public');
      expect(guarded.length).toBeGreaterThan(60);
      const before = await readBack(api(), WATCHED);
      const wrong: string[] = [];
      for (const { method, path } of guarded) {
        const res = await api().call(method, path, bodyFor(method), { as: null });
        if (res.status !== 401) wrong.push(`${method} ${path} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
      expect(await readBack(api(), WATCHED)).toBe(before);
    });

    it('answers 401 to an unknown token', async () => {
      for (const token of ['not-a-session', 'a'.repeat(64)]) {
        expect((await api().call('GET', API_PATHS.invoices, undefined, { as: token })).status).toBe(401);
        expect((await api().call('GET', API_PATHS.accountSettings, undefined, { as: token })).status).toBe(401);
      }
    });

    it('answers 403 to a client-role token on every call that needs an ability, and changes nothing', async () => {
      const needsAbility = EVERY_CALL.filter((c) => typeof c.access === 'object' && c.access.subject !== 'AclDemo');
      expect(needsAbility.length).toBeGreaterThan(60);
      const before = await readBack(api(), WATCHED);
      const wrong: string[] = [];
      for (const { method, path } of needsAbility) {
        const res = await api().call(method, path, bodyFor(method), { as: 'client' });
        if (res.status !== 403) wrong.push(`${method} ${path} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
      expect(await readBack(api(), WATCHED)).toBe(before);
    });

    it('a client cannot read users or delete an invoice; the invoice stays', async () => {
      expect((await api().call('GET', API_PATHS.users, undefined, { as: 'client' })).status).toBe(403);
      const path = buildPath(API_PATHS.invoice, { id: 5036 });
      expect((await api().call('DELETE', path, undefined, { as: 'client' })).status).toBe(403);
      expect((await api().call('GET', path)).status).toBe(200);
    });

    it('lets a client use its own account and the public pages', async () => {
      expect((await api().call('GET', API_PATHS.accountSettings, undefined, { as: 'client' })).status).toBe(200);
      expect((await api().call('GET', API_PATHS.profileHeader, undefined, { as: 'client' })).status).toBe(200);
      expect((await api().call('GET', API_PATHS.helpCenter, undefined, { as: null })).status).toBe(200);
    });
  });
  describe('sign-in', () => {
    startsSeeded(api, ['people']);
    it('logs the demo admin in: 201, rules, token, expiry and userData without secrets', async () => {
      const res = await api().call('POST', API_PATHS.login, DEMO_LOGINS.admin, { as: null });
      expect(res.status).toBe(201);
      const body = await api().login(DEMO_LOGINS.admin);
      expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
      expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
      for (const text of [res.text, JSON.stringify(body)]) {
        expect(text).not.toMatch(/"password"|"passwordHash"|"hash"|"abilityRules"|\$argon2/);
      }
    });

    it('logs the demo client in with its rules (read AclDemo, its own account)', async () => {
      const body = await api().login(DEMO_LOGINS.client);
      expect(body.userData.role).toBe('client');
      expect(body.userAbilityRules).toEqual([...BASELINE_RULES]);
    });

    it('gives every login its own token; "remember me" lasts longer', async () => {
      const short = await api().login(DEMO_LOGINS.admin);
      const long = await api().login({ ...DEMO_LOGINS.admin, remember: true });
      expect(short.accessToken).not.toBe(long.accessToken);
      expect(Date.parse(long.expiresAt)).toBeGreaterThan(Date.parse(short.expiresAt) + 24 * 3_600_000);
    });

    it('answers wrong credentials with 400 errors.email "Invalid email or password" (§8)', async () => {
      for (const body of [{ ...DEMO_LOGINS.admin, password: 'wrong-password' }, { email: 'nobody@demo.com', password: 'admin' }]) {
        const res = await api().call('POST', API_PATHS.login, body, { as: null });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ errors: { email: [LOGIN_INVALID_MESSAGE] } });
      }
    });

    it('answers a body that is not credentials with 400 errors.email "Something went wrong" (§8)', async () => {
      const res = await api().call('POST', API_PATHS.login, undefined, { as: null, rawBody: '{' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ errors: { email: [LOGIN_FAILED_MESSAGE] } });
    });

    it('logout revokes the token: the next call with it is 401, other sessions keep working', async () => {
      const other = await api().login(DEMO_LOGINS.admin);
      const { accessToken } = await api().login(DEMO_LOGINS.admin);
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: accessToken })).status).toBe(200);
      expect((await api().call('POST', API_PATHS.logout, undefined, { as: accessToken })).status).toBe(204);
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: accessToken })).status).toBe(401);
      expect((await api().call('GET', API_PATHS.invoices, undefined, { as: other.accessToken })).status).toBe(200);
    });

    it('register is public and makes a client that can sign in; a role in the body or a weak password is refused, writing nothing', async () => {
      const users = `${API_PATHS.users}?itemsPerPage=100`;
      const before = await readBack(api(), [users]);
      expectFieldErrors(await api().call('POST', API_PATHS.register, { username: 'weak', email: 'not-an-email', password: 'short' }, { as: null }), ['email', 'password']);
      const escalate = await api().call('POST', API_PATHS.register, { username: 'boss', email: 'boss@example.com', password: 'secret123', role: 'admin' }, { as: null });
      expect(escalate.status).toBe(400);
      expect(await readBack(api(), [users])).toBe(before);
      const res = await api().call('POST', API_PATHS.register, { username: 'newbie', email: 'newbie@example.com', password: 'secret123' }, { as: null });
      expect(res.status).toBe(201);
      expect(userSchema.parse(res.json)).toMatchObject({ role: 'client', status: 'active', email: 'newbie@example.com' });
      expect(res.text).not.toContain('secret123');
      const session = await api().login({ email: 'newbie@example.com', password: 'secret123' });
      expect(session.userData.role).toBe('client');
      expect((await api().call('GET', API_PATHS.users, undefined, { as: session.accessToken })).status).toBe(403);
    });
  });
}
