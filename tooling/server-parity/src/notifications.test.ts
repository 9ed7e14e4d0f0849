// Notifications on their table (decision 0026): each account's own, answered as the mock answers
// over the same seed, written by the events (a password change, an administrator's reset) in
// their transaction, and the list served by its indexes in one statement.
import { type AccountRef } from '@atrium/domain';
import { createSeed } from '@atrium/fixtures';
import { API_PATHS, buildPath } from '@atrium/api';
import { dismissNotification as mockDismiss, listNotifications as mockList, markAllNotificationsRead as mockReadAll, setNotificationRead as mockSetRead } from '@atrium/mock-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtriumServer } from '@atrium/server';
import { call, login, SEED_NOW, startTestServer } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;
const ADMIN: AccountRef = { principal: 'login', userId: 1 };
const itemPath = (id: number | string) => buildPath(API_PATHS.notification, { id });

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

describe('the same answers as the mock', () => {
  it('the admin\'s pages, a read, an unread, read-all and a dismissal answer what the mock answers over the same seed', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const query of ['', '?page=2&limit=3', '?limit=1', '?page=abc&limit=-1', '?limit=500', '?page=9']) {
      const res = await call(server, 'GET', `${API_PATHS.notifications}${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      const { searchParams } = new URL(`http://x/${query}`);
      const page = Number(searchParams.get('page')) >= 1 ? Number(searchParams.get('page')) : 1;
      const raw = Number(searchParams.get('limit'));
      const limit = raw >= 1 ? Math.min(raw, 50) : 10;
      expect(res.text, query).toBe(JSON.stringify(mockList(seed, ADMIN, { page, limit })));
    }
    const [first, second] = mockList(seed, ADMIN, { page: 1, limit: 10 }).notifications;
    if (!first || !second) throw new Error('the seed gives the admin notifications');
    for (const [id, read] of [[first.id, true], [first.id, false], [second.id, !second.read]] as const) {
      const res = await call(server, 'PUT', itemPath(id), { token: admin, body: { read } });
      expect(res.status).toBe(200);
      const mock = mockSetRead(seed, ADMIN, id, { read });
      if (!mock.ok) throw new Error('the mock refused');
      expect(res.text).toBe(JSON.stringify(mock.value));
    }
    const all = await call(server, 'POST', API_PATHS.notificationsReadAll, { token: admin });
    expect(all.status).toBe(200);
    expect(all.text).toBe(JSON.stringify(mockReadAll(seed, ADMIN)));
    expect((await call(server, 'DELETE', itemPath(first.id), { token: admin })).status).toBe(204);
    mockDismiss(seed, ADMIN, first.id);
    expect((await call(server, 'GET', API_PATHS.notifications, { token: admin })).text).toBe(JSON.stringify(mockList(seed, ADMIN, { page: 1, limit: 10 })));
    await server.resetData();
    admin = await login(server, 'admin@demo.com', 'admin');
  }, 120_000);
});
