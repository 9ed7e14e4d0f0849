import { describe, expect, it } from 'vitest';
import { listSearchSchema, searchTextParamSchema } from './common';

describe('@atrium/api/listSearchSchema', () => {
  const schema = listSearchSchema(['name', 'total']).extend({ q: searchTextParamSchema });

  it('fills the defaults for an empty URL', () => {
    expect(schema.parse({})).toEqual({ page: 1, itemsPerPage: 10, sortBy: undefined, orderBy: undefined, q: undefined });
  });

  it('falls back on junk instead of failing the page: a bad page, an unknown sort key or direction', () => {
    expect(schema.parse({ page: 'x', itemsPerPage: -3, sortBy: 'password', orderBy: 'sideways' })).toEqual({ page: 1, itemsPerPage: 10, sortBy: undefined, orderBy: undefined, q: undefined });
  });

  it('keeps valid values, clamps a huge page size and reads a numeric ?q as text', () => {
    expect(schema.parse({ page: '3', itemsPerPage: 5000, sortBy: 'total', orderBy: 'desc', q: 5037 })).toEqual({ page: 3, itemsPerPage: 100, sortBy: 'total', orderBy: 'desc', q: '5037' });
  });
});
