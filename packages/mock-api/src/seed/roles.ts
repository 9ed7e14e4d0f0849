// The five sample roles (the §6 permission-assignment roles), each with a permission matrix,
// and which sample user role maps to which of them.
import { emptyMatrix, type RolePermission, type RoleRecord, type RoleSubject, type UserRole } from '@atrium/api';

type Grant = Partial<Record<RoleSubject, Partial<Record<'read' | 'write' | 'create' | 'delete', boolean>>>>;

function matrix(grant: Grant, fill = false): RolePermission[] {
  return emptyMatrix(fill).map((row) => ({ ...row, ...grant[row.subject] }));
}

const all = { read: true, write: true, create: true, delete: true };

export function seedRoles(): RoleRecord[] {
  return [
    { id: 1, name: 'Administrator', permissions: matrix({}, true) },
    {
      id: 2,
      name: 'Manager',
      permissions: matrix({ Analytics: { read: true }, Invoice: all, User: { read: true, write: true }, Ecommerce: all, Email: all, Calendar: all }),
    },
    { id: 3, name: 'Users', permissions: matrix({ Email: { read: true, write: true }, Chat: all, Calendar: all, Page: { read: true } }) },
    { id: 4, name: 'Support', permissions: matrix({ Chat: all, Email: all, User: { read: true }, Ecommerce: { read: true } }) },
    { id: 5, name: 'Restricted User', permissions: matrix({ Page: { read: true } }) },
  ];
}

/** Which sample role each sample user starts in (users' own `role` is the §6 job title). */
export const SEED_ROLE_BY_USER_ROLE: Record<UserRole, number> = {
  admin: 1,
  editor: 2,
  maintainer: 2,
  author: 3,
  subscriber: 4,
  client: 5,
};
