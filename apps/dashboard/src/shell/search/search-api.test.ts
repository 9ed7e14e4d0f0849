import { describe, expect, it } from 'vitest';
import { parseSearchResponse } from './search-api';

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
});
