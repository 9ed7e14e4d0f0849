// Shared by start.mjs and test.mjs: run pnpm through corepack with no prompts, from the repo root.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Corepack downloads the pnpm pinned in package.json. Its signature check fails on registries
// that re-sign packages (such as mirrors); the lockfile's integrity hashes still protect installs.
export const env = {
  ...process.env,
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  COREPACK_INTEGRITY_KEYS: process.env.COREPACK_INTEGRITY_KEYS ?? '0',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

// Turbo and package scripts call `pnpm` by name; without `corepack enable` (which needs write
// access to Node's bin folder) there is none, so a small shim forwards to corepack.
const shimDir = join(root, 'node_modules', '.atrium-bin');
mkdirSync(shimDir, { recursive: true });
writeFileSync(join(shimDir, 'pnpm'), '#!/bin/sh\nexec corepack pnpm "$@"\n');
chmodSync(join(shimDir, 'pnpm'), 0o755);
env.PATH = `${shimDir}:${env.PATH ?? ''}`;

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function pnpm(args, options) {
  return run('corepack', ['pnpm', ...args], options);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Atrium needs Node.js 20.19 or newer (22 and 24 work too); this is ${process.version}.`);
    process.exit(1);
  }
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const status = pnpm(['install', ...frozen]);
  if (status !== 0) process.exit(status);
}

/**
 * `apt-get update` and one `apt-get install` of `packages`, started now and left running: resolves
 * to { status, output } when it ends. Its output goes to a file, not a pipe, so that it never
 * waits on this process while a synchronous step (pnpm install, a turbo pass) holds the event loop.
 */
export function aptInstallInBackground(packages) {
  console.log(`Installing ${packages.join(', ')} with apt-get, in the background…`);
  const dir = mkdtempSync(join(tmpdir(), 'atrium-apt-'));
  const logFile = join(dir, 'apt.log');
  const fd = openSync(logFile, 'w');
  const script = `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;
  const child = spawn('sh', ['-c', script], { stdio: ['ignore', fd, fd], env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } });
  closeSync(fd);
  return new Promise((resolve) => {
    const done = (status) => {
      const output = readFileSync(logFile, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, output: output.split('\n').slice(-15).join('\n') });
    };
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}
