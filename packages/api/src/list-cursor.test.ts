import { describe, expect, it } from 'vitest';
import { cursorForSort, decodeListCursor, encodeListCursor } from './list-cursor';

describe('@atrium/api/list-cursor', () => {
  it('round-trips a cursor, text values in any script included, as URL-safe text', () => {
    for (const value of ['zoë o’brien', 'مريم', 12_345, null, '2026-11-01']) {
      const cursor = { sortBy: 'client', orderBy: 'desc' as const, value, id: 42 };
      const text = encodeListCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListCursor(text)).toEqual(cursor);
    }
  });

  it('refuses what is not a cursor', () => {
    const good = encodeListCursor({ sortBy: '', orderBy: 'asc', value: 3, id: 3 });
    for (const bad of ['', 'not base64!', good.slice(0, -3), btoa('[1,2,3]'), btoa('{"id":1}'), btoa('["","asc",1,1.5]'), btoa('["","sideways",1,1]')]) {
      expect(decodeListCursor(bad)).toBeUndefined();
    }
  });

  it('is bound to the sort it was made for', () => {
    const after = encodeListCursor({ sortBy: 'total', orderBy: 'desc', value: 100, id: 7 });
    expect(cursorForSort(after, 'total', 'desc')).toEqual({ sortBy: 'total', orderBy: 'desc', value: 100, id: 7 });
    expect(cursorForSort(after, 'total', 'asc')).toBe('invalid');
    expect(cursorForSort(after, 'client', 'desc')).toBe('invalid');
    expect(cursorForSort('garbage', 'total', 'desc')).toBe('invalid');
    expect(cursorForSort(undefined, 'total', 'desc')).toBeUndefined();
    expect(cursorForSort('', undefined, undefined)).toBeUndefined();
    // no sort at all: the default order, whatever orderBy says but desc
    expect(cursorForSort(encodeListCursor({ sortBy: '', orderBy: 'asc', value: null, id: 9 }), undefined, undefined)).toEqual({ sortBy: '', orderBy: 'asc', value: null, id: 9 });
  });
});
