// A tiny static server for a built SPA on loopback: gzip (level 9, the same as bundle-size.mjs,
// compressed once and kept in memory so the server costs nothing during a load), SPA fallback to
// index.html, and a byte counter so the benchmark knows exactly what went over the wire.
// No dependency: node:http and node:zlib only.
//
//   const server = await serve('/path/to/dist');           // { url, port, close, window, quiet }
//   const w = server.window();                              // start counting
//   ... load a page ...
//   w.stop() -> { requests, bytes, js: { requests, bytes }, css, other, files: [...] }
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip as gzipCb } from 'node:zlib';

const gzip = promisify(gzipCb);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.ico', '.ttf']);

/** What kind of resource a path is, for the per-kind totals. */
export function kindOf(path) {
  const ext = extname(path).toLowerCase();
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.html') return 'html';
  if (['.woff', '.woff2', '.ttf', '.otf'].includes(ext)) return 'font';
  if (['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico'].includes(ext)) return 'image';
  return 'other';
}

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/**
 * Serves `root` on 127.0.0.1. Every file but source maps is read and gzipped before the server
 * answers its first request. Options: `port` (0: any free port), `gzip` (default true).
 */
export async function serve(dir, { port = 0, gzip: useGzip = true, host = '127.0.0.1' } = {}) {
  const root = resolve(dir);
  const files = new Map(); // url path -> { body, gz, type, kind }
  const load = async (path) => {
    const body = await readFile(path);
    const ext = extname(path).toLowerCase();
    const gz = useGzip && COMPRESSIBLE.has(ext) ? await gzip(body, { level: constants.Z_BEST_COMPRESSION }) : null;
    return { body, gz, type: TYPES[ext] ?? 'application/octet-stream', kind: kindOf(path) };
  };
  const all = await walk(root);
  const toUrl = (path) => `/${path.slice(root.length).split(sep).filter(Boolean).join('/')}`;
  // source maps are many and never requested by a page: compressed on demand
  await Promise.all(all.filter((p) => !p.endsWith('.map')).map(async (p) => files.set(toUrl(p), await load(p))));
  if (!files.has('/index.html')) throw new Error(`${root} has no index.html (build it first)`);

  let inflight = 0;
  let lastActivity = Date.now();
  const windows = new Set();

  const server = createServer(async (req, res) => {
    inflight += 1;
    lastActivity = Date.now();
    let done = false;
    const finish = (path, kind, bytes, status) => {
      if (done) return;
      done = true;
      inflight -= 1;
      lastActivity = Date.now();
      for (const w of windows) w.add({ path, kind, bytes, status });
    };
    res.on('close', () => finish(req.url, 'other', 0, res.statusCode));
    try {
      const url = new URL(req.url, 'http://x');
      let path;
      try {
        path = normalize(decodeURIComponent(url.pathname)).replaceAll('\\', '/');
      } catch {
        path = '/';
      }
      if (path.includes('..')) path = '/';
      let file = files.get(path);
      if (!file && path.endsWith('.map')) {
        const onDisk = join(root, ...path.split('/').filter(Boolean));
        if (await stat(onDisk).then((s) => s.isFile(), () => false)) {
          file = await load(onDisk);
          files.set(path, file);
        }
      }
      // SPA fallback: any path that is not a file (and does not look like one) gets index.html
      let status = 200;
      if (!file) {
        if (extname(path) === '' || (req.headers.accept ?? '').includes('text/html')) {
          file = files.get('/index.html');
          path = '/index.html';
        } else status = 404;
      }
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 9 });
        res.end(req.method === 'HEAD' ? undefined : 'not found');
        finish(path, 'other', 9, 404);
        return;
      }
      const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = wantsGzip && file.gz ? file.gz : file.body;
      const headers = {
        'Content-Type': file.type,
        'Content-Length': body.length,
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
      };
      if (body === file.gz) headers['Content-Encoding'] = 'gzip';
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body, () => finish(path, file.kind, req.method === 'HEAD' ? 0 : body.length, status));
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end();
      finish(req.url, 'other', 0, 500);
      console.error(error);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    /** Starts counting what the server sends; `stop()` returns the totals since. */
    window() {
      const entries = [];
      const w = { add: (e) => entries.push(e) };
      windows.add(w);
      return {
        stop() {
          windows.delete(w);
          const totals = { requests: entries.length, bytes: 0, js: { requests: 0, bytes: 0 }, css: { requests: 0, bytes: 0 }, font: { requests: 0, bytes: 0 }, files: entries };
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
    /** True when nothing is in flight and nothing was sent for `ms`. */
    idle: (ms = 0) => inflight === 0 && Date.now() - lastActivity >= ms,
    /** Resolves once no request has been in flight for `ms` (or after `timeout` ms). */
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
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// `node bench/lib/serve.mjs DIR [PORT]`: serve a build by hand (Ctrl-C stops it).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/lib/serve.mjs DIST_DIR [PORT]');
    process.exit(2);
  }
  const s = await serve(dir, { port: Number(process.argv[3] ?? 0) });
  console.log(`serving ${dir} (gzip) on ${s.url}`);
}
