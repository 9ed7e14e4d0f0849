import { describe, expect, it, vi } from 'vitest';
import { setApiConfig } from '@atrium/api/config';
import { fetchAppBarSearch, parseSearchResponse } from './search-api';

describe('@atrium/dashboard/search-api', () => {
  it('reads the contract shape (path) and the older to/url spellings', () => {
    const groups = parseSearchResponse([
      { title: 'Dashboards', category: 'dashboards', children: [{ title: 'CRM', icon: 'tabler-chart-donut', path: '/dashboards/crm' }] },
      { title: 'Apps', category: 'appsAndPages', children: [{ title: 'Chat', icon: 'tabler-message', to: '/apps/chat' }, { title: 'Mail', url: '/apps/email' }] },
    ]);
    expect(groups).toEqual([
      { title: 'Dashboards', category: 'dashboards', children: [{ title: 'CRM', icon: 'tabler-chart-donut', to: '/dashboards/crm' }] },
      { title: 'Apps', category: 'appsAndPages', children: [{ title: 'Chat', icon: 'tabler-message', to: '/apps/chat' }, { title: 'Mail', icon: '', to: '/apps/email' }] },
    ]);
  });

  it('drops malformed entries, off-site links and empty categories', () => {
    expect(parseSearchResponse(null)).toEqual([]);
    expect(parseSearchResponse({ nope: true })).toEqual([]);
    expect(
      parseSearchResponse([
        { title: 'X', children: [{ title: 'Evil', path: '//evil.example/x' }, { title: 'Abs', path: 'https://evil.example' }, { path: '/no-title' }] },
        'junk',
      ]),
    ).toEqual([]);
  });

  it('sends the session token through the app transport (the API answers 401 without it)', async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(Response.json([]));
    setApiConfig({ fetch: send, getToken: () => 'tok' });
    await fetchAppBarSearch('chat');
    const init = send.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    setApiConfig({});
  });
});
