import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAbility } from './ability';
import { canWithRules } from './guards';

const word = fc.constantFrom('manage', 'all', 'read', 'create', 'update', 'delete', 'User', 'Invoice', 'AclDemo', 'Email');
const rule = fc.record({ action: word, subject: word });

describe('@atrium/acl/canWithRules', () => {
  it('answers exactly as CASL does for plain action/subject rules', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), word, word, (rules, action, subject) => {
        expect(canWithRules(rules)(action, subject)).toBe(createAbility(rules).can(action, subject));
      }),
      { numRuns: 500 },
    );
  });

  it('denies everything without rules and honours the wildcards', () => {
    expect(canWithRules([])('read', 'User')).toBe(false);
    expect(canWithRules([{ action: 'manage', subject: 'all' }])('delete', 'Invoice')).toBe(true);
    expect(canWithRules([{ action: 'read', subject: 'all' }])('delete', 'Invoice')).toBe(false);
    expect(canWithRules([{ action: 'read', subject: 'AclDemo' }])('read', 'User')).toBe(false);
  });
});
