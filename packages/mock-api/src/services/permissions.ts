import {
  BUILT_IN_ROLE_SLUGS,
  LIST_TOTAL_EXACT_LIMIT,
  PERMISSION_NAME_TAKEN_MESSAGE,
  permissionInputSchema,
  ROLE_NAME_TAKEN_MESSAGE,
  ROLE_BUILT_IN_MESSAGE,
  ROLE_IN_USE_MESSAGE,
  roleInputSchema,
  roleSlugFor,
  type PermissionRecord,
  type PermissionsQuery,
  type PermissionsResponse,
  type RolePermission,
  type RoleRecord,
  type RoleSummary,
  UNKNOWN_ROLE_MESSAGE,
} from '@atrium/api';
import { matchesQuery, normalizeQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { newestFirst, nextId, notFound, ok, sortAndPage, validate, type Outcome, type SortKeys } from './common';

const PERMISSION_SORT: SortKeys<PermissionRecord, 'name'> = { name: (p) => p.name };

/** q matches the name or created date as a substring, or the start of an assigned role. */
export function permissionMatches(permission: PermissionRecord, q: string): boolean {
  const term = normalizeQuery(q);
  return matchesQuery(term, permission.name, permission.createdDate) || permission.assignedTo.some((role) => role.toLowerCase().startsWith(term));
}

export function listPermissions(db: Db, query: PermissionsQuery): PermissionsResponse {
  const filtered = newestFirst(db.permissions).filter((p) => permissionMatches(p, query.q));
  const page = sortAndPage(filtered, PERMISSION_SORT, query);
  // decision 0020's total rule: exact up to LIST_TOTAL_EXACT_LIMIT, then that limit marked as a lower bound
  const exact = filtered.length <= LIST_TOTAL_EXACT_LIMIT;
  return { permissions: page.items, totalPermissions: exact ? filtered.length : LIST_TOTAL_EXACT_LIMIT, ...(exact ? {} : { totalExact: false }) };
}

export { permissionDate } from '@atrium/domain';
import { permissionDate } from '@atrium/domain';

function nameTaken<T extends { id: number; name: string }>(items: readonly T[], name: string, exceptId?: number): boolean {
  return items.some((item) => item.id !== exceptId && item.name.trim().toLowerCase() === name.trim().toLowerCase());
}

/** A permission names roles that exist: a deleted role cannot be assigned (the server's foreign key). */
function unknownRoles(db: Db, assignedTo: readonly string[]): Outcome<never> | undefined {
  return assignedTo.every((slug) => db.roles.some((r) => r.slug === slug)) ? undefined : { ok: false, reason: 'invalid', errors: { assignedTo: [UNKNOWN_ROLE_MESSAGE] } };
}

export function addPermission(db: Db, body: unknown, now = new Date()): Outcome<PermissionRecord> {
  const parsed = validate(permissionInputSchema, body);
  if (!parsed.ok) return parsed;
  if (nameTaken(db.permissions, parsed.value.name)) return { ok: false, reason: 'invalid', errors: { name: [PERMISSION_NAME_TAKEN_MESSAGE] } };
  const unknown = unknownRoles(db, parsed.value.assignedTo);
  if (unknown) return unknown;
  const record: PermissionRecord = { id: nextId(db.permissions), ...parsed.value, createdDate: permissionDate(now) };
  db.permissions.push(record);
  return ok(record);
}

export function updatePermission(db: Db, id: number | undefined, body: unknown): Outcome<PermissionRecord> {
  const record = db.permissions.find((p) => p.id === id);
  if (!record) return notFound;
  const parsed = validate(permissionInputSchema, body);
  if (!parsed.ok) return parsed;
  if (nameTaken(db.permissions, parsed.value.name, record.id)) return { ok: false, reason: 'invalid', errors: { name: [PERMISSION_NAME_TAKEN_MESSAGE] } };
  const unknown = unknownRoles(db, parsed.value.assignedTo);
  if (unknown) return unknown;
  Object.assign(record, parsed.value);
  return ok(record);
}

export function deletePermission(db: Db, id: number | undefined): boolean {
  const index = db.permissions.findIndex((p) => p.id === id);
  if (index === -1) return false;
  db.permissions.splice(index, 1);
  return true;
}

// --- roles ------------------------------------------------------------------------------------

const AVATARS_PER_ROLE = 5;

export function listRoles(db: Db): RoleSummary[] {
  return db.roles.map((role) => {
    const members = db.users.filter((u) => u.role === role.slug);
    return {
      ...role,
      totalUsers: members.length,
      users: members.slice(0, AVATARS_PER_ROLE).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    };
  });
}

/** Only rows with a ticked cell are kept: an absent subject grants nothing, like an empty row. */
function normalizeMatrix(rows: readonly RolePermission[]): RolePermission[] {
  return rows.filter((row) => row.read || row.write || row.create || row.delete);
}

export function addRole(db: Db, body: unknown): Outcome<RoleRecord> {
  const parsed = validate(roleInputSchema, body);
  if (!parsed.ok) return parsed;
  if (nameTaken(db.roles, parsed.value.name)) return { ok: false, reason: 'invalid', errors: { name: [ROLE_NAME_TAKEN_MESSAGE] } };
  const slug = roleSlugFor(parsed.value.name, new Set(db.roles.map((r) => r.slug)));
  const role: RoleRecord = { id: nextId(db.roles), slug, name: parsed.value.name, permissions: normalizeMatrix(parsed.value.permissions), version: 1 };
  db.roles.push(role);
  return ok(role);
}

export function updateRole(db: Db, id: number | undefined, body: unknown): Outcome<RoleRecord> {
  const role = db.roles.find((r) => r.id === id);
  if (!role) return notFound;
  const parsed = validate(roleInputSchema, body);
  if (!parsed.ok) return parsed;
  if (nameTaken(db.roles, parsed.value.name, role.id)) return { ok: false, reason: 'invalid', errors: { name: [ROLE_NAME_TAKEN_MESSAGE] } };
  // someone changed the role since the caller read it: their change is not overwritten
  if (parsed.value.version !== undefined && parsed.value.version !== role.version) return { ok: false, reason: 'stale', version: role.version };
  role.name = parsed.value.name;
  role.permissions = normalizeMatrix(parsed.value.permissions);
  role.version += 1;
  return ok(role);
}

/**
 * Every user holds a role, so a role that users hold cannot be deleted (move them first): the
 * outcome is invalid with ROLE_IN_USE_MESSAGE; nor can a role the product gives by itself
 * (ROLE_BUILT_IN_MESSAGE). An unknown id is not found. A deleted role is taken
 * off the permissions assigned to it.
 */
export function deleteRole(db: Db, id: number | undefined): Outcome<null> {
  const index = db.roles.findIndex((r) => r.id === id);
  const role = db.roles[index];
  if (!role) return notFound;
  if (BUILT_IN_ROLE_SLUGS.includes(role.slug)) return { ok: false, reason: 'invalid', errors: { role: [ROLE_BUILT_IN_MESSAGE] } };
  if (db.users.some((u) => u.role === role.slug)) return { ok: false, reason: 'invalid', errors: { role: [ROLE_IN_USE_MESSAGE] } };
  db.roles.splice(index, 1);
  // a deleted role holds no permission (the server's assignments go with the role: ON DELETE CASCADE)
  for (const permission of db.permissions) permission.assignedTo = permission.assignedTo.filter((slug) => slug !== role.slug);
  return ok(null);
}
