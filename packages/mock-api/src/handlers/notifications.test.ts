import { notificationSchema, notificationsResponseSchema, type Notification, type NotificationsResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@atrium/fixtures';
import { orderInstant } from '@atrium/fixtures';
import { issueSession } from '../store/sessions';
import { getDb } from '../store/store';
import { call, client, snapshotDb, tokenFor, useMockServer } from '../test/server';

useMockServer();

const list = async (token = tokenFor('admin'), query = '') => {
  const res = await call('GET', `/api/notifications${query}`, undefined, { token });
  expect(res.status).toBe(200);
  return notificationsResponseSchema.parse(res.json);
};

/** A session of an active sample user (an account of /apps/users). */
function userSession(): { id: number; token: string } {
  const user = getDb().users.find((u) => u.status === 'active');
  if (!user) throw new Error('seed has an active user');
  return { id: user.id, token: issueSession(user.id, [], { principal: 'user' }).token };
}

describe('@atrium/mock-api/notifications (HTTP)', () => {
  it('the seed gives the demo admin its notifications, newest first, none after the seed clock; others start empty', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const seeded = createSeed({ now }).notificationsByAccount['login:1'] ?? [];
    expect(seeded.map((n) => n.kind).sort()).toEqual(['anomalyFlagged', 'invoicePaid', 'orderPlaced', 'userJoined']);
    for (const n of seeded) {
      expect(notificationSchema.parse(n)).toEqual(n);
      expect(Date.parse(n.createdAt)).toBeLessThanOrEqual(now.getTime());
    }
    const order = createSeed({ now }).orders.find((o) => seeded.some((n) => n.kind === 'orderPlaced' && n.params.order === o.order));
    expect(order && orderInstant(order).toISOString()).toBe(seeded.find((n) => n.kind === 'orderPlaced')?.createdAt);

    const admin = await list();
    expect(admin.total).toBe(4);
    expect(admin.unread).toBe(admin.notifications.filter((n) => !n.read).length);
    const times = admin.notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await list(tokenFor('client'))).toEqual({ notifications: [], total: 0, unread: 0 });
  });

  it('pages with page and limit; junk falls back to the defaults, a large limit is clamped', async () => {
    const all = await list();
    const second = await list(tokenFor('admin'), '?page=2&limit=3');
    expect(second.notifications.map((n) => n.id)).toEqual(all.notifications.slice(3).map((n) => n.id));
    expect(second.total).toBe(all.total);
    expect((await list(tokenFor('admin'), '?page=abc&limit=-4')).notifications).toEqual(all.notifications);
    expect((await list(tokenFor('admin'), '?limit=100000')).notifications).toHaveLength(all.total);
  });

  it('PUT marks one read or unread and moves the count; bad bodies are 400 with field errors; another account\'s id is 404', async () => {
    const before = await list();
    const target = before.notifications.find((n) => !n.read) as Notification;
    const read = await client.setNotificationRead(target.id, true);
    expect(read).toEqual({ ...target, read: true });
    expect((await list()).unread).toBe(before.unread - 1);
    expect((await client.setNotificationRead(target.id, false)).read).toBe(false);
    const snapshot = snapshotDb();
    const bad = await call('PUT', `/api/notifications/${target.id}`, { read: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.json as { errors: Record<string, string[]> }).errors)).toEqual(['read']);
    expect((await call('PUT', `/api/notifications/${target.id}`, { read: true, extra: 1 })).status).toBe(400);
    expect((await call('PUT', `/api/notifications/${target.id}`, undefined, { rawBody: '{"read":' })).status).toBe(400);
    expect(snapshotDb()).toBe(snapshot);
    for (const id of [target.id, 9999, 'abc']) {
      const res = await call('PUT', `/api/notifications/${id}`, { read: true }, { token: tokenFor('client') });
      expect(res.status).toBe(404);
    }
    expect((await call('DELETE', `/api/notifications/${target.id}`, undefined, { token: tokenFor('client') })).status).toBe(404);
    expect(snapshotDb()).toBe(snapshot);
    expect((await call('GET', '/api/notifications', undefined, { token: null })).status).toBe(401);
  });

  it('read-all marks only the account\'s own; DELETE dismisses one (204, then 404)', async () => {
    const user = userSession();
    await call('PUT', `/api/apps/users/${user.id}/password`, { newPassword: 'secret123', confirmPassword: 'secret123' });
    const before = await list();
    expect(await client.markAllNotificationsRead()).toEqual({ updated: before.unread });
    expect((await list()).unread).toBe(0);
    expect((await list(user.token)).unread).toBe(1);
    const first = before.notifications[0] as Notification;
    expect((await call('DELETE', `/api/notifications/${first.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/notifications/${first.id}`)).status).toBe(404);
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(after.notifications.some((n) => n.id === first.id)).toBe(false);
  });

  it('an administrator setting a user\'s password writes a passwordReset for that user; changing your own writes passwordChanged', async () => {
    const user = userSession();
    expect((await list(user.token)).total).toBe(0);
    const admin: NotificationsResponse = await list();
    const res = await call('PUT', `/api/apps/users/${user.id}/password`, { newPassword: 'secret123', confirmPassword: 'secret123' });
    expect(res.status).toBe(204);
    const mine = await list(user.token);
    expect(mine.notifications).toEqual([expect.objectContaining({ kind: 'passwordReset', read: false, link: '/pages/account-settings/security' })]);
    expect(mine.unread).toBe(1);
    // a refused change writes nothing
    await call('PUT', `/api/apps/users/${user.id}/password`, { newPassword: 'secret123', confirmPassword: 'nope' });
    expect((await list(user.token)).total).toBe(1);
    expect((await list()).total).toBe(admin.total);
    const token = tokenFor('client');
    const wrong = await call('POST', '/api/pages/account-settings/password', { currentPassword: 'nope', newPassword: 'N3w!client', confirmPassword: 'N3w!client' }, { token });
    expect(wrong.status).toBe(400);
    expect((await list(token)).total).toBe(0);
    const changed = await call('POST', '/api/pages/account-settings/password', { currentPassword: 'client', newPassword: 'N3w!client', confirmPassword: 'N3w!client' }, { token });
    expect(changed.status).toBe(200);
    expect((await list(token)).notifications.map((n) => n.kind)).toEqual(['passwordChanged']);
  });
});
