import { describe, expect, it } from 'vitest';
import { emptyMatrix, ROLE_SUBJECTS, roleInputSchema, roleRulesFromMatrix } from './permissions';

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

  it('a fully ticked row becomes manage on that subject; select-all covers every subject', () => {
    const rules = roleRulesFromMatrix(emptyMatrix(true));
    expect(rules).toEqual(ROLE_SUBJECTS.map((subject) => ({ action: 'manage', subject })));
  });

  it('rejects a matrix that names a subject twice or an unknown subject', () => {
    const row = { subject: 'Invoice', read: true, write: false, create: false, delete: false };
    expect(roleInputSchema.safeParse({ name: 'x', permissions: [row, row] }).success).toBe(false);
    expect(roleInputSchema.safeParse({ name: 'x', permissions: [{ ...row, subject: 'Nope' }] }).success).toBe(false);
    expect(roleInputSchema.safeParse({ name: ' ', permissions: [] }).success).toBe(false);
  });
});
