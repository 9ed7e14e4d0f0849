import { describe, expect, it } from 'vitest';
import { canonicalRoleSlug, emptyMatrix, PERMISSION_ROLES, ROLE_SUBJECTS, roleInputSchema, roleRulesFromMatrix, roleSlugFor, SPEC_ROLE_ALIASES } from './permissions';
import { USER_ROLES, userRoleBodySchema, usersQuerySchema } from './users';

describe('@atrium/api/roleRulesFromMatrix', () => {
  it('an empty matrix grants nothing', () => {
    expect(roleRulesFromMatrix(emptyMatrix())).toEqual([]);
  });

  it('read-only on invoices gives exactly read Invoice', () => {
    const matrix = emptyMatrix().map((row) => (row.subject === 'Invoice' ? { ...row, read: true } : row));
    expect(roleRulesFromMatrix(matrix)).toEqual([{ action: 'read', subject: 'Invoice' }]);
  });

  it('maps write to update and keeps each ticked cell', () => {
    expect(roleRulesFromMatrix([{ subject: 'User', read: true, write: true, create: false, delete: true }])).toEqual([
      { action: 'read', subject: 'User' },
      { action: 'update', subject: 'User' },
      { action: 'delete', subject: 'User' },
    ]);
  });

  it('a fully ticked row becomes manage on that subject', () => {
    const matrix = emptyMatrix().map((row) => (row.subject === 'Chat' ? { ...row, read: true, write: true, create: true, delete: true } : row));
    expect(roleRulesFromMatrix(matrix)).toEqual([{ action: 'manage', subject: 'Chat' }]);
  });

  it('select-all on every subject is the admin ability, manage all', () => {
    expect(roleRulesFromMatrix(emptyMatrix(true))).toEqual([{ action: 'manage', subject: 'all' }]);
    const allButOne = emptyMatrix(true).map((row) => (row.subject === 'Pages' ? { ...row, delete: false } : row));
    expect(roleRulesFromMatrix(allButOne)).not.toContainEqual({ action: 'manage', subject: 'all' });
  });

  it('the matrix names the subjects the routes check (Pages, Insights), not a look-alike', () => {
    expect(ROLE_SUBJECTS).toContain('Pages');
    expect(ROLE_SUBJECTS).toContain('Insights');
    expect(ROLE_SUBJECTS as readonly string[]).not.toContain('Page');
  });

  it('rejects a matrix that names a subject twice or an unknown subject', () => {
    const row = { subject: 'Invoice', read: true, write: false, create: false, delete: false };
    expect(roleInputSchema.safeParse({ name: 'x', permissions: [row, row] }).success).toBe(false);
    expect(roleInputSchema.safeParse({ name: 'x', permissions: [{ ...row, subject: 'Nope' }] }).success).toBe(false);
    expect(roleInputSchema.safeParse({ name: ' ', permissions: [] }).success).toBe(false);
  });
});

describe('@atrium/api/one role model', () => {
  it('every spec user role stands for one role, and the six are six different roles', () => {
    expect(Object.keys(SPEC_ROLE_ALIASES).sort()).toEqual([...USER_ROLES].sort());
    expect(new Set(Object.values(SPEC_ROLE_ALIASES)).size).toBe(USER_ROLES.length);
    for (const slug of PERMISSION_ROLES) expect(Object.values(SPEC_ROLE_ALIASES)).toContain(slug);
  });

  it('the users filter keeps accepting the spec values: role=editor means the Manager role', () => {
    expect(usersQuerySchema.parse({ role: 'editor' }).role).toBe('manager');
    expect(usersQuerySchema.parse({ role: 'Admin' }).role).toBe('administrator');
    expect(usersQuerySchema.parse({ role: 'support' }).role).toBe('support');
    expect(canonicalRoleSlug('restricted-user')).toBe('restricted-user');
  });

  it('the role body takes a slug or an alias, and nothing else', () => {
    expect(userRoleBodySchema.parse({ role: 'subscriber' })).toEqual({ role: 'restricted-user' });
    expect(userRoleBodySchema.parse({ role: 'manager' })).toEqual({ role: 'manager' });
    expect(userRoleBodySchema.safeParse({ role: 'Not a slug!' }).success).toBe(false);
    expect(userRoleBodySchema.safeParse({ roleId: 2 }).success).toBe(false);
  });

  it('a new role gets a slug from its name that no role or alias holds', () => {
    expect(roleSlugFor('Night Shift Lead', new Set())).toBe('night-shift-lead');
    expect(roleSlugFor('Manager', new Set(['manager']))).toBe('manager-2');
    // "editor" stays the Manager role's alias, so a role named Editor cannot take it
    expect(roleSlugFor('Editor', new Set())).toBe('editor-2');
    expect(roleSlugFor('!!!', new Set())).toBe('role');
  });
});
