// An empty database's roles and permissions: the seed's written into their tables (decision 0024),
// as migrations/*_roles_from_documents.sql moves an existing database's. Ids are the seed's; the
// identity sequences then continue after the highest. Roles go in before the users who hold them
// (the foreign key `users.role`), and are cleared after them.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { permissionRoles, permissions, rolePermissions, roles } from '../db/roles';
import type { Executor } from '../db/executor';

/** The seed without what the roles tables hold: `roles` stays, empty, as the version row the role writes move. */
export function withoutRoles(data: Db): Db {
  const { permissions: _moved, ...rest } = data;
  return { ...rest, roles: [] } as unknown as Db;
}

/** Removes every role and permission (reset to the seed; the users who held them are cleared first). */
export async function clearRoles(ex: Executor): Promise<void> {
  await ex.delete(permissions);
  await ex.delete(roles);
}

export async function seedRoles(ex: Executor, data: Db): Promise<void> {
  if (data.roles.length > 0) await ex.insert(roles).values(data.roles.map((r) => ({ id: r.id, slug: r.slug, name: r.name, version: r.version })));
  const matrix = data.roles.flatMap((r) =>
    r.permissions.filter((p) => p.read || p.write || p.create || p.delete).map((p, index) => ({ roleId: r.id, subject: p.subject, position: index + 1, read: p.read, write: p.write, create: p.create, delete: p.delete })),
  );
  if (matrix.length > 0) await ex.insert(rolePermissions).values(matrix);
  if (data.permissions.length > 0) await ex.insert(permissions).values(data.permissions.map((p) => ({ id: p.id, name: p.name, createdDate: p.createdDate })));
  const roleIds = new Map(data.roles.map((r) => [r.slug, r.id]));
  const assignments = data.permissions.flatMap((p) =>
    [...new Set(p.assignedTo)].flatMap((slug, index) => {
      const roleId = roleIds.get(slug);
      return roleId === undefined ? [] : [{ permissionId: p.id, roleId, position: index + 1 }];
    }),
  );
  if (assignments.length > 0) await ex.insert(permissionRoles).values(assignments);
  await ex.execute(sql`select setval(pg_get_serial_sequence('roles', 'id'), coalesce((select max(id) from roles), 0) + 1, false)`);
  await ex.execute(sql`select setval(pg_get_serial_sequence('permissions', 'id'), coalesce((select max(id) from permissions), 0) + 1, false)`);
}
