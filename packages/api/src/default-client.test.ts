import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, getApiClient } from './default-client';

describe('@atrium/api/default-client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the configured base URL and token for every call', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ header: null }), { status: 500 })));
    configureApiClient({ baseUrl: 'http://api.test', getToken: () => 'tkn', fetch: fetchMock });
    await expect(getApiClient().getProfileHeader()).rejects.toMatchObject({ status: 500 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/pages/profile/header');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tkn');
  });
});

// security review #5 (issue 22): the bearer token lived in localStorage, where any script on the
// page could read it, and the default client sent it from there
describe('@atrium/api/default-client without a configured token', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends no Authorization header from storage; the session cookie goes with the call', async () => {
    const stored = new Map([['accessToken', 'stolen-if-read']]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) };
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('sessionStorage', storage);
    const fetchMock = vi.fn(() => Promise.resolve(new Response('[]', { status: 200 })));
    configureApiClient({ fetch: fetchMock });
    await getApiClient().getFaq();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    expect(init.credentials).toBe('same-origin');
  });
});
