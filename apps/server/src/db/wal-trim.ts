// A PGlite dump (dumpDataDir, an uncompressed tar) holds the data folder as it is, pg_wal included.
// After a checkpoint, PostgreSQL keeps its old WAL segments renamed as future ones, to write into
// later instead of creating files (wal_recycle): a seeded template carried ten 16 MB segments,
// half of its 330 MB, of which only the current one (holding the checkpoint) is read on start.
// Every test server reads the whole tarball into memory, so the spares are dropped: PostgreSQL
// creates a segment when it reaches one that is not there.

const BLOCK = 512;
const SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/;

function field(header: Uint8Array, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/**
 * `tar` without the WAL segments named after `current` (pg_walfile_name of the current position).
 * Returns `tar` itself when it holds anything this reader does not know (extended headers, long
 * names), rather than risk a tarball PGlite cannot load.
 */
export function dropSpareWalSegments(tar: Uint8Array<ArrayBuffer>, current: string): Uint8Array<ArrayBuffer> {
  const keep: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  let dropped = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break; // the end-of-archive blocks
    const type = String.fromCharCode(header[156] ?? 0);
    if (!['0', '\0', '5'].includes(type)) return tar;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const next = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!Number.isFinite(size) || next > tar.length) return tar;
    const segment = SEGMENT.exec(name)?.[1];
    if (segment !== undefined && segment > current) dropped += 1;
    else keep.push(tar.subarray(offset, next));
    offset = next;
  }
  if (dropped === 0) return tar;
  const out = new Uint8Array(keep.reduce((n, part) => n + part.length, 0) + 2 * BLOCK);
  let at = 0;
  for (const part of keep) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
