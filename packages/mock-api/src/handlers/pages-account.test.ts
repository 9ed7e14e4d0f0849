import type { CheckoutOrderBody } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, tokenFor, useMockServer } from '../test/server';

useMockServer();

const order: CheckoutOrderBody = {
  items: [
    { productId: 1, quantity: 1 },
    { productId: 2, quantity: 2 },
  ],
  address: { fullName: 'John Doe', phone: '+1 555 123 4567', address: '1 Main St', city: 'New York', zipCode: '10001', country: 'USA', delivery: 'express' },
  payment: { method: 'card', cardNumber: '4242 4242 4242 4242', cardName: 'John Doe', expiry: '12/39', cvv: '123' },
};

describe('@atrium/mock-api/pages account settings (HTTP)', () => {
  it('GET answers the seeded settings; PUT replaces a section and keeps the others', async () => {
    const before = await client.getAccountSettings();
    expect(before.profile.email).toBe('admin@demo.com');
    const saved = await client.updateAccountSettings({ profile: { ...before.profile, firstName: 'Jane' } });
    expect(saved.profile.firstName).toBe('Jane');
    expect(saved.billing).toEqual(before.billing);
    expect((await client.getAccountSettings()).profile.firstName).toBe('Jane');
  });

  it('PUT with a bad email or an unknown section answers 400 with field codes and changes nothing', async () => {
    const before = snapshotDb();
    const settings = await client.getAccountSettings();
    const bad = await call('PUT', '/api/pages/account-settings', { profile: { ...settings.profile, email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ errors: { 'profile.email': ['email'] } });
    expect((await call('PUT', '/api/pages/account-settings', { security: settings.security })).status).toBe(400);
    expect((await call('PUT', '/api/pages/account-settings', undefined, { rawBody: '{' })).status).toBe(400);
    expect(snapshotDb()).toBe(before);
  });

  it('password change: strength rules, matching confirmation, the current password checked', async () => {
    const weak = await call('POST', '/api/pages/account-settings/password', { currentPassword: 'admin', newPassword: 'abc', confirmPassword: 'abc' });
    expect(weak.status).toBe(400);
    expect((weak.json as { errors: Record<string, string[]> }).errors.newPassword).toEqual(['passwordLength', 'passwordUpper', 'passwordDigit', 'passwordSymbol']);
    const mismatch = await call('POST', '/api/pages/account-settings/password', { currentPassword: 'admin', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pas' });
    expect(mismatch.json).toEqual({ errors: { confirmPassword: ['passwordMismatch'] } });
    const wrong = await call('POST', '/api/pages/account-settings/password', { currentPassword: 'nope', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' });
    expect(wrong.json).toEqual({ errors: { currentPassword: ['passwordWrong'] } });
    const done = await client.changeAccountPassword({ currentPassword: 'admin', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' });
    expect(done.security.passwordChangedAt).not.toBeNull();
    // the password admin@demo.com signs in with, not one apart from it
    expect(getDb().loginUsers.find((u) => u.email === 'admin@demo.com')?.password).toBe('Str0ng!pass');
  });

  it('a new password is the one the next sign-in needs, and signs the other sessions out', async () => {
    const signIn = (password: string) => call('POST', '/api/auth/login', { email: 'client@demo.com', password }, { token: null });
    const first = (await signIn('client')).json as { accessToken: string };
    const second = (await signIn('client')).json as { accessToken: string };
    const changed = await call('POST', '/api/pages/account-settings/password', { currentPassword: 'client', newPassword: 'N3w!client', confirmPassword: 'N3w!client' }, { token: first.accessToken });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/pages/account-settings', undefined, { token: first.accessToken })).status).toBe(200);
    expect((await call('GET', '/api/pages/account-settings', undefined, { token: second.accessToken })).status).toBe(401);
    expect((await signIn('client')).status).toBe(400);
    expect((await signIn('N3w!client')).status).toBe(201);
  });

  it('settings belong to their account: a client opens and changes their own, the admin keeps theirs', async () => {
    const clientToken = tokenFor('client');
    const own = await call('GET', '/api/pages/account-settings', undefined, { token: clientToken });
    expect(own.status).toBe(200);
    const mine = own.json as { profile: { email: string; firstName: string } };
    expect(mine.profile.email).toBe('client@demo.com');
    const saved = await call('PUT', '/api/pages/account-settings', { profile: { ...mine.profile, firstName: 'Janet' } }, { token: clientToken });
    expect(saved.json).toMatchObject({ profile: { firstName: 'Janet' } });
    const admin = await client.getAccountSettings();
    expect(admin.profile.email).toBe('admin@demo.com');
    expect(admin.profile.firstName).not.toBe('Janet');
  });

  it('two-factor: setup secret, enable by SMS with a 6-digit code (phone masked), disable', async () => {
    expect((await client.getTwoFactorSetup()).otpauthUrl).toContain('otpauth://totp/');
    expect((await call('POST', '/api/pages/account-settings/two-factor', { action: 'enable', method: 'app', code: '12a456' })).status).toBe(400);
    expect((await call('POST', '/api/pages/account-settings/two-factor', { action: 'enable', method: 'sms', code: '123456' })).json).toEqual({ errors: { phone: ['phone'] } });
    const on = await client.setTwoFactor({ action: 'enable', method: 'sms', phone: '+1 202 555 0188', code: '123456' });
    expect(on.security).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: 'sms', twoFactorPhone: '•••• 0188' });
    const off = await client.setTwoFactor({ action: 'disable' });
    expect(off.security).toMatchObject({ twoFactorEnabled: false, twoFactorMethod: null });
  });

  it('deactivate needs an explicit confirmation', async () => {
    expect((await call('POST', '/api/pages/account-settings/deactivate', { confirm: false })).status).toBe(400);
    expect((await client.deactivateAccount({ confirm: true })).deactivatedAt).not.toBeNull();
  });
});

describe('@atrium/mock-api/pages contact and checkout (HTTP)', () => {
  it('contact: 201 with an id; a short message is a 400 with the messageLength code', async () => {
    const sent = await call('POST', '/api/pages/contact', { name: 'Ann', email: 'ann@example.com', message: 'Hello there, please call me.' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ id: 1 });
    const bad = await call('POST', '/api/pages/contact', { name: '', email: 'ann@example.com', message: 'short' });
    expect(bad.json).toEqual({ errors: { name: ['required'], message: ['messageLength'] } });
  });

  const catalogue = (id: number) => {
    const product = getDb().products.find((p) => p.id === id);
    if (!product) throw new Error(`seed has product ${id}`);
    return { name: product.productName, price: Number(product.price.replace(/[$,]/g, '')) };
  };
  const round2 = (n: number) => Math.round(n * 100) / 100;

  it('checkout: totals computed on the server from the catalogue, only the last 4 card digits kept', async () => {
    const placed = await client.placeCheckoutOrder(order);
    const subtotal = round2(catalogue(1).price + 2 * catalogue(2).price);
    expect(placed).toMatchObject({ subtotal, deliveryFee: 10, total: round2(subtotal + 10), cardLast4: '4242' });
    expect(placed.lines.map((l) => l.name)).toEqual([catalogue(1).name, catalogue(2).name]);
    expect(JSON.stringify(getDb().checkoutOrders)).not.toContain('4242 4242');
  });

  it('checkout (security review): a crafted body with price 0.01 is charged the catalogue price', async () => {
    const crafted = { ...order, items: [{ productId: 1, quantity: 10, price: 0.01, name: 'MacBook Pro 16' }] };
    const rejected = await call('POST', '/api/pages/checkout', crafted, { token: null });
    // price and name are not the client's to send: the strict body refuses them outright
    expect(rejected.status).toBe(400);
    const placed = await call('POST', '/api/pages/checkout', { ...order, items: [{ productId: 1, quantity: 10 }] }, { token: null });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ subtotal: round2(10 * catalogue(1).price), lines: [{ productId: 1, name: catalogue(1).name, unitPrice: catalogue(1).price }] });
    expect(catalogue(1).price).toBeGreaterThan(0.01);
    const unknown = await call('POST', '/api/pages/checkout', { ...order, items: [{ productId: 999_999, quantity: 1 }] });
    expect(unknown.json).toEqual({ errors: { 'items.0.productId': ['Unknown product'] } });
  });

  it('checkout: a bad card (Luhn), past expiry and empty cart are 400s', async () => {
    const bad = await call('POST', '/api/pages/checkout', {
      ...order,
      items: [],
      payment: { method: 'card', cardNumber: '4242 4242 4242 4241', cardName: 'J', expiry: '01/20', cvv: '1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ errors: { items: ['cartEmpty'], 'payment.cardNumber': ['cardNumber'], 'payment.expiry': ['cardExpiry'], 'payment.cvv': ['cvv'] } });
  });
});
