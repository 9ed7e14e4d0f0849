import { describe, expect, it } from 'vitest';
import { ACL_DEMO_SUBJECT, canFrom, createAbility, rulesForRole, updateAbility } from './ability';

describe('@atrium/acl/ability', () => {
  it('admin manages all subjects', () => {
    const can = canFrom(createAbility(rulesForRole('admin')));
    expect(can('read', 'User')).toBe(true);
    expect(can('delete', 'Invoice')).toBe(true);
    expect(can('read', ACL_DEMO_SUBJECT)).toBe(true);
  });

  it('client only reads AclDemo', () => {
    const can = canFrom(createAbility(rulesForRole('client')));
    expect(can('read', ACL_DEMO_SUBJECT)).toBe(true);
    expect(can('update', ACL_DEMO_SUBJECT)).toBe(false);
    expect(can('read', 'User')).toBe(false);
  });

  it('unknown roles and no rules deny everything', () => {
    expect(rulesForRole('editor')).toEqual([]);
    expect(rulesForRole(undefined)).toEqual([]);
    expect(createAbility().can('read', ACL_DEMO_SUBJECT)).toBe(false);
  });

  it('updateAbility swaps rules on the same instance (login, then logout)', () => {
    const ability = createAbility();
    const can = canFrom(ability);
    expect(updateAbility(ability, rulesForRole('client'))).toBe(ability);
    expect(can('read', ACL_DEMO_SUBJECT)).toBe(true);
    updateAbility(ability, []);
    expect(can('read', ACL_DEMO_SUBJECT)).toBe(false);
  });

  it('ignores extra keys a tampered store might carry (inverted, conditions)', () => {
    const tampered = [{ action: 'read', subject: 'User', inverted: true, conditions: { id: 1 } }];
    expect(createAbility(tampered).can('read', 'User')).toBe(true);
  });

  it('rulesForRole hands out copies, so callers cannot change the role table', () => {
    const rules = rulesForRole('client');
    rules.push({ action: 'manage', subject: 'all' });
    expect(rulesForRole('client')).toEqual([{ action: 'read', subject: 'AclDemo' }]);
  });
});
