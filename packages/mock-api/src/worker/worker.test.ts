// The page ⇄ worker transport, with a MessageChannel standing in for the Worker: requests are
// answered by the real handlers, unhandled ones go to the network, writes come back to the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightsNow, setInsightsClock } from '../insights/clock';
import { resetDemoData } from '../store/store';
import { createWorkerFetch } from './page';
import { serveMockApi } from './serve';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
  key = (index: number) => [...this.map.keys()][index] ?? null;
  get length() {
    return this.map.size;
  }
}

function connect(storage: MemoryStorage) {
  const channel = new MessageChannel();
  channel.port1.start();
  channel.port2.start();
  const insightsLoaded = vi.fn();
  serveMockApi(channel.port1, {
    insights: () => {
      insightsLoaded();
      return import('./insights');
    },
    all: () => import('./full'),
  });
  const fetch = createWorkerFetch(channel.port2 as unknown as Worker, { storage, storageKey: 'test.db', handles: (url) => url.pathname.startsWith('/api/') });
  return { fetch, insightsLoaded, close: () => channel.port1.close() };
}

afterEach(() => {
  resetDemoData();
  setInsightsClock(null);
});

describe('@atrium/mock-api/worker', () => {
  it('answers an API call from the handlers and writes the demo database back to the page', async () => {
    const storage = new MemoryStorage();
    const { fetch, close } = connect(storage);
    const login = await fetch('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(login.status).toBe(201);
    const body = (await login.json()) as { accessToken?: string };
    expect(typeof body.accessToken).toBe('string');
    close();
  });

  it('loads the store-analytics handlers at start and sends what it does not handle to the network', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('from the network', { status: 200 }));
    const { fetch, insightsLoaded, close } = connect(new MemoryStorage());
    const res = await fetch('http://localhost/api/no-such-endpoint');
    expect(await res.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
    expect(insightsLoaded).toHaveBeenCalled();
    close();
  });

  it('lets a signed-in page read store analytics before any back-office request (regression: 401)', async () => {
    const storage = new MemoryStorage();
    const session = { userId: 1, principal: 'login', rules: [{ action: 'manage', subject: 'all' }], expiresAt: Date.now() + 3_600_000 };
    storage.setItem('test.db.sessions', JSON.stringify({ 'page-token': session }));
    const { fetch, close } = connect(storage);
    const res = await fetch('http://localhost/api/insights/branches', { headers: { Authorization: 'Bearer page-token' } });
    expect(res.status).toBe(200);
    const anonymous = await fetch('http://localhost/api/insights/branches');
    expect(anonymous.status).toBe(401);
    close();
  });

  it("keeps the page's clock when the page's was set (a test's pinned clock reaches the mock), and the real one otherwise", async () => {
    const pinned = Date.parse('2026-11-26T23:43:00Z') - 86_400_000 * 30;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(pinned);
    const pinnedPage = connect(new MemoryStorage());
    clock.mockRestore();
    // the insights module is configured once the worker has read the page's init message
    await pinnedPage.fetch('http://localhost/api/insights/branches');
    expect(Math.abs(insightsNow() - pinned)).toBeLessThan(60_000);
    pinnedPage.close();

    setInsightsClock(null);
    const realPage = connect(new MemoryStorage());
    await realPage.fetch('http://localhost/api/insights/branches');
    expect(Math.abs(insightsNow() - Date.now())).toBeLessThan(60_000);
    realPage.close();
  });

  it('rejects with AbortError when the caller aborts', async () => {
    const { fetch, close } = connect(new MemoryStorage());
    const controller = new AbortController();
    controller.abort();
    await expect(fetch('http://localhost/api/auth/login', { method: 'POST', body: '{}', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    close();
  });

  // security review #5 (issue 22): the token left Web Storage for an HttpOnly cookie; in the demo
  // build the page's worker fetch keeps that cookie where the page's code cannot read it
  describe('session cookie jar', () => {
    const signIn = (fetch: typeof globalThis.fetch) =>
      fetch('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Atrium-CSRF': '1' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      });

    it('keeps the login cookie private and sends it with later calls, in this tab and the next', async () => {
      const storage = new MemoryStorage();
      const tab = connect(storage);
      const login = await signIn(tab.fetch);
      expect(login.status).toBe(201);
      expect(login.headers.get('set-cookie')).toBeNull();
      const { accessToken } = (await login.json()) as { accessToken: string };
      // persisted under the mock's prefix for reloads and other tabs, never in a page-visible cookie
      expect(storage.getItem('test.db.cookies')).toContain(accessToken);
      expect((await tab.fetch('http://localhost/api/apps/invoice')).status).toBe(200);
      const other = connect(storage);
      expect((await other.fetch('http://localhost/api/apps/invoice')).status).toBe(200);
      expect((await tab.fetch('http://localhost/api/apps/invoice', { credentials: 'omit' })).status).toBe(401);
      tab.close();
      other.close();
    });

    it('refuses a write on the cookie without X-Atrium-CSRF; logout clears the jar everywhere', async () => {
      const storage = new MemoryStorage();
      const tab = connect(storage);
      await signIn(tab.fetch);
      expect((await tab.fetch('http://localhost/api/apps/invoice/5001', { method: 'DELETE' })).status).toBe(403);
      expect((await tab.fetch('http://localhost/api/apps/invoice/5001')).status).toBe(200);
      expect((await tab.fetch('http://localhost/api/auth/logout', { method: 'POST', headers: { 'X-Atrium-CSRF': '1' } })).status).toBe(204);
      expect(storage.getItem('test.db.cookies')).toBeNull();
      expect((await tab.fetch('http://localhost/api/apps/invoice')).status).toBe(401);
      tab.close();
    });
  });
});
