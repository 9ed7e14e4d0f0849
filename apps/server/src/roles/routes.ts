// The roles and permissions calls of the contract answered from their tables (decision 0024),
// registered before the catch-all that runs the mock's handlers over the documents; none takes the
// documents' write lock. The answers are the mock's (src/services/permissions.ts in
// @atrium/mock-api): the same validation and messages in the same order — malformed JSON, an
// unknown id (404), the body's field errors, a name taken, an unknown role, then a stale version's
// 409 — and the same bodies to the byte.
import {
  PERMISSION_NAME_TAKEN_MESSAGE,
  permissionInputSchema,
  permissionsQuerySchema,
  ROLE_BUILT_IN_MESSAGE,
  ROLE_IN_USE_MESSAGE,
  ROLE_NAME_TAKEN_MESSAGE,
  roleInputSchema,
  STALE_WRITE_MESSAGE,
  STALE_WRITE_STATUS,
  UNKNOWN_ROLE_MESSAGE,
  type StaleWrite,
} from '@atrium/api';
import { parseQuery, permissionDate, readJson, validate } from '@atrium/domain';
import { and, ne, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { contractRoutes, fieldErrors, json, malformedJson } from '../contract-routes';
import type { Database } from '../db/client';
import { permissions, roles } from '../db/roles';
import type { Executor } from '../db/executor';
import type { Sessions } from '../sessions';
import { createPermission, createRole, deletePermission, deleteRole, hasPermission, hasRole, listPermissions, listRoles, updatePermission, updateRole, type PermissionWrite } from './queries';

export interface RolesOptions {
  db: Database;
  sessions: Sessions;
  /** the clock a new permission's created date is read from */
  now: () => Date;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

/** The mock's answer for an id it does not have. */
const notFound = (what: 'Role' | 'Permission') => json({ error: `${what} not found` }, 404);
const noContent = () => new Response(null, { status: 204 });

/** A path id the tables can hold (an integer column); anything else names nothing. */
function idOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The constraint a PostgreSQL error names when its code is `code` (pg and PGlite alike, through Drizzle's wrapping). */
function violated(error: unknown, code: string): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const found = e as { code?: unknown; constraint?: unknown };
    if (found.code === code) return typeof found.constraint === 'string' ? found.constraint : '';
  }
  return undefined;
}

const roleNameTaken = async (ex: Executor, name: string, exceptId?: number) =>
  (await ex.select({ id: roles.id }).from(roles).where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(roles.id, exceptId))).limit(1)).length > 0;
const permissionNameTaken = async (ex: Executor, name: string, exceptId?: number) =>
  (await ex.select({ id: permissions.id }).from(permissions).where(and(sql`lower(${permissions.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(permissions.id, exceptId))).limit(1)).length > 0;

/** A refusal thrown inside a transaction to roll it back and answer with it. */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

export function registerRoles(app: Hono, options: RolesOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);

  /** Runs a write in a transaction; a unique index refusing it becomes the name's field error. */
  async function write(work: (tx: Executor) => Promise<Response>, nameIndex: string, nameMessage: string): Promise<Response> {
    // a slug two simultaneous creates both picked: the loser tries again with the other's slug taken
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction((tx) => work(tx));
      } catch (error) {
        if (error instanceof Refusal) return error.response;
        const constraint = violated(error, '23505');
        if (constraint === nameIndex) return fieldErrors({ name: [nameMessage] });
        if (constraint === 'roles_slug_key' && attempt < 3) continue;
        // the role was deleted between the check and the assignment (the foreign key refused it)
        if (violated(error, '23503') === 'permission_roles_role_id_roles_id_fk') return fieldErrors({ assignedTo: [UNKNOWN_ROLE_MESSAGE] });
        throw error;
      }
    }
  }

  const permissionAnswer = (result: PermissionWrite, status: number): Response => {
    if (result.ok) return json(result.permission, status);
    if (result.reason === 'unknown-role') throw new Refusal(fieldErrors({ assignedTo: [UNKNOWN_ROLE_MESSAGE] }));
    throw new Refusal(notFound('Permission'));
  };

  // --- permissions ----------------------------------------------------------------------------

  serve('GET', 'permissions', async (c) => json(await listPermissions(db, parseQuery(permissionsQuerySchema, c.req.raw))));

  serve('POST', 'permissions', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(permissionInputSchema, body.value);
    if (!parsed.ok) return fieldErrors(parsed.reason === 'invalid' ? parsed.errors : {});
    const value = parsed.value;
    return write(
      async (tx) => {
        if (await permissionNameTaken(tx, value.name)) return fieldErrors({ name: [PERMISSION_NAME_TAKEN_MESSAGE] });
        return permissionAnswer(await createPermission(tx, value, permissionDate(options.now())), 201);
      },
      'permissions_name_key',
      PERMISSION_NAME_TAKEN_MESSAGE,
    );
  });

  serve('PUT', 'permission', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await hasPermission(db, id))) return notFound('Permission');
    const parsed = validate(permissionInputSchema, body.value);
    if (!parsed.ok) return fieldErrors(parsed.reason === 'invalid' ? parsed.errors : {});
    const value = parsed.value;
    return write(
      async (tx) => {
        if (await permissionNameTaken(tx, value.name, id)) return fieldErrors({ name: [PERMISSION_NAME_TAKEN_MESSAGE] });
        return permissionAnswer(await updatePermission(tx, id, value), 200);
      },
      'permissions_name_key',
      PERMISSION_NAME_TAKEN_MESSAGE,
    );
  });

  serve('DELETE', 'permission', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await deletePermission(db, id))) return notFound('Permission');
    return noContent();
  });

  // --- roles ----------------------------------------------------------------------------------

  serve('GET', 'roles', async () => json(await listRoles(db)));

  serve('POST', 'roles', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(roleInputSchema, body.value);
    if (!parsed.ok) return fieldErrors(parsed.reason === 'invalid' ? parsed.errors : {});
    const value = parsed.value;
    return write(
      async (tx) => {
        if (await roleNameTaken(tx, value.name)) return fieldErrors({ name: [ROLE_NAME_TAKEN_MESSAGE] });
        return json(await createRole(tx, value), 201);
      },
      'roles_name_key',
      ROLE_NAME_TAKEN_MESSAGE,
    );
  });

  serve('PUT', 'role', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await hasRole(db, id))) return notFound('Role');
    const parsed = validate(roleInputSchema, body.value);
    if (!parsed.ok) return fieldErrors(parsed.reason === 'invalid' ? parsed.errors : {});
    const value = parsed.value;
    return write(
      async (tx) => {
        if (await roleNameTaken(tx, value.name, id)) return fieldErrors({ name: [ROLE_NAME_TAKEN_MESSAGE] });
        const result = await updateRole(tx, id, value, value.version);
        if (result.ok) return json(result.role);
        if (result.reason === 'stale') return json({ message: STALE_WRITE_MESSAGE, version: result.version } satisfies StaleWrite, STALE_WRITE_STATUS);
        return notFound('Role');
      },
      'roles_name_key',
      ROLE_NAME_TAKEN_MESSAGE,
    );
  });

  serve('DELETE', 'role', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined) return notFound('Role');
    try {
      const outcome = await db.transaction((tx) => deleteRole(tx, id));
      if (outcome === 'not-found') return notFound('Role');
      if (outcome === 'built-in') return json({ errors: { role: [ROLE_BUILT_IN_MESSAGE] } }, 409);
      if (outcome === 'in-use') return json({ errors: { role: [ROLE_IN_USE_MESSAGE] } }, 409);
      return noContent();
    } catch (error) {
      // a user was given the role between the check and the delete: the foreign key refused it
      if (violated(error, '23503') === 'users_role_roles_slug_fk') return json({ errors: { role: [ROLE_IN_USE_MESSAGE] } }, 409);
      throw error;
    }
  });
}
