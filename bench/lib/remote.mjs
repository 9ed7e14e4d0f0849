// The build people deploy: the dashboard's remote build (`apps/dashboard/dist-remote`) served by
// `apps/server` (its own `dist/main.js`, PGlite in a fresh folder, demo seed), exactly as
// `npm start` runs it. The benchmark talks to it through a counting proxy on loopback, which
// gives the same interface as lib/serve.mjs (`url`, `window()`, `idle()`, `quiet()`, `close()`),
// so a load of the remote build is measured like a load of the demo build: what the server sent
// (its compression, its caching headers) is what is counted.
//
//   const remote = await startRemote({ dist: 'apps/dashboard/dist-remote' });
//   ... measureLoad(browser, remote, `${remote.url}/login`) ...
//   await remote.close();                   // stops the server and removes its data folder
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kindOf } from './serve.mjs';
import { root } from './measure.mjs';

/** The server's entry, built by `corepack pnpm --filter @atrium/server build`. */
export const SERVER_MAIN = join(root, 'apps', 'server', 'dist', 'main.js');

/**
 * Starts `apps/server` on a free port (or `serverPort`) with `dist` as its STATIC_DIR and a new
 * PGlite folder (the first start migrates and seeds: up to a minute or two), then the counting
 * proxy in front of it. `dataDir` reuses a seeded folder instead (kept on close); `serverMain`
 * runs another build of the server (an older one, to compare).
 */
export async function startRemote({ dist, serverMain = SERVER_MAIN, serverPort = 0, dataDir, log = () => {}, startTimeout = 600_000 } = {}) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: build the server first (corepack pnpm --filter @atrium/server build)`);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: build the dashboard first`);
  const ownData = dataDir === undefined;
  const data = dataDir ?? mkdtempSync(join(tmpdir(), 'atrium-bench-data-'));
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      STATIC_DIR: dist,
      LOG_LEVEL: 'warn',
      // plain http on loopback: a Secure cookie would never be sent back
      SESSION_COOKIE_SECURE: 'auto',
      NODE_ENV: 'production',
      // production seeds nothing by default (apps/server config, `seedOf`): the demo data and its
      // admin, as `npm start` sets
      SEED: 'demo',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d) => {
    output += d;
  });
  const upstream = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`apps/server did not listen within ${startTimeout} ms:\n${output.slice(-2000)}`)), startTimeout);
    child.stdout.on('data', (d) => {
      output += d;
      const m = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`apps/server exited (${code}) before listening:\n${output.slice(-2000)}`));
    });
  });
  log(`apps/server ${upstream} (PGlite ${data}, STATIC_DIR ${dist})`);
  const proxy = await countingProxy(upstream);
  return {
    ...proxy,
    upstream,
    async close() {
      await proxy.close();
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      if (ownData) rmSync(data, { recursive: true, force: true });
    },
  };
}

/**
 * A pass-through HTTP proxy on 127.0.0.1 that counts the bytes of every response body as it
 * came from `upstream` (so compressed bodies count compressed), by kind (`js`, `css`, `font`,
 * `api`…). A Server-Sent Events answer counts as finished once its headers are in: it stays
 * open for the page's life and must not keep the load "busy".
 */
export async function countingProxy(upstream) {
  const target = new URL(upstream);
  let inflight = 0;
  let lastActivity = Date.now();
  const windows = new Set();
  const sockets = new Set();

  const server = createServer((req, res) => {
    inflight += 1;
    lastActivity = Date.now();
    const path = new URL(req.url, 'http://x').pathname;
    let bytes = 0;
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      inflight -= 1;
      lastActivity = Date.now();
      const kind = path.startsWith('/api/') ? 'api' : kindOf(path);
      for (const w of windows) w.add({ path, kind, bytes, status });
    };
    const upstreamReq = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.rawHeaders);
      const stream = String(up.headers['content-type'] ?? '').startsWith('text/event-stream');
      if (stream) finish(up.statusCode);
      up.on('data', (chunk) => {
        if (!stream) {
          bytes += chunk.length;
          lastActivity = Date.now();
        }
      });
      up.pipe(res);
      up.on('end', () => finish(up.statusCode));
      up.on('error', () => finish(502));
    });
    upstreamReq.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
      finish(502);
    });
    res.on('close', () => {
      upstreamReq.destroy();
      finish(res.statusCode);
    });
    req.pipe(upstreamReq);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    window() {
      const entries = [];
      const w = { add: (e) => entries.push(e) };
      windows.add(w);
      return {
        stop() {
          windows.delete(w);
          const totals = { requests: entries.length, bytes: 0, js: { requests: 0, bytes: 0 }, css: { requests: 0, bytes: 0 }, font: { requests: 0, bytes: 0 }, api: { requests: 0, bytes: 0 }, files: entries };
          for (const e of entries) {
            totals.bytes += e.bytes;
            if (totals[e.kind]) {
              totals[e.kind].requests += 1;
              totals[e.kind].bytes += e.bytes;
            }
          }
          return totals;
        },
      };
    },
    idle: (ms = 0) => inflight === 0 && Date.now() - lastActivity >= ms,
    async quiet(ms = 1000, timeout = 30_000) {
      const start = Date.now();
      while (Date.now() - start < timeout) {
        if (inflight === 0 && Date.now() - lastActivity >= ms) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
