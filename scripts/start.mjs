#!/usr/bin/env node
// `npm start`: installs everything through corepack pnpm, builds and starts the API server
// (apps/server) on its embedded PostgreSQL (PGlite, kept in apps/server/data), waits until it
// answers /api/health, then serves the dashboard against it (VITE_API_MODE=remote, /api proxied
// by Vite's dev server) at http://localhost:5173. `npm run start:mock` serves the dashboard on
// its in-browser mock API instead (no server; data stays in the browser).
//
// Environment: API_PORT (default 3000) for the server; DATABASE_URL to use a PostgreSQL server
// instead of PGlite; DATA_DIR for PGlite's folder; SEED (default demo) for an empty database. Ctrl+C stops both (the server flushes first).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNode, env, install, pnpm, root } from './lib.mjs';
import { waitHealthy } from './wait-healthy.mjs';

checkNode();
install();

const apiPort = Number(process.env.API_PORT ?? 3000);
const apiUrl = `http://127.0.0.1:${apiPort}`;

console.log('Building the API server (apps/server)…');
if (pnpm(['--filter', '@atrium/server', 'run', 'build']) !== 0) process.exit(1);

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'apps', 'server'),
  // the demo seed (logins admin@demo.com / client@demo.com) on a first start: `npm start` is the
  // demo; a production start (NODE_ENV=production) leaves SEED unset and gets no demo accounts
  env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', SEED: process.env.SEED ?? 'demo' },
  stdio: 'inherit',
});
children.push(server);
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API server stopped (exit ${code}).`);
    stop(code ?? 1);
  }
});

console.log(`Waiting for the API at ${apiUrl} (the first start seeds the embedded database: a minute or two)…`);
let readyS = 0;
try {
  readyS = await waitHealthy(apiUrl, { timeoutMs: 10 * 60_000, intervalMs: 1000, gone: () => (stopping ? 'stopped' : null) });
} catch (error) {
  if (!stopping) {
    console.error(`The API server did not become healthy: ${error.message}.`);
    stop(1);
  }
}

if (!stopping) {
  console.log(`API ready after ${Math.round(readyS)} s. Starting the dashboard at http://localhost:5173 (API mode: remote).`);
  const web = spawn('corepack', ['pnpm', '--filter', '@atrium/dashboard', 'run', 'dev', '--host'], {
    cwd: root,
    env: { ...env, VITE_API_MODE: 'remote', ATRIUM_API_URL: apiUrl },
    stdio: 'inherit',
  });
  children.push(web);
  web.on('exit', (code) => stop(code ?? 0));
}
