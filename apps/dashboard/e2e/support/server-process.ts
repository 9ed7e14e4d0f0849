// The real server (apps/server on its embedded PGlite) as a child process of a spec, for the
// specs that need one backend shared by several browsers or a server that can be killed:
// e2e/server/server.spec.ts and roles-live.spec.ts. Builds are overridable so a run can use its
// own beside the shared ones: E2E_SERVER_MAIN (the server bundle) and E2E_SERVER_STATIC (the
// remote build it serves).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SERVER_MAIN = process.env.E2E_SERVER_MAIN ?? fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
export const SERVER_STATIC = process.env.E2E_SERVER_STATIC ?? fileURLToPath(new URL('../../dist-remote', import.meta.url));

/** The server bundle's test helper that copies the run's seeded template (apps/server src/db/template.ts). */
type ServerBundle = { prepareSeededDataDir: (dataDir: string, options: { seedCache: string }) => Promise<boolean> };

/**
 * A fresh data folder. In `npm test` the server's own tests have made today's seed template
 * already (ATRIUM_SEED_CACHE): the folder starts from a copy of it, so the server's start is a
 * start on stored data. Otherwise the server seeds the empty folder on its first start.
 */
export async function newDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const seedCache = process.env.ATRIUM_SEED_CACHE;
  if (seedCache) await ((await import(pathToFileURL(join(dirname(SERVER_MAIN), 'index.js')).href)) as ServerBundle).prepareSeededDataDir(dataDir, { seedCache });
  return dataDir;
}

export interface ServerProcess {
  base: string;
  /** SIGKILL: no graceful flush, so what survives is what the database had acknowledged */
  kill(): Promise<void>;
}

/** Starts the server on 127.0.0.1:port over dataDir and resolves once /api/health answers. */
export async function startServer({ port, dataDir, timeoutMs = 280_000 }: { port: number; dataDir: string; timeoutMs?: number }): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: SERVER_STATIC, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED: 'demo' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    // not listening yet while it starts (a first start over an empty folder seeds the database)
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, kill };
    if (Date.now() > deadline) {
      await kill();
      throw new Error('the server did not answer /api/health in time');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}
