// The seed template's dump without the spare WAL segments (src/db/wal-trim.ts): what it drops,
// what it keeps, and that a trimmed dump of a real database starts and takes writes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSpareWalSegments } from '../src/db/wal-trim';

const work = mkdtempSync(join(tmpdir(), 'atrium-wal-trim-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The member names of a tar, as GNU tar lists them. */
function names(tar: Uint8Array): string[] {
  const file = join(work, `list-${Math.random()}.tar`);
  writeFileSync(file, tar);
  const listed = spawnSync('tar', ['-tf', file], { encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  return listed.stdout.trim().split('\n').sort();
}

describe('dropping the spare WAL segments of a dump', () => {
  it('drops the segments named after the current one and keeps everything else, byte for byte', () => {
    const dir = join(work, 'data');
    mkdirSync(join(dir, 'pg_wal', 'archive_status'), { recursive: true });
    mkdirSync(join(dir, 'base', '5'), { recursive: true });
    writeFileSync(join(dir, 'base', '5', '16632'), 'x'.repeat(1_000));
    for (const segment of ['000000010000000000000009', '00000001000000000000000A', '00000001000000000000000B', '000000010000000000000013']) {
      writeFileSync(join(dir, 'pg_wal', segment), segment.repeat(40));
    }
    const made = spawnSync('tar', ['--format=ustar', '-cf', join(work, 'data.tar'), '-C', dir, 'base', 'pg_wal'], { encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    const tar = new Uint8Array(readFileSync(join(work, 'data.tar')));

    const trimmed = dropSpareWalSegments(tar, '00000001000000000000000A');
    expect(names(trimmed)).toEqual(names(tar).filter((n) => !n.endsWith('00000001000000000000000B') && !n.endsWith('000000010000000000000013')));
    expect(trimmed.length).toBeLessThan(tar.length);
    const out = join(work, 'out');
    mkdirSync(out);
    writeFileSync(join(work, 'trimmed.tar'), trimmed);
    expect(spawnSync('tar', ['-xf', join(work, 'trimmed.tar'), '-C', out]).status).toBe(0);
    expect(readFileSync(join(out, 'base', '5', '16632'), 'utf8')).toBe('x'.repeat(1_000));
    expect(readFileSync(join(out, 'pg_wal', '00000001000000000000000A'), 'utf8')).toBe('00000001000000000000000A'.repeat(40));
    // nothing to drop: the same bytes back
    expect(dropSpareWalSegments(tar, '000000010000000000000013')).toBe(tar);
  });

  it('a trimmed dump of a database that wrote past several segments starts, keeps its rows and takes writes', async () => {
    const db = new PGlite();
    await db.exec(`create table t (id serial primary key, pad text); insert into t (pad) select repeat('x', 2000) from generate_series(1, 40000); delete from t where id > 20000; checkpoint;`);
    const current = (await db.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')).rows[0]?.name ?? '';
    const full = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    await db.close();
    const trimmed = dropSpareWalSegments(full, current);
    expect(trimmed.length).toBeLessThan(full.length);
    const copy = new PGlite({ loadDataDir: new Blob([trimmed]) });
    expect((await copy.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n).toBe(20_000);
    // writes go on past the current segment: PostgreSQL makes the segments it needs
    await copy.exec(`insert into t (pad) select repeat('y', 2000) from generate_series(1, 40000); checkpoint;`);
    expect((await copy.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n).toBe(60_000);
    await copy.close();
  }, 120_000);
});
