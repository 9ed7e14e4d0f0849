// The seed templates' bookkeeping (src/db/template.ts), without seeding: who makes a template,
// who waits for it, what names it, and that a dead maker's lock does not stall a run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimTemplate, templateKey } from '../src/db/template';
import { migrationsDir } from '../src/index';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-template-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date('2025-06-15T10:00:00Z');
const migrations = migrationsDir();
const tarball = (text: string) => new Blob([text]);

describe('seed templates', () => {
  it('the first claim makes the template; a claim meanwhile waits and then gets what it published', async () => {
    const cacheDir = tempDir();
    const first = await claimTemplate({ cacheDir, migrations, now: NOW });
    expect(first.ready).toBe(false);
    let waited = false;
    const second = claimTemplate({ cacheDir, migrations, now: NOW }).then((claim) => {
      waited = true;
      return claim;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(waited).toBe(false);
    if (first.ready) throw new Error('unreachable');
    expect(first.seededAt.toISOString()).toBe(NOW.toISOString());
    await first.publish(tarball('seeded'));
    const got = await second;
    expect(got).toMatchObject({ ready: true, seededAt: NOW });
    if (!got.ready) throw new Error('unreachable');
    expect(existsSync(got.tarball)).toBe(true);
    // nothing half-written or locked is left beside it
    expect(readdirSync(cacheDir).sort()).toEqual([`${templateKey(migrations, NOW)}.tar`, `${templateKey(migrations, NOW)}.tar.seeded-at`]);
  });

  it('an abandoned claim (the seed failed) hands the duty to the next claim', async () => {
    const cacheDir = tempDir();
    const first = await claimTemplate({ cacheDir, migrations, now: NOW });
    if (first.ready) throw new Error('expected to make it');
    first.abandon();
    expect((await claimTemplate({ cacheDir, migrations, now: NOW })).ready).toBe(false);
  });

  it('a lock left by a process that died while seeding is taken over, not waited on', async () => {
    const cacheDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const lock = join(cacheDir, `${templateKey(migrations, NOW)}.lock`);
    mkdirSync(lock, { recursive: true });
    writeFileSync(join(lock, 'pid'), dead.stdout);
    const claim = await Promise.race([claimTemplate({ cacheDir, migrations, now: NOW }), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000))]);
    expect(claim).toMatchObject({ ready: false });
  });

  it('is named by the migrations and the instant: a pinned instant exactly, the real clock by its day', () => {
    expect(templateKey(migrations, NOW)).toBe(templateKey(migrations, new Date(NOW)));
    expect(templateKey(migrations, NOW)).not.toBe(templateKey(migrations, new Date('2025-06-15T10:00:01Z')));
    const morning = new Date('2026-11-25T01:00:00Z');
    const evening = new Date('2026-11-25T23:00:00Z');
    expect(templateKey(migrations, undefined, morning)).toBe(templateKey(migrations, undefined, evening));
    expect(templateKey(migrations, undefined, morning)).not.toBe(templateKey(migrations, undefined, new Date('2026-11-26T01:00:00Z')));
    // a changed migration is another database
    const other = tempDir();
    for (const name of readdirSync(migrations)) writeFileSync(join(other, name), 'select 1;');
    expect(templateKey(other, NOW)).not.toBe(templateKey(migrations, NOW));
  });
});
