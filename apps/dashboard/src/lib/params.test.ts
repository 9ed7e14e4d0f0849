import { describe, expect, it } from 'vitest';
import { intParam } from './params';

describe('@atrium/dashboard/intParam', () => {
  it('reads whole numbers at or above the minimum', () => {
    expect(intParam('42', { min: 1, fallback: -1 })).toBe(42);
    expect(intParam('0', { min: 0, fallback: -1 })).toBe(0);
    expect(intParam(7, { min: 1, fallback: -1 })).toBe(7);
  });
  it('falls back for anything else, so the page shows its not-found state', () => {
    for (const raw of ['abc', '1.5', '-3', '', undefined, null, 'NaN', 'Infinity']) expect(intParam(raw, { min: 1, fallback: -1 })).toBe(-1);
    expect(intParam('0', { min: 1, fallback: -1 })).toBe(-1);
  });
});
