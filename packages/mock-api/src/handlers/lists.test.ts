// Logistics, permissions and analytics projects: read-only paged lists.
import { describe, expect, it } from 'vitest';
import { call, client, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/logistics (HTTP)', () => {
  it('GET vehicles: 25, paged, as vehicles and totalVehicles', async () => {
    const res = await client.getVehicles({ itemsPerPage: 5, page: 5 });
    expect(res.totalVehicles).toBe(25);
    expect(res.vehicles.map((v) => v.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('sorts by progress, startRoute and endRoute', async () => {
    const progress = (await client.getVehicles({ sortBy: 'progress', orderBy: 'desc', itemsPerPage: 100 })).vehicles.map((v) => v.progress);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    const start = (await client.getVehicles({ sortBy: 'startRoute', itemsPerPage: 100 })).vehicles.map((v) => v.startCity);
    expect(start).toEqual([...start].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });
});

describe('@atrium/mock-api/permissions (HTTP)', () => {
  it('GET: the 9 permissions, newest first', async () => {
    const res = await client.getPermissions({ itemsPerPage: 100 });
    expect(res.totalPermissions).toBe(9);
    expect(res.permissions[0]?.id).toBe(9);
  });

  it('q matches name, created date, or the start of a role', async () => {
    expect((await client.getPermissions({ q: 'billing' })).permissions.map((p) => p.name)).toEqual(['Manage Billing & Roles']);
    const admins = await client.getPermissions({ q: 'ADMIN', itemsPerPage: 100 });
    expect(admins.permissions.every((p) => p.name.toLowerCase().includes('admin') || p.assignedTo.some((r) => r.startsWith('admin')))).toBe(true);
    expect(admins.permissions.map((p) => p.name)).toContain('Management');
    // a role matches by prefix only: "ministrator" is inside "administrator" but not its start
    expect((await client.getPermissions({ q: 'ministrator' })).totalPermissions).toBe(0);
    const [first] = (await client.getPermissions()).permissions;
    const year = first?.createdDate.slice(7, 11) ?? '';
    expect((await client.getPermissions({ q: year, itemsPerPage: 100 })).permissions.map((p) => p.id)).toContain(first?.id);
  });

  it('sorts by name', async () => {
    const names = (await client.getPermissions({ sortBy: 'name', orderBy: 'desc', itemsPerPage: 100 })).permissions.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
  });
});

describe('@atrium/mock-api/dashboard (HTTP)', () => {
  it('GET analytics projects: 7, with totalPages, totalProjects and page', async () => {
    const res = await client.getAnalyticsProjects({ itemsPerPage: 5 });
    expect(res).toMatchObject({ totalProjects: 7, totalPages: 2, page: 1 });
    expect(res.projects).toHaveLength(5);
  });

  it('a page beyond the last reports page 1 (§9)', async () => {
    const res = await client.getAnalyticsProjects({ itemsPerPage: 5, page: 9 });
    expect(res.page).toBe(1);
    expect(res.projects).toHaveLength(5);
  });

  it('q and sortBy (project, leader, progress)', async () => {
    const q = await client.getAnalyticsProjects({ q: 'figma' });
    expect(q.projects.map((p) => p.name)).toEqual(['Figma Dashboards']);
    const progress = (await client.getAnalyticsProjects({ sortBy: 'progress' })).projects.map((p) => p.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const names = (await client.getAnalyticsProjects({ sortBy: 'project' })).projects.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
  });
});

describe('@atrium/mock-api paging and sorting edge cases (HTTP)', () => {
  it('absurd paging falls back to the defaults or clamps, never 5xx', async () => {
    for (const query of ['page=-1', 'page=0', 'page=abc', 'page=1e99', 'itemsPerPage=0', 'itemsPerPage=-5', 'itemsPerPage=1.5', `page=${'9'.repeat(400)}`]) {
      const res = await call('GET', `/api/apps/ecommerce/products?${query}`);
      expect(res.status).toBe(200);
      const body = res.json as { products: unknown[] };
      expect(body.products).toHaveLength(10);
    }
    const huge = await client.getProducts({ itemsPerPage: 1_000_000 });
    expect(huge.products).toHaveLength(50);
    const clamped = await call('GET', '/api/apps/ecommerce/orders?itemsPerPage=100000');
    expect((clamped.json as { orders: unknown[] }).orders).toHaveLength(100);
  });

  it('an unknown sort key is ignored: the list keeps its newest-first order', async () => {
    const plain = await call('GET', '/api/apps/ecommerce/products');
    const unknown = await call('GET', '/api/apps/ecommerce/products?sortBy=__proto__&orderBy=sideways');
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(plain.json);
  });

  it('very long and unicode queries answer 200', async () => {
    for (const q of ['x'.repeat(20_000), 'שלום', 'مرحبا', '😀🚀', '%', '\u0000', '[]{}()*+?.\\^$|']) {
      const res = await call('GET', `/api/apps/users?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
  });
});
