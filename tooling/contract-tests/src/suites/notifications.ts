// The signed-in account's notifications (decision 0026): per-account rows, read/unread, read-all,
// dismiss, 404 for another account's id, 400 for a bad body, and a real event that writes one.
import { API_PATHS, buildPath, notificationSchema, notificationsResponseSchema, type NotificationsResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors } from './expect';

const itemPath = (id: number | string) => buildPath(API_PATHS.notification, { id });

export function notificationsSuite(api: GetApi): void {
  const list = async (as?: string, query = ''): Promise<NotificationsResponse> => {
    const res = await api().call('GET', `${API_PATHS.notifications}${query}`, undefined, as === undefined ? {} : { as });
    expect(res.status).toBe(200);
    return notificationsResponseSchema.parse(res.json);
  };

  /** An active user of /apps/users, their password set by the admin (an event that notifies them), signed in. */
  const signedInUser = async (password: string): Promise<{ id: number; token: string }> => {
    const c = api().client();
    const user = (await c.getUsers({ status: 'active' })).users[1];
    if (!user) throw new Error('an active user');
    await c.setUserPassword(user.id, { newPassword: password, confirmPassword: password });
    const session = await api().login({ email: user.email, password });
    return { id: user.id, token: session.accessToken };
  };

  describe('notifications', () => {
    // the password writes (people, account) write notifications too
    startsSeeded(api, ['notifications', 'people', 'account']);

    it('the demo admin has the seeded ones, newest first, with the unread count; the client starts empty; paging', async () => {
      const admin = await list();
      expect(admin.total).toBeGreaterThanOrEqual(4);
      expect(admin.unread).toBe(admin.notifications.filter((n) => !n.read).length);
      const times = admin.notifications.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const n of admin.notifications) expect(n.link === undefined || n.link.startsWith('/')).toBe(true);
      expect(await list('client')).toEqual({ notifications: [], total: 0, unread: 0 });
      const paged = await list(undefined, '?page=2&limit=2');
      expect(paged.notifications.map((n) => n.id)).toEqual(admin.notifications.slice(2, 4).map((n) => n.id));
      expect(paged.total).toBe(admin.total);
      expect((await api().call('GET', API_PATHS.notifications, undefined, { as: null })).status).toBe(401);
    });

    it('PUT marks one read and unread, moving the count; read-all clears it; DELETE dismisses (then 404)', async () => {
      const c = api().client();
      const before = await list();
      const unread = before.notifications.find((n) => !n.read);
      if (!unread) throw new Error('the admin has an unread notification');
      expect(notificationSchema.parse(await c.setNotificationRead(unread.id, true))).toEqual({ ...unread, read: true });
      expect((await list()).unread).toBe(before.unread - 1);
      expect((await c.setNotificationRead(unread.id, false)).read).toBe(false);
      expect((await list()).unread).toBe(before.unread);
      expect(await c.markAllNotificationsRead()).toEqual({ updated: before.unread });
      expect((await list()).unread).toBe(0);
      expect(await c.markAllNotificationsRead()).toEqual({ updated: 0 });
      expect((await api().call('DELETE', itemPath(unread.id))).status).toBe(204);
      expect((await api().call('DELETE', itemPath(unread.id))).status).toBe(404);
      const after = await list();
      expect(after.total).toBe(before.total - 1);
      expect(after.notifications.some((n) => n.id === unread.id)).toBe(false);
    });

    it('a bad body is 400 with field errors and changes nothing; an unknown id is 404', async () => {
      const before = await list(undefined, '?limit=50');
      const [own] = before.notifications;
      if (!own) throw new Error('the admin has notifications');
      expectFieldErrors(await api().call('PUT', itemPath(own.id), { read: 'yes' }), ['read']);
      expectFieldErrors(await api().call('PUT', itemPath(own.id), {}), ['read']);
      expect((await api().call('PUT', itemPath(own.id), { read: true, extra: 1 })).status).toBe(400);
      expect((await api().call('PUT', itemPath(own.id), undefined, { rawBody: '{"read":' })).status).toBe(400);
      expect(await list(undefined, '?limit=50')).toEqual(before);
      for (const id of [999_999, 'abc']) {
        expect((await api().call('PUT', itemPath(id), { read: true })).status).toBe(404);
        expect((await api().call('DELETE', itemPath(id))).status).toBe(404);
      }
    });

    it('an administrator setting a user\'s password notifies that user only; each account reaches only its own (404 for another\'s)', async () => {
      const adminBefore = await list(undefined, '?limit=50');
      const user = await signedInUser('Notified-7x');
      const mine = await list(user.token);
      expect(mine.notifications.map((n) => n.kind)).toEqual(['passwordReset']);
      expect(mine.unread).toBe(1);
      expect(await list(undefined, '?limit=50')).toEqual(adminBefore);
      const theirs = mine.notifications[0]?.id ?? 0;
      const admins = adminBefore.notifications[0]?.id ?? 0;
      expect((await api().call('PUT', itemPath(theirs), { read: true })).status).toBe(404);
      expect((await api().call('DELETE', itemPath(theirs))).status).toBe(404);
      expect((await api().call('PUT', itemPath(admins), { read: true }, { as: user.token })).status).toBe(404);
      expect((await api().call('DELETE', itemPath(admins), undefined, { as: user.token })).status).toBe(404);
      expect((await api().call('POST', API_PATHS.notificationsReadAll, undefined, { as: user.token })).json).toEqual({ updated: 1 });
      expect(await list(undefined, '?limit=50')).toEqual(adminBefore);
    });

    it('changing your own password writes passwordChanged on your bell (a refused change writes nothing)', async () => {
      const user = await signedInUser('Notified-8x');
      const before = await list(user.token);
      const wrong = await api().call('POST', API_PATHS.accountPassword, { currentPassword: 'nope', newPassword: 'N3w!Notified', confirmPassword: 'N3w!Notified' }, { as: user.token });
      expect(wrong.status).toBe(400);
      expect((await list(user.token)).total).toBe(before.total);
      const changed = await api().call('POST', API_PATHS.accountPassword, { currentPassword: 'Notified-8x', newPassword: 'N3w!Notified', confirmPassword: 'N3w!Notified' }, { as: user.token });
      expect(changed.status).toBe(200);
      const after = await list(user.token);
      expect(after.total).toBe(before.total + 1);
      expect(after.notifications[0]).toMatchObject({ kind: 'passwordChanged', read: false, link: '/pages/account-settings/security' });
    });
  });

  describe('notifications written by events for the administrators', () => {
    startsSeeded(api, ['notifications', 'people', 'invoice']);

    it('a registration writes userJoined and the payment that clears an invoice writes invoicePaid, on the admin\'s bell only', async () => {
      const before = await list(undefined, '?limit=50');
      const registered = await api().call('POST', API_PATHS.register, { username: 'Noor Haddad', email: 'noor.haddad@example.com', password: 'joined-4ever' }, { as: null });
      expect(registered.status).toBe(201);
      const userId = (registered.json as { id: number }).id;
      const joined = await list(undefined, '?limit=50');
      expect(joined.total).toBe(before.total + 1);
      expect(joined.unread).toBe(before.unread + 1);
      expect(joined.notifications[0]).toMatchObject({ kind: 'userJoined', params: { name: 'Noor Haddad' }, link: `/apps/user/view/${userId}`, read: false });
      // the new account's own bell starts empty
      const session = await api().login({ email: 'noor.haddad@example.com', password: 'joined-4ever' });
      expect((await list(session.accessToken)).total).toBe(0);

      const c = api().client();
      const open = (await c.getInvoices({ itemsPerPage: 100 })).invoices.find((i) => i.invoiceStatus !== 'Paid' && i.balance > 0);
      if (!open) throw new Error('an unpaid invoice');
      const pay = (amount: number) => api().call('POST', buildPath(API_PATHS.invoicePayments, { id: open.id }), { amountMinor: amount, date: '2025-06-02', method: 'Cash', note: '' });
      const balanceMinor = Math.round(open.balance * 100);
      // a part payment tells no one
      if (balanceMinor > 1) {
        expect((await pay(1)).status).toBe(201);
        expect((await list(undefined, '?limit=50')).total).toBe(joined.total);
      }
      expect((await pay(Math.max(1, balanceMinor - 1))).status).toBe(201);
      const paid = await list(undefined, '?limit=50');
      expect(paid.total).toBe(joined.total + 1);
      const client = open.client.company || open.client.name;
      expect(paid.notifications[0]).toMatchObject({ kind: 'invoicePaid', params: { invoice: open.id, client }, link: `/apps/invoice/preview/${open.id}`, read: false });
      // an overpayment of a paid invoice is a credit, not a second "paid"
      expect((await pay(100)).status).toBe(201);
      expect((await list(undefined, '?limit=50')).total).toBe(paid.total);
    });
  });
}
