import { describe, expect, it } from 'vitest';
import { seededNameKey } from './seeded-names';

describe('seededNameKey', () => {
  const keys = { 'Main entrance': 'mainEntrance' };
  it('knows the seeded names only, not a name a user typed nor an inherited property', () => {
    expect(seededNameKey(keys, 'Main entrance')).toBe('mainEntrance');
    expect(seededNameKey(keys, 'Click & collect')).toBeUndefined();
    expect(seededNameKey(keys, 'constructor')).toBeUndefined();
  });
});
