#!/usr/bin/env node
// A throwaway PostgreSQL for the contract suite (issue 17): the server must pass the same tests
// on a real PostgreSQL as on PGlite and the mock. Finds Debian's PostgreSQL (installs the
// `postgresql` package with apt-get when it is missing and we are root), creates a cluster in a
// temporary folder, starts it on 127.0.0.1 on a free port, and creates a role and a database.
//
//   node scripts/postgres.mjs           starts one, prints DATABASE_URL, stops it on Ctrl-C
//   node scripts/postgres.mjs --check   starts one, runs a query, stops it (a setup self-test)
//
// scripts/test.mjs imports startPostgres() and passes DATABASE_URL to the test run.
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const say = (line) => console.log(`[postgres] ${line}`);

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The bin folder of the newest PostgreSQL installed the Debian way, or on PATH. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(base, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return which.status === 0 && initdb !== '' ? join(initdb, '..') : undefined;
}

function aptInstall() {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) return false;
  say('PostgreSQL is not installed: apt-get install postgresql …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  return install.status === 0;
}

function userExists(name) {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
}

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a PostgreSQL for this run. Resolves to { url, port, stop, query, bin, log } or, when it
 * cannot, to { error } with the reason (already printed). Tests want speed and throw the data away:
 * by default commits are not flushed (fsync, synchronous_commit and full_page_writes off).
 * `durable: true` keeps PostgreSQL's defaults, every commit flushed to disk, as the load benchmark
 * measures; `settings` adds `-c name=value` options (e.g. { shared_buffers: '1GB' }).
 */
export async function startPostgres({ durable = false, settings = {} } = {}) {
  const fail = (error) => {
    say(`cannot start PostgreSQL: ${error}`);
    return { error };
  };

  let binDir = findPostgresBin();
  if (!binDir && aptInstall()) binDir = findPostgresBin();
  if (!binDir) {
    return fail(
      isRoot() || !existsSync('/usr/bin/apt-get')
        ? 'PostgreSQL is not installed and apt-get could not install it (Debian/Ubuntu: `apt-get install postgresql`)'
        : 'PostgreSQL is not installed; install it (`sudo apt-get install postgresql`) or set DATABASE_URL',
    );
  }
  const bin = (name) => join(binDir, name);

  // as root, everything runs as the postgres user (the Debian package creates it)
  const owner = isRoot() ? 'postgres' : undefined;
  if (owner && !userExists(owner)) return fail('running as root, and there is no `postgres` user to own the cluster');
  const asOwner = (cmd, args, options = {}) =>
    spawnSync(owner ? 'runuser' : cmd, owner ? ['-u', owner, '--', cmd, ...args] : args, { encoding: 'utf8', ...options });

  const dir = mkdtempSync(join(tmpdir(), 'atrium-pg-'));
  const data = join(dir, 'data');
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  const password = randomBytes(12).toString('hex');
  const pwfile = join(dir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    const uid = Number(spawnSync('id', ['-u', owner], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', owner], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
    chownSync(pwfile, uid, gid);
  }
  chmodSync(dir, 0o700);

  const init = asOwner(bin('initdb'), ['-D', data, '-U', 'postgres', '--pwfile', pwfile, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (init.status !== 0) {
    const detail = `${init.stderr ?? ''}${init.error?.message ?? ''}`.trim().split('\n').slice(-3).join(' | ');
    cleanUp();
    return fail(`initdb failed: ${detail}`);
  }

  const port = await freePort();
  const log = join(dir, 'server.log');
  // loopback only; the socket lives in the temp folder (no /var/run/postgresql needed)
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`).join('');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'}${extra}`;
  const start = asOwner(bin('pg_ctl'), ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']);
  if (start.status !== 0) {
    const detail = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-3).join(' | ') : (start.stderr ?? '').trim();
    cleanUp();
    return fail(`pg_ctl start failed: ${detail}`);
  }

  const stop = () => {
    asOwner(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    cleanUp();
  };

  const role = 'atrium';
  const database = 'atrium_contract';
  const psql = (sql) =>
    spawnSync(bin('psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], {
      encoding: 'utf8',
      env: { ...process.env, PGPASSWORD: password },
    });
  for (const sql of [`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`, `CREATE DATABASE ${database} OWNER ${role}`]) {
    const result = psql(sql);
    if (result.status !== 0) {
      stop();
      return fail(`${sql.split(' PASSWORD')[0]} failed: ${(result.stderr ?? result.error?.message ?? '').trim()}`);
    }
  }

  const url = `postgres://${role}:${password}@127.0.0.1:${port}/${database}`;
  say(`PostgreSQL ${binDir.split('/').at(-2) ?? ''} is up on 127.0.0.1:${port}, database ${database} (role ${role}); data in ${data}`);
  /** runs SQL as the test role in the test database, through the URL the tests get */
  const query = (sql) => spawnSync(bin('psql'), [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], { encoding: 'utf8' });
  // `admin` runs SQL as the superuser (settings such as ALTER SYSTEM), `bin` names a PostgreSQL tool
  return { url, port, stop, query, admin: psql, bin, log, durable };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startPostgres();
  if (pg.error) process.exit(1);
  if (process.argv.includes('--check')) {
    const result = pg.query(`SELECT current_user || ' ' || current_database() || ' ' || split_part(version(), ' ', 2)`);
    pg.stop();
    if (result.status !== 0) {
      say(`query through DATABASE_URL failed: ${result.stderr.trim()}`);
      process.exit(1);
    }
    say(`ok: ${result.stdout.trim()}; stopped and removed`);
  } else {
    console.log(`DATABASE_URL=${pg.url}`);
    say('running; Ctrl-C stops it and removes its data');
    const shutdown = () => {
      pg.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
    setInterval(() => {}, 1 << 30);
  }
}
