// Dashboards, the pages (FAQ, help center, profile, data table), the signed-in account's own
// settings, the public contact and checkout calls, and the app-bar search.
import { accountSettingsSchema, API_PATHS, buildPath, helpCenterArticleSchema, profileHeaderSchema, type CheckoutOrderBody } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { eachSeeded, startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors, expectSorted, ids, readBack } from './expect';

/** A valid checkout (two catalogue products, a test card): also the access suite's public example. */
export const CHECKOUT_ORDER: CheckoutOrderBody = {
  items: [
    { productId: 1, quantity: 1 },
    { productId: 2, quantity: 2 },
  ],
  address: { fullName: 'John Doe', phone: '+1 555 123 4567', address: '1 Main St', city: 'New York', zipCode: '10001', country: 'USA', delivery: 'express' },
  payment: { method: 'card', cardNumber: '4242 4242 4242 4242', cardName: 'John Doe', expiry: '12/39', cvv: '123' },
};
const order = CHECKOUT_ORDER;
const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

export function pagesSuite(api: GetApi): void {
  describe('dashboards', () => {
    startsSeeded(api, []);
    it('analytics projects: 7, paged (a page beyond the last reports page 1), searched and sorted', async () => {
      const c = api().client();
      const all = await c.getAnalyticsProjects({ itemsPerPage: 100 });
      expect(all.totalProjects).toBe(7);
      const first = await c.getAnalyticsProjects({ itemsPerPage: 5 });
      expect(first).toMatchObject({ totalProjects: 7, totalPages: 2, page: 1 });
      expect(ids((await c.getAnalyticsProjects({ itemsPerPage: 5, page: 2 })).projects)).toEqual(ids(all.projects).slice(5));
      const beyond = await c.getAnalyticsProjects({ itemsPerPage: 5, page: 9 });
      expect(beyond.page).toBe(1);
      expect(ids(beyond.projects)).toEqual(ids(first.projects));
      const sample = all.projects[2];
      if (!sample) throw new Error('projects');
      expect(ids((await c.getAnalyticsProjects({ q: sample.name.toUpperCase() })).projects)).toContain(sample.id);
      for (const orderBy of ['asc', 'desc'] as const) {
        expectSorted((await c.getAnalyticsProjects({ sortBy: 'project', orderBy })).projects.map((p) => p.name), orderBy, 'project');
        expectSorted((await c.getAnalyticsProjects({ sortBy: 'leader', orderBy })).projects.map((p) => p.leader), orderBy, 'leader');
        expectSorted((await c.getAnalyticsProjects({ sortBy: 'progress', orderBy })).projects.map((p) => p.progress), orderBy, 'progress');
      }
    });

    it('analytics and CRM dashboards: totals are the sum of their parts', async () => {
      const c = api().client();
      const d = await c.getAnalyticsDashboard();
      expect(d.websiteAnalytics.sessions).toBe(d.websiteAnalytics.channels.reduce((s, x) => s + x.sessions, 0));
      expect(d.totalEarning.total).toBe(d.totalEarning.revenue - d.totalEarning.refunds);
      const crm = await c.getCrmDashboard();
      const projects = (await c.getAnalyticsProjects({ itemsPerPage: 100 })).projects;
      expect(crm.activeProjects.map((p) => p.id)).toEqual([...projects].sort((a, b) => b.progress - a.progress || a.id - b.id).slice(0, 6).map((p) => p.id));
      expect(crm.sales.total).toBe(crm.sales.months.reduce((s, m) => s + m.value, 0));
    });
  });

  describe('pages', () => {
    startsSeeded(api, []);
    it('data table and FAQ (5 groups; q keeps matching questions, drops empty groups)', async () => {
      const c = api().client();
      expect((await c.getSalesDetails()).length).toBeGreaterThan(10);
      expect((await c.getFaq()).map((g) => g.faqTitle)).toEqual(['Payment', 'Delivery', 'Cancellation', 'My Orders', 'Product & Services']);
      const groups = await c.getFaq('CANCEL');
      expect(groups.map((g) => g.faqTitle)).toEqual(['Cancellation']);
      expect(groups[0]?.faqs.every((f) => f.question.toLowerCase().includes('cancel'))).toBe(true);
      expect(await c.getFaq('zzzz-nothing')).toEqual([]);
    });

    it('help center is public; each listed article by slug; an unknown slug is 404', async () => {
      const res = await api().call('GET', API_PATHS.helpCenter, undefined, { as: null });
      expect(res.status).toBe(200);
      const hc = await api().client().getHelpCenter();
      const listed = [...hc.allArticles.flatMap((x) => x.articles), ...hc.popularArticles, ...hc.keepLearning];
      expect(listed.length).toBeGreaterThan(3);
      for (const { slug, title } of listed.slice(0, 6)) {
        const article = await api().call('GET', buildPath(API_PATHS.helpCenterArticle, { slug }), undefined, { as: null });
        expect(article.status).toBe(200);
        expect(helpCenterArticleSchema.parse(article.json)).toMatchObject({ slug, title });
      }
      const missing = await api().call('GET', buildPath(API_PATHS.helpCenterArticle, { slug: 'no-such-article' }), undefined, { as: null });
      expect({ status: missing.status, body: missing.json }).toEqual({ status: 404, body: { error: 'Article not found' } });
    });

    it('profile: each tab; an unknown or missing tab is 200 with an empty body; the header', async () => {
      const c = api().client();
      expect((await c.getProfile('about')).about.length).toBeGreaterThan(0);
      expect((await c.getProfile('teams')).length).toBeGreaterThan(0);
      expect((await c.getProfile('projects')).length).toBeGreaterThan(0);
      expect((await c.getProfile('connections')).length).toBeGreaterThan(0);
      for (const path of [`${API_PATHS.profile}?tab=nope`, API_PATHS.profile]) {
        const res = await api().call('GET', path);
        expect(res.status).toBe(200);
        expect(res.text).toBe('');
      }
      expect((await c.getProfileHeader()).fullName).not.toBe('');
    });

    // issue 32: every account read the demo's one profile, and a client got "not authorized"
    it('profile: each account reads its own, whatever its role (the admin, the client, a new registration)', async () => {
      const admin = await api().call('GET', API_PATHS.profileHeader);
      const client = await api().call('GET', API_PATHS.profileHeader, undefined, { as: 'client' });
      expect([admin.status, client.status]).toEqual([200, 200]);
      expect(profileHeaderSchema.parse(admin.json).fullName).toBe('John Doe');
      expect(profileHeaderSchema.parse(client.json).fullName).toBe('Jane Doe');
      // the demo admin's teams are John's colleagues, not the client's
      expect((await api().call('GET', `${API_PATHS.profile}?tab=teams`, undefined, { as: 'client' })).json).toEqual([]);

      const email = 'profile-owner@contract.example';
      expect((await api().call('POST', API_PATHS.register, { username: 'profileowner', email, password: 'Own-Profile-7' }, { as: null })).status).toBe(201);
      const own = (await api().login({ email, password: 'Own-Profile-7' })).accessToken;
      const header = profileHeaderSchema.parse((await api().call('GET', API_PATHS.profileHeader, undefined, { as: own })).json);
      expect(header.fullName).toBe('profileowner');
      expect(header.joiningDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const about = (await api().call('GET', `${API_PATHS.profile}?tab=about`, undefined, { as: own })).json as { contacts: Array<{ property: string; value: string }> };
      expect(about.contacts).toContainEqual(expect.objectContaining({ property: 'Email', value: email }));
    });

    it('app-bar search: every category with at most 5 children; q matches titles; empty categories omitted', async () => {
      const c = api().client();
      const all = await c.searchAppBar();
      expect(all.length).toBeGreaterThan(3);
      expect(all.every((x) => x.children.length > 0 && x.children.length <= 5)).toBe(true);
      const charts = await c.searchAppBar('CHART');
      expect(charts.length).toBeGreaterThan(0);
      expect(charts.every((x) => x.children.length > 0 && x.children.every((e) => e.title.toLowerCase().includes('chart')))).toBe(true);
      expect(await c.searchAppBar('qqqqqq')).toEqual([]);
    });
  });

  describe('account', () => {
    // a changed password or a deactivated account may end sessions: what follows starts from the seed
    eachSeeded(api, []);
    it('settings: PUT replaces a section and keeps the others; bad bodies are 400 and write nothing', async () => {
      const c = api().client();
      const before = await c.getAccountSettings();
      const snapshot = await readBack(api(), [API_PATHS.accountSettings]);
      const bad = await api().call('PUT', API_PATHS.accountSettings, { profile: { ...before.profile, email: 'nope' } });
      expect(bad.json).toEqual({ errors: { 'profile.email': ['email'] } });
      expect((await api().call('PUT', API_PATHS.accountSettings, { security: before.security })).status).toBe(400);
      expect((await api().call('PUT', API_PATHS.accountSettings, undefined, { rawBody: '{' })).status).toBe(400);
      expect(await readBack(api(), [API_PATHS.accountSettings])).toBe(snapshot);
      const saved = await c.updateAccountSettings({ profile: { ...before.profile, firstName: 'Jane' } });
      expect(saved.profile.firstName).toBe('Jane');
      expect(saved.billing).toEqual(before.billing);
      expect((await c.getAccountSettings()).profile.firstName).toBe('Jane');
    });

    it('two-factor: setup secret, enable by SMS with a 6-digit code (phone masked), disable', async () => {
      const c = api().client();
      expect((await c.getTwoFactorSetup()).otpauthUrl).toContain('otpauth://totp/');
      const before = await readBack(api(), [API_PATHS.accountSettings]);
      expect((await api().call('POST', API_PATHS.accountTwoFactor, { action: 'enable', method: 'app', code: '12a456' })).status).toBe(400);
      expect((await api().call('POST', API_PATHS.accountTwoFactor, { action: 'enable', method: 'sms', code: '123456' })).json).toEqual({ errors: { phone: ['phone'] } });
      expect((await api().call('POST', API_PATHS.accountDeactivate, { confirm: false })).status).toBe(400);
      expect(await readBack(api(), [API_PATHS.accountSettings])).toBe(before);
      const on = await c.setTwoFactor({ action: 'enable', method: 'sms', phone: '+1 202 555 0188', code: '123456' });
      expect(on.security).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: 'sms', twoFactorPhone: '•••• 0188' });
      const off = await c.setTwoFactor({ action: 'disable' });
      expect(off.security).toMatchObject({ twoFactorEnabled: false, twoFactorMethod: null });
    });

    it('password change: strength rules, confirmation, the current password checked', async () => {
      api().markDirty('*');
      const path = API_PATHS.accountPassword;
      const weak = await api().call('POST', path, { currentPassword: 'admin', newPassword: 'abc', confirmPassword: 'abc' });
      expectFieldErrors(weak, ['newPassword']);
      expect(await api().call('POST', path, { currentPassword: 'admin', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pas' }).then((r) => r.json)).toEqual({ errors: { confirmPassword: ['passwordMismatch'] } });
      expect(await api().call('POST', path, { currentPassword: 'nope', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' }).then((r) => r.json)).toEqual({ errors: { currentPassword: ['passwordWrong'] } });
      const done = await api().client().changeAccountPassword({ currentPassword: 'admin', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' });
      expect(done.security.passwordChangedAt).not.toBeNull();
    });

    it('settings belong to their account: a client opens and changes their own, the admin\'s stay', async () => {
      api().markDirty('*');
      const admin = await api().client().getAccountSettings();
      const own = await api().call('GET', API_PATHS.accountSettings, undefined, { as: 'client' });
      expect(own.status).toBe(200);
      const mine = accountSettingsSchema.parse(own.json);
      expect(mine.profile.email).toBe('client@demo.com');
      expect(admin.profile.email).toBe('admin@demo.com');
      const saved = await api().call('PUT', API_PATHS.accountSettings, { profile: { ...mine.profile, firstName: 'Janet' } }, { as: 'client' });
      expect(accountSettingsSchema.parse(saved.json).profile.firstName).toBe('Janet');
      expect(await api().client().getAccountSettings()).toEqual(admin);
    });

    it('a changed password is the one the next sign-in needs, and ends the account\'s other sessions', async () => {
      api().markDirty('*');
      const here = (await api().login({ email: 'client@demo.com', password: 'client' })).accessToken;
      const elsewhere = (await api().login({ email: 'client@demo.com', password: 'client' })).accessToken;
      const changed = await api().call('POST', API_PATHS.accountPassword, { currentPassword: 'client', newPassword: 'N3w!client-pass', confirmPassword: 'N3w!client-pass' }, { as: here });
      expect(changed.status).toBe(200);
      expect((await api().call('GET', API_PATHS.accountSettings, undefined, { as: here })).status).toBe(200);
      expect((await api().call('GET', API_PATHS.accountSettings, undefined, { as: elsewhere })).status).toBe(401);
      expect((await api().call('POST', API_PATHS.login, { email: 'client@demo.com', password: 'client' }, { as: null })).status).toBe(400);
      expect((await api().login({ email: 'client@demo.com', password: 'N3w!client-pass' })).userData.email).toBe('client@demo.com');
      // the admin signs in as before: one account's password is not another's
      expect((await api().login({ email: 'admin@demo.com', password: 'admin' })).userData.email).toBe('admin@demo.com');
    });

    it('deactivate needs an explicit confirmation', async () => {
      api().markDirty('*');
      expect((await api().call('POST', API_PATHS.accountDeactivate, { confirm: false })).status).toBe(400);
      expect((await api().client().deactivateAccount({ confirm: true })).deactivatedAt).not.toBeNull();
    });
  });

  describe('contact and checkout (public)', () => {
    startsSeeded(api, []);
    it('contact: 201 with an id; a short message is 400 with codes', async () => {
      const sent = await api().call('POST', API_PATHS.contactMessages, { name: 'Ann', email: 'ann@example.com', message: 'Hello there, please call me.' }, { as: null });
      expect(sent.status).toBe(201);
      expect(sent.json).toMatchObject({ id: expect.any(Number) as unknown });
      const bad = await api().call('POST', API_PATHS.contactMessages, { name: '', email: 'ann@example.com', message: 'short' }, { as: null });
      expect(bad.json).toEqual({ errors: { name: ['required'], message: ['messageLength'] } });
    });

    it('checkout: totals from the catalogue, only the last 4 card digits answered; crafted prices and unknown products refused', async () => {
      const products = (await api().client().getProducts({ itemsPerPage: 100 })).products;
      const price = (id: number) => money(products.find((p) => p.id === id)?.price ?? '0');
      const placed = await api().call('POST', API_PATHS.checkoutOrders, order, { as: null });
      expect(placed.status).toBe(201);
      const subtotal = round2(price(1) + 2 * price(2));
      expect(placed.json).toMatchObject({ subtotal, deliveryFee: 10, total: round2(subtotal + 10), cardLast4: '4242' });
      expect(placed.text).not.toContain('4242 4242');
      const crafted = { ...order, items: [{ productId: 1, quantity: 10, price: 0.01, name: 'MacBook Pro 16' }] };
      expect((await api().call('POST', API_PATHS.checkoutOrders, crafted, { as: null })).status).toBe(400);
      const unknown = await api().call('POST', API_PATHS.checkoutOrders, { ...order, items: [{ productId: 999_999, quantity: 1 }] }, { as: null });
      expect(unknown.json).toEqual({ errors: { 'items.0.productId': ['Unknown product'] } });
      const bad = await api().call('POST', API_PATHS.checkoutOrders, {
        ...order,
        items: [],
        payment: { method: 'card', cardNumber: '4242 4242 4242 4241', cardName: 'J', expiry: '01/20', cvv: '1' },
      }, { as: null });
      expect(bad.json).toEqual({ errors: { items: ['cartEmpty'], 'payment.cardNumber': ['cardNumber'], 'payment.expiry': ['cardExpiry'], 'payment.cvv': ['cvv'] } });
    });
  });
}
