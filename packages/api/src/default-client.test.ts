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
