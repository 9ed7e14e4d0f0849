// The roles and permissions tables' queries (src/db/roles.ts, decision 0024): the roles list with
// each role's member count and first holders as one aggregate, the permissions list as one
// statement (filters in WHERE, the sort with the id as tiebreaker, the page, the capped total), and
// writes that touch only their rows. Answers are built field by field in the mock's order, so they
// equal the mock's to the byte.
import {
  BUILT_IN_ROLE_SLUGS,
  roleSlugFor,
  type PermissionRecord,
  type PermissionsQuery,
  type PermissionsResponse,
  type RolePermission,
  type RoleRecord,
  type RoleSubject,
  type RoleSummary,
} from '@atrium/api';
import { normalizeQuery, parsePageRequest } from '@atrium/core';
import { eq, like, sql, type SQL } from 'drizzle-orm';
import { permissionRoles, permissions, rolePermissions, roles } from '../db/roles';
import { users } from '../db/identity';
import type { Executor } from '../db/executor';
import { cappedCount, pageTotal } from '../db/list-total';
import { jsonOf } from '../db/client';

/** How many holders a role card shows (the contract's `users`, at most 5). */
export const HOLDERS_PER_ROLE = 5;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);


interface MatrixRow {
  subject: string;
  read: boolean;
  write: boolean;
  create: boolean;
  delete: boolean;
}

/** A role's matrix, in its order, as one json array (correlated on the outer `roles` row). */
const matrixOf = sql<unknown>`(select coalesce(json_agg(json_build_object('subject', p.subject, 'read', p.read, 'write', p.write, 'create', p."create", 'delete', p."delete") order by p.position), '[]') from ${rolePermissions} p where p.role_id = "roles"."id")`;

function toMatrix(value: unknown): RolePermission[] {
  return jsonOf<MatrixRow[]>(value).map((row) => ({ subject: row.subject as RoleSubject, read: row.read, write: row.write, create: row.create, delete: row.delete }));
}

function toRole(row: { id: number; slug: string; name: string; matrix: unknown; version: number }): RoleRecord {
  return { id: row.id, slug: row.slug, name: row.name, permissions: toMatrix(row.matrix), version: row.version };
}

/** A role's columns with its matrix, for toRole. */
const roleColumns = { id: roles.id, slug: roles.slug, name: roles.name, matrix: matrixOf, version: roles.version };

/** Every role with its matrix, by id. */
export async function loadRoles(ex: Executor): Promise<RoleRecord[]> {
  const rows = await ex.select(roleColumns).from(roles).orderBy(roles.id);
  return rows.map(toRole);
}

/**
 * GET /api/apps/roles as one statement: each role with its matrix, how many users hold it and the
 * first HOLDERS_PER_ROLE of them by id — a count and a five-row read per role on `users_by_role`
 * (role, id), never the users table loaded.
 */
export async function listRoles(ex: Executor): Promise<RoleSummary[]> {
  const rows = await ex
    .select({
      ...roleColumns,
      totalUsers: sql<number>`(select count(*) from ${users} u where u.role = "roles"."slug")::int`,
      holders: sql<unknown>`(select coalesce(json_agg(json_build_object('id', h.id, 'fullName', h.full_name, 'avatar', h.avatar) order by h.id), '[]') from (select u.id, u.full_name, u.avatar from ${users} u where u.role = "roles"."slug" order by u.id limit ${HOLDERS_PER_ROLE}) h)`,
    })
    .from(roles)
    .orderBy(roles.id);
  return rows.map((row) => ({
    ...toRole(row),
    totalUsers: Number(row.totalUsers),
    users: jsonOf<Array<{ id: number; fullName: string; avatar: string }>>(row.holders).map((h) => ({ id: Number(h.id), fullName: h.fullName, avatar: h.avatar })),
  }));
}

/** The role of `id`, locked for the transaction's write; undefined when there is none. */
async function lockedRole(ex: Executor, id: number): Promise<{ id: number; slug: string; version: number } | undefined> {
  const [row] = await ex.select({ id: roles.id, slug: roles.slug, version: roles.version }).from(roles).where(eq(roles.id, id)).for('update');
  return row;
}

async function writeMatrix(ex: Executor, roleId: number, matrix: readonly RolePermission[]): Promise<void> {
  await ex.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  // only rows with a ticked cell are kept: an absent subject grants nothing, like an empty row
  const rows = matrix
    .filter((row) => row.read || row.write || row.create || row.delete)
    .map((row, index) => ({ roleId, subject: row.subject, position: index + 1, read: row.read, write: row.write, create: row.create, delete: row.delete }));
  if (rows.length > 0) await ex.insert(rolePermissions).values(rows);
}

export interface RoleInputValue {
  name: string;
  permissions: RolePermission[];
}

/** Creates a role (in a transaction): its slug from the name, unique against the slugs it could collide with. */
export async function createRole(ex: Executor, input: RoleInputValue): Promise<RoleRecord> {
  // the slug's stem: any slug roleSlugFor could make for this name starts with it
  const stem = roleSlugFor(input.name, new Set()).replace(/-\d+$/, '');
  const taken = await ex.select({ slug: roles.slug }).from(roles).where(like(roles.slug, `${escapeLike(stem)}%`));
  const slug = roleSlugFor(input.name, new Set(taken.map((r) => r.slug)));
  const [row] = await ex.insert(roles).values({ slug, name: input.name }).returning({ id: roles.id, slug: roles.slug, name: roles.name });
  if (!row) throw new Error('role insert returned no row');
  await writeMatrix(ex, row.id, input.permissions);
  const [created] = await ex.select(roleColumns).from(roles).where(eq(roles.id, row.id));
  if (!created) throw new Error('role vanished after insert');
  return toRole(created);
}

export type RoleWrite = { ok: true; role: RoleRecord } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'stale'; version: number };

/**
 * Renames the role and replaces its matrix (in a transaction: the role's row stays locked from the
 * version check to the write, so of two edits from one version one succeeds and one is 'stale').
 * Without `version` the edit applies (last write wins).
 */
export async function updateRole(ex: Executor, id: number, input: RoleInputValue, version: number | undefined): Promise<RoleWrite> {
  const current = await lockedRole(ex, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (version !== undefined && version !== current.version) return { ok: false, reason: 'stale', version: current.version };
  await ex
    .update(roles)
    .set({ name: input.name, version: sql`${roles.version} + 1`, updatedAt: sql`now()` })
    .where(eq(roles.id, id));
  await writeMatrix(ex, id, input.permissions);
  const [row] = await ex.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ? { ok: true, role: toRole(row) } : { ok: false, reason: 'not-found' };
}

/**
 * Deletes a role nobody holds (in a transaction); 'built-in' for a role the product gives by
 * itself (BUILT_IN_ROLE_SLUGS). 'in-use' when users hold it: the foreign key
 * `users.role` refuses the delete (ON DELETE RESTRICT) whatever a concurrent role change did.
 */
export async function deleteRole(ex: Executor, id: number): Promise<'deleted' | 'not-found' | 'built-in' | 'in-use'> {
  const current = await lockedRole(ex, id);
  if (!current) return 'not-found';
  // a role the product gives by itself (a new user's, a registration's, the sign-ins')
  if (BUILT_IN_ROLE_SLUGS.includes(current.slug)) return 'built-in';
  const [held] = await ex.select({ id: users.id }).from(users).where(eq(users.role, current.slug)).limit(1);
  if (held) return 'in-use';
  await ex.delete(roles).where(eq(roles.id, id));
  return 'deleted';
}

// --- permissions ------------------------------------------------------------------------------

/** The roles a permission is assigned to, in order, as a json array of slugs. */
const assignedOf = sql<unknown>`(select coalesce(json_agg(r.slug order by pr.position), '[]') from ${permissionRoles} pr join ${roles} r on r.id = pr.role_id where pr.permission_id = "permissions"."id")`;

function toPermission(row: { id: number; name: string; createdDate: string; assigned: unknown }): PermissionRecord {
  return { id: row.id, name: row.name, assignedTo: jsonOf<PermissionRecord['assignedTo']>(row.assigned), createdDate: row.createdDate };
}

/** q: a substring of the name or the created date, or the start of an assigned role's slug (the mock's permissionMatches). */
function permissionFilter(query: PermissionsQuery): SQL {
  const term = normalizeQuery(query.q);
  if (term === '') return sql`true`;
  // a line break joins the two texts for the trigram index: no trimmed term holds one
  const text = term.includes('\n') ? sql`false` : sql`lower(${permissions.name} || E'\\n' || ${permissions.createdDate}) like ${`%${escapeLike(term)}%`}`;
  const role = sql`exists (select 1 from ${permissionRoles} pr join ${roles} r on r.id = pr.role_id where pr.permission_id = ${permissions.id} and r.slug like ${`${escapeLike(term)}%`})`;
  return sql`(${text} or ${role})`;
}

/**
 * GET /api/apps/permissions as one statement: q in WHERE, newest first or by name with the id
 * (newest first) as tiebreaker, LIMIT/OFFSET, each permission's roles aggregated beside it, and the
 * matches counted up to LIST_TOTAL_EXACT_LIMIT + 1 (past it: totalExact false). A page past the
 * last is empty, then a second capped count says how many match.
 */
export async function listPermissions(ex: Executor, query: PermissionsQuery): Promise<PermissionsResponse> {
  const where = permissionFilter(query);
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  const order = query.sortBy === 'name' ? sql`lower(${permissions.name}) ${direction}, ${permissions.id} desc` : sql`${permissions.id} desc`;
  const counted = cappedCount(permissions, where);
  const rows = await ex
    .select({ id: permissions.id, name: permissions.name, createdDate: permissions.createdDate, assigned: assignedOf, matched: counted })
    .from(permissions)
    .where(where)
    .orderBy(order)
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  const { total, exact } = await pageTotal(ex, rows, counted);
  return {
    permissions: rows.map(toPermission),
    totalPermissions: total,
    ...(exact ? {} : { totalExact: false }),
  };
}

export interface PermissionInputValue {
  name: string;
  assignedTo: string[];
}

/** The ids of the named roles, in order; undefined when one of them does not exist. */
async function roleIdsOf(ex: Executor, slugs: readonly string[]): Promise<number[] | undefined> {
  if (slugs.length === 0) return [];
  const rows = await ex.select({ id: roles.id, slug: roles.slug }).from(roles).where(sql`${roles.slug} in (${sql.join(slugs.map((s) => sql`${s}`), sql`, `)})`);
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const ids = slugs.map((s) => bySlug.get(s));
  return ids.every((id): id is number => id !== undefined) ? ids : undefined;
}

async function writeAssignments(ex: Executor, permissionId: number, roleIds: readonly number[]): Promise<void> {
  await ex.delete(permissionRoles).where(eq(permissionRoles.permissionId, permissionId));
  if (roleIds.length > 0) await ex.insert(permissionRoles).values(roleIds.map((roleId, index) => ({ permissionId, roleId, position: index + 1 })));
}

async function readPermission(ex: Executor, id: number): Promise<PermissionRecord | undefined> {
  const [row] = await ex.select({ id: permissions.id, name: permissions.name, createdDate: permissions.createdDate, assigned: assignedOf }).from(permissions).where(eq(permissions.id, id));
  return row ? toPermission(row) : undefined;
}

export type PermissionWrite = { ok: true; permission: PermissionRecord } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'unknown-role' };

/** Creates a permission (in a transaction); 'unknown-role' when it names a role that does not exist. */
export async function createPermission(ex: Executor, input: PermissionInputValue, createdDate: string): Promise<PermissionWrite> {
  const roleIds = await roleIdsOf(ex, input.assignedTo);
  if (!roleIds) return { ok: false, reason: 'unknown-role' };
  const [row] = await ex.insert(permissions).values({ name: input.name, createdDate }).returning({ id: permissions.id });
  if (!row) throw new Error('permission insert returned no row');
  await writeAssignments(ex, row.id, roleIds);
  const permission = await readPermission(ex, row.id);
  if (!permission) throw new Error('permission vanished after insert');
  return { ok: true, permission };
}

/** Renames a permission and replaces its roles (in a transaction, its row locked). */
export async function updatePermission(ex: Executor, id: number, input: PermissionInputValue): Promise<PermissionWrite> {
  const [current] = await ex.select({ id: permissions.id }).from(permissions).where(eq(permissions.id, id)).for('update');
  if (!current) return { ok: false, reason: 'not-found' };
  const roleIds = await roleIdsOf(ex, input.assignedTo);
  if (!roleIds) return { ok: false, reason: 'unknown-role' };
  await ex.update(permissions).set({ name: input.name }).where(eq(permissions.id, id));
  await writeAssignments(ex, id, roleIds);
  const permission = await readPermission(ex, id);
  return permission ? { ok: true, permission } : { ok: false, reason: 'not-found' };
}

/** Whether a permission of this id exists. */
export async function hasPermission(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.select({ id: permissions.id }).from(permissions).where(eq(permissions.id, id));
  return rows.length > 0;
}

/** Deletes a permission (its assignments go with it); false when there is none. */
export async function deletePermission(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.delete(permissions).where(eq(permissions.id, id)).returning({ id: permissions.id });
  return rows.length > 0;
}

/** Whether a role of this id exists. */
export async function hasRole(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  return rows.length > 0;
}
