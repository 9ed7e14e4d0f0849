import { describe, expect, it } from 'vitest';
import { formatDate } from '@atrium/core';
import { parsePermissionDate } from './i18n';

describe('users formatting', () => {
  it("reads the spec's permission date as a UTC instant", () => {
    expect(parsePermissionDate('14 Apr 2021, 8:43 PM')?.toISOString()).toBe('2021-04-14T20:43:00.000Z');
    expect(parsePermissionDate('01 Jan 2025, 12:05 AM')?.toISOString()).toBe('2025-01-01T00:05:00.000Z');
    expect(parsePermissionDate('someday')).toBeNull();
  });

  it.each([
    ['en', 'Apr 14, 2021, 8:43 PM'],
    ['ar', '14/04/2021، 8:43 م'],
    ['he', '14 באפר׳ 2021, 20:43'],
  ])("regression: in %s a permission's date is the named date-time style, not the English '14 Apr 2021, 8:43 PM'", (lng, expected) => {
    const at = parsePermissionDate('14 Apr 2021, 8:43 PM');
    const text = formatDate(at, lng, 'date-time', { timeZone: 'UTC' }).replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toBe(expected);
  });
});
