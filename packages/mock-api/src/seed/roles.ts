// The roles of /apps/roles: SPEC §6's permission-assignment roles plus the client's, each with a
// permission matrix. They are the only roles there are: sample users hold them (the spec's user
// roles are aliases of them, see SPEC_ROLE_ALIASES) and the demo logins sign in with them.
import { emptyMatrix, type RolePermission, type RoleRecord, type RoleSubject } from '@atrium/api';

type Grant = Partial<Record<RoleSubject, Partial<Record<'read' | 'write' | 'create' | 'delete', boolean>>>>;

function matrix(grant: Grant, fill = false): RolePermission[] {
  return emptyMatrix(fill)
    .map((row) => ({ ...row, ...grant[row.subject] }))
    .filter((row) => row.read || row.write || row.create || row.delete);
}

const all = { read: true, write: true, create: true, delete: true };

export function seedRoles(): RoleRecord[] {
  const seeded: Array<Omit<RoleRecord, 'version'>> = [
    { id: 1, slug: 'administrator', name: 'Administrator', permissions: matrix({}, true) },
    {
      id: 2,
      slug: 'manager',
      name: 'Manager',
      permissions: matrix({ Analytics: { read: true }, Insights: { read: true }, Invoice: all, User: { read: true, write: true }, Ecommerce: all, Email: all, Calendar: all }),
    },
    { id: 3, slug: 'users', name: 'Users', permissions: matrix({ Email: { read: true, write: true }, Chat: all, Calendar: all, Pages: { read: true } }) },
    { id: 4, slug: 'support', name: 'Support', permissions: matrix({ Chat: all, Email: all, User: { read: true }, Ecommerce: { read: true } }) },
    { id: 5, slug: 'restricted-user', name: 'Restricted User', permissions: matrix({ Pages: { read: true } }) },
    // SPEC §6's client: read on the access-control page only, which every account has anyway
    { id: 6, slug: 'client', name: 'Client', permissions: [] },
  ];
  return seeded.map((role) => ({ ...role, version: 1 }));
}
