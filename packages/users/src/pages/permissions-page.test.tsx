import { LIST_TOTAL_EXACT_LIMIT } from '@atrium/api';
import { getDb } from '@atrium/mock-api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ar from '../locales/ar.json';
import he from '../locales/he.json';
import { permissionListSearchSchema } from '../lib/search';
import { renderUsers } from '../test/render';
import { PermissionsPage } from './permissions-page';

// ar dark screenshot pass (issue 21, one role model): /apps/permissions named the administrator
// role 'مسؤول' while /apps/roles and the user list said 'مسؤول النظام', from a second label list
// of its own; and it said 'each category (basic, professional and business) includes the four
// predefined roles', which the six roles on /apps/roles contradict.
describe('@atrium/users/PermissionsPage', () => {
  it('names each role as the roles page does, and describes what a permission is', async () => {
    renderUsers(<PermissionsPage search={permissionListSearchSchema.parse({})} onSearchChange={vi.fn()} />, { language: 'ar' });
    const admins = await screen.findAllByText(ar.roleNames.administrator, undefined, { timeout: 5000 });
    expect(admins.length).toBeGreaterThan(0);
    expect(screen.queryByText('مسؤول')).toBeNull();
    expect(document.body.textContent).not.toMatch(/الأربعة|أساسية ومهنية/);
  });

  // issue 19: the nine permission names of SPEC §6 were English in every language
  it('shows the seeded permission names in the reader\'s language, and their edit buttons say so', async () => {
    renderUsers(<PermissionsPage search={permissionListSearchSchema.parse({})} onSearchChange={vi.fn()} />, { language: 'he' });
    expect(await screen.findByText(he.permissionNames.manageBillingRoles, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: `עריכת ${he.permissionNames.onlyView}` })).toBeTruthy();
    expect(screen.queryByText('Manage Billing & Roles')).toBeNull();
  });

  it('past the exact-count limit the pager says the total is at least the limit ("10,000+")', async () => {
    const permissions = getDb().permissions;
    for (let i = 0; i < LIST_TOTAL_EXACT_LIMIT; i += 1) permissions.push({ id: 1_000 + i, name: `Bulk ${i}`, assignedTo: [], createdDate: '01 Jan 2025, 9:00 AM' });
    renderUsers(<PermissionsPage search={permissionListSearchSchema.parse({})} onSearchChange={vi.fn()} />);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === '1–10 of 10,000+', undefined, { timeout: 8000 })).toBeInTheDocument();
  });
});
