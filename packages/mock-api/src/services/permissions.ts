import type { PermissionRecord, PermissionsQuery, PermissionsResponse } from '@atrium/api';
import { matchesQuery, normalizeQuery } from '@atrium/core';
import type { Db } from '../seed';
import { newestFirst, sortAndPage, type SortKeys } from './common';

const PERMISSION_SORT: SortKeys<PermissionRecord, 'name'> = { name: (p) => p.name };

/** q matches the name or created date as a substring, or the start of an assigned role. */
export function permissionMatches(permission: PermissionRecord, q: string): boolean {
  const term = normalizeQuery(q);
  return matchesQuery(term, permission.name, permission.createdDate) || permission.assignedTo.some((role) => role.toLowerCase().startsWith(term));
}

export function listPermissions(db: Db, query: PermissionsQuery): PermissionsResponse {
  const filtered = newestFirst(db.permissions).filter((p) => permissionMatches(p, query.q));
  const page = sortAndPage(filtered, PERMISSION_SORT, query);
  return { permissions: page.items, totalPermissions: filtered.length };
}
