#!/usr/bin/env node
// What the deployable builds may and may not contain (security review #6, #10, #11), checked on
// the output of `build`: the demo build (dist, --mode mock) and the remote build (dist-remote).
// - no source map and no sourceMappingURL comment in either;
// - each carries `_headers` with the CSP, nosniff, framing and referrer headers;
// - the remote build has no mock API, no mock worker, no MSW service worker and no demo
//   accounts, and no "demo build" notice; the demo build has all of them;
// - every text file of 1 kB or more carries a brotli and a gzip copy (`.br`, `.gz`) that decode to
//   it, for a server or CDN to send by Accept-Encoding (issue 34, apps/server/src/serving.ts);
// - a build that names no API mode fails.
// Writes reports/deploy.json (one test per check) for the test summary; exits 1 on a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const app = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'dashboard');
const walk = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const results = [];
const check = (name, fn) => {
  try {
    const problem = fn();
    results.push({ name, ok: !problem, problem });
  } catch (error) {
    results.push({ name, ok: false, problem: String(error?.message ?? error) });
  }
};

const builds = { demo: join(app, 'dist'), remote: join(app, 'dist-remote') };
// each build's text files, read once (every check below searches them)
const textCache = new Map();
const text = (files) => {
  if (!textCache.has(files)) textCache.set(files, files.filter((f) => /\.(js|css|html|json)$/.test(f)).map((f) => [f, readFileSync(f, 'utf8')]));
  return textCache.get(files);
};
const filesOf = {};
for (const [name, dir] of Object.entries(builds)) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${relative(app, dir)} has no index.html: run the dashboard's build first`);
    process.exit(1);
  }
  filesOf[name] = walk(dir);
}

for (const [name, dir] of Object.entries(builds)) {
  check(`${name} build: no source maps`, () => {
    const maps = filesOf[name].filter((f) => f.endsWith('.map')).map((f) => relative(dir, f));
    const comments = text(filesOf[name]).filter(([, t]) => /[#@] sourceMappingURL=/.test(t)).map(([f]) => relative(dir, f));
    return maps.length || comments.length ? `maps: ${maps.slice(0, 3).join(', ')}; sourceMappingURL in: ${comments.slice(0, 3).join(', ')}` : null;
  });
  check(`${name} build: _headers with the security headers`, () => {
    const path = join(dir, '_headers');
    if (!existsSync(path)) return 'no _headers';
    const h = readFileSync(path, 'utf8');
    const want = ["Content-Security-Policy: default-src 'self'", "script-src 'self';", "object-src 'none'", "frame-ancestors 'none'", 'X-Content-Type-Options: nosniff', 'X-Frame-Options: DENY', 'Referrer-Policy: strict-origin-when-cross-origin'];
    const missing = want.filter((w) => !h.includes(w));
    return missing.length ? `missing: ${missing.join(' | ')}` : null;
  });
  check(`${name} build: text files precompressed (brotli and gzip) beside them`, () => {
    const files = filesOf[name].filter((f) => /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|ico)$/.test(f) && statSync(f).size >= 1024);
    if (!files.some((f) => relative(dir, f).startsWith('assets/'))) return 'no hashed asset found under assets/';
    const problems = [];
    for (const f of files) {
      const body = readFileSync(f);
      for (const [ext, decode] of [['br', brotliDecompressSync], ['gz', gunzipSync]]) {
        if (!existsSync(`${f}.${ext}`)) problems.push(`${relative(dir, f)}.${ext} missing`);
        else if (!decode(readFileSync(`${f}.${ext}`)).equals(body)) problems.push(`${relative(dir, f)}.${ext} does not decode to the file`);
      }
    }
    return problems.length ? `${problems.length} problem(s): ${problems.slice(0, 3).join('; ')}` : null;
  });
}

const mockFiles = (name) => filesOf[name].filter((f) => /(^|\/)(mock-worker|mock-api)-[^/]*\.js$|mockServiceWorker\.js$/.test(f)).map((f) => relative(builds[name], f));
const containing = (name, needle) => text(filesOf[name]).filter(([, t]) => t.includes(needle)).map(([f]) => relative(builds[name], f));

check('remote build: no mock API, no mock worker, no service worker', () => {
  const found = mockFiles('remote');
  return found.length ? `found ${found.join(', ')}` : null;
});
check('remote build: no demo accounts', () => {
  const found = [...containing('remote', 'admin@demo.com'), ...containing('remote', 'client@demo.com')];
  return found.length ? `demo credentials in ${[...new Set(found)].join(', ')}` : null;
});
check('remote build: no "demo build" notice', () => {
  const found = containing('remote', 'demo-build');
  return found.length ? `in ${found.join(', ')}` : null;
});
check('demo build: the mock API, the demo accounts and the notice are there', () => {
  const problems = [];
  if (!mockFiles('demo').some((f) => f.includes('mock-worker'))) problems.push('no mock worker chunk');
  if (containing('demo', 'admin@demo.com').length === 0) problems.push('no demo accounts');
  if (containing('demo', 'demo-build').length === 0) problems.push('no demo notice');
  return problems.length ? problems.join('; ') : null;
});
check('a build that names no API mode fails', () => {
  const out = join(tmpdir(), `atrium-no-mode-${process.pid}`);
  const env = { ...process.env };
  delete env.VITE_API_MODE;
  const run = spawnSync(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', out, '--emptyOutDir'], { cwd: app, env, encoding: 'utf8' });
  rmSync(out, { recursive: true, force: true });
  if (run.status === 0) return 'the build succeeded';
  return /must name its API mode/.test(`${run.stdout}${run.stderr}`) ? null : `failed for another reason: ${(run.stderr || run.stdout).slice(0, 300)}`;
});

for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.problem ? `: ${r.problem}` : ''}`);
const failed = results.filter((r) => !r.ok).length;
mkdirSync(join(app, 'reports'), { recursive: true });
writeFileSync(join(app, 'reports', 'deploy.json'), JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed }));
process.exit(failed ? 1 : 0);
