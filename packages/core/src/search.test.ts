import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterByQuery, matchesQuery } from './search';

describe('@atrium/core/search', () => {
  it('matches case-insensitively as a substring of any field', () => {
    expect(matchesQuery('APP', 'Apple Watch', 'Electronics')).toBe(true);
    expect(matchesQuery('watch', 'Apple', undefined, 'Smart WATCH')).toBe(true);
    expect(matchesQuery('xyz', 'Apple')).toBe(false);
    expect(matchesQuery('  ', 'anything')).toBe(true);
  });

  it('property: every result matches and no matching item is missed', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string({ maxLength: 3 }), (names, q) => {
        const result = filterByQuery(names, q, (n) => [n]);
        const term = q.trim().toLowerCase();
        expect(result).toEqual(names.filter((n) => n.toLowerCase().includes(term)));
      }),
    );
  });
});
