// Roles and permissions as relational tables (issue 32, decision 0024): the roles of /apps/roles
// with their permission matrix (decision 0008's one role model), the named permissions of
// /apps/permissions and the roles each is assigned to. `users.role` (./identity) points at a role's
// slug with a foreign key, so a user holds a role that exists and a role users hold is not deleted.
import { ROLE_SUBJECTS } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/** A role: its stable slug (what users and permissions name), its name, and a version. */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** set once from the first name (roleSlugFor); a rename keeps it */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** moves on every write of the role or its matrix */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('roles_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 64`),
    check('roles_name_check', sql`char_length(${t.name}) between 1 and 60`),
    check('roles_version_check', sql`${t.version} > 0`),
    uniqueIndex('roles_slug_key').on(t.slug),
    // a name is taken whatever its case (ROLE_NAME_TAKEN_MESSAGE comes from this index)
    uniqueIndex('roles_name_key').on(sql`lower(${t.name})`),
  ],
);

/** A role's matrix: one row per subject with something ticked, in the order it was given. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    position: integer('position').notNull(),
    read: boolean('read').notNull().default(false),
    write: boolean('write').notNull().default(false),
    create: boolean('create').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.subject] }),
    check('role_permissions_subject_check', oneOf(t.subject, ROLE_SUBJECTS)),
    // a row with nothing ticked grants nothing and is not kept (the mock's normalizeMatrix)
    check('role_permissions_ticked_check', sql`${t.read} or ${t.write} or ${t.create} or ${t.delete}`),
  ],
);

/** A named permission of /apps/permissions. */
export const permissions = pgTable(
  'permissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** the contract's display text ("14 Apr 2021, 8:43 PM"), searched as text */
    createdDate: text('created_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('permissions_name_check', sql`char_length(${t.name}) between 1 and 100`),
    uniqueIndex('permissions_name_key').on(sql`lower(${t.name})`),
    // the list's one sort key, ending in the id (the tiebreaker)
    index('permissions_by_name').on(sql`lower(${t.name})`, t.id),
    // `q`: a substring of the name or the created date, any case (pg_trgm serves LIKE '%…%')
    index('permissions_search').using('gin', sql`(lower(${t.name} || E'\\n' || ${t.createdDate})) gin_trgm_ops`),
  ],
);

/** The roles a permission is assigned to, in the order given; deleting either side deletes the assignment. */
export const permissionRoles = pgTable(
  'permission_roles',
  {
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.permissionId, t.roleId] }), index('permission_roles_by_role').on(t.roleId)],
);

export const rolesDomain = { roles, rolePermissions, permissions, permissionRoles };
