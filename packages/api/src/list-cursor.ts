// A keyset cursor for walking a long list (exports, deep pages): instead of `page=N`, which makes
// the database read and skip every row before the page, the next request says `after=<cursor>`,
// the position of the last row it has, and the answer starts right after it. The cursor is opaque
// to clients; it names the sort it was made for, the last row's sort value and its id (every
// list's unique tiebreaker), so a cursor from another sort is refused instead of misread.
import { z } from 'zod';

/** Where a keyset page starts: after the row whose sort value is `value` and whose id is `id`. */
export interface ListCursor {
  /** the list's sortBy when the cursor was made ('' for the default newest-first order) */
  sortBy: string;
  orderBy: 'asc' | 'desc';
  /** the last row's value of the sort key, as the backend compares it */
  value: string | number | null;
  id: number;
}

/** The `after` query parameter: opaque text, bounded; what it holds is checked by decodeListCursor. */
export const listCursorParamSchema = z.string().max(600).optional().catch(undefined);

/** The field error both backends answer (400) for an `after` that is not one of their cursors. */
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(JSON.stringify([cursor.sortBy, cursor.orderBy, cursor.value, cursor.id]));
}

/** The cursor `after` holds, or undefined when it is not one (tampered, truncated, or from elsewhere). */
export function decodeListCursor(after: string): ListCursor | undefined {
  const json = fromBase64Url(after);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [sortBy, orderBy, value, id] = parsed as unknown[];
  if (typeof sortBy !== 'string' || (orderBy !== 'asc' && orderBy !== 'desc')) return undefined;
  if (!(value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) return undefined;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
  return { sortBy, orderBy, value, id };
}

/**
 * The cursor of `after` for a list sorted by `sortBy`/`orderBy` (as the request names them), or
 * 'invalid' when it is not a cursor or was made for another sort; undefined when there is none.
 */
export function cursorForSort(after: string | undefined, sortBy: string | undefined, orderBy: string | undefined): ListCursor | 'invalid' | undefined {
  if (after === undefined || after === '') return undefined;
  const cursor = decodeListCursor(after);
  if (cursor === undefined) return 'invalid';
  return cursor.sortBy === (sortBy ?? '') && cursor.orderBy === (orderBy === 'desc' ? 'desc' : 'asc') ? cursor : 'invalid';
}
