import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { headersFile, securityHeaders } from './security-headers.ts';
import { firstPaintShell, SHELL_LANGUAGES, SHELL_PAGES, shellStrings, type Json, type ShellLanguage, type ShellStrings } from './src/boot/first-paint-shell.ts';

/**
 * Libraries MSW imports that the mock API worker never runs, replaced by small stubs (each
 * stub's comment says why): the cookie jar and GraphQL.
 */
function stubWorkerDependencies(): Plugin {
  const stubs: Record<string, string> = {
    'tough-cookie': fileURLToPath(new URL('./src/boot/tough-cookie-stub.ts', import.meta.url)),
    graphql: fileURLToPath(new URL('./src/boot/graphql-stub.ts', import.meta.url)),
  };
  return {
    name: 'atrium:stub-worker-dependencies',
    enforce: 'pre',
    resolveId: (id) => stubs[id] ?? null,
  };
}

/**
 * Writes the static first-paint shell (src/boot/first-paint-shell.ts) where index.html has
 * `<!--first-paint-->`, with its strings read from the packages' locale files, so the shell says
 * what the app says, in en, ar and he.
 */
function firstPaint(): Plugin {
  const read = (path: string) => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')) as Json;
  return {
    name: 'atrium:first-paint-shell',
    transformIndexHtml(html) {
      const strings = Object.fromEntries(
        SHELL_LANGUAGES.map((lng) => [
          lng,
          shellStrings(
            read(`../../packages/i18n/src/locales/${lng}.json`),
            read(`../../packages/auth/src/locales/${lng}.json`),
            Object.fromEntries(SHELL_PAGES.map((page) => [page.namespace, read(`../../packages/${page.namespace}/src/locales/${lng}.json`)])),
          ),
        ]),
      ) as Record<ShellLanguage, ShellStrings>;
      if (!html.includes('<!--first-paint-->')) throw new Error('index.html has no <!--first-paint--> placeholder');
      return html.replace('<!--first-paint-->', firstPaintShell(strings));
    },
  };
}

/** A module from a dependency (or the bundler's runtime), not from the workspace. */
const isLibraryModule = (id: string) => id.includes('/node_modules/') || id.startsWith('\0');

/**
 * The components' stylesheets (src/boot/styles.ts) are not render-blocking: the entry imports
 * them and renders the app once they are in. A preload link in index.html starts their download
 * with the entry's instead of after it. Same `crossorigin` as the link Vite's preload helper adds,
 * so the browser uses the preloaded copy.
 */
function preloadAppStyles(): Plugin {
  return {
    name: 'atrium:preload-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/boot/styles.ts'));
        const css = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        if (css.length === 0) throw new Error('src/boot/styles.ts has no stylesheet chunk to preload');
        return css.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
  };
}

const apiUrl = process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:3000';

/**
 * A build names its API mode (security review #11): `vite build --mode mock` (.env.mock, the
 * demo with its in-browser API) or `--mode remote` (.env.remote, a real server: no mock, no
 * worker, no demo accounts). A build with neither would silently ship the mock, so it fails.
 */
function requireApiMode(apiMode: string | undefined): Plugin {
  return {
    name: 'atrium:require-api-mode',
    apply: 'build',
    configResolved() {
      if (apiMode !== 'mock' && apiMode !== 'remote') {
        throw new Error(`A build must name its API mode: run \`vite build --mode mock\` or \`--mode remote\` (VITE_API_MODE is ${JSON.stringify(apiMode ?? null)}).`);
      }
    },
  };
}

/**
 * In a remote build the mock API module is swapped for a stub before bundling: the bundler
 * emits a dynamically imported chunk even when the import sits in code the mode makes dead, and
 * a remote build must not ship the mock, its worker or its fixtures (security review #11).
 */
function noMockInRemoteBuild(apiMode: string | undefined): Plugin {
  const stub = '\0atrium:no-mock-api';
  return {
    name: 'atrium:no-mock-in-remote-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (apiMode === 'remote' && /(^|\/)boot\/mock-api(\.ts)?$/.test(source) ? stub : null),
    load: (id) => (id === stub ? "export function startMockApi() { throw new Error('This build calls a real server: it has no mock API.'); }" : null),
  };
}

/** Writes the security headers (security-headers.ts) as `_headers` into the build's output. */
function deployHeaders(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'atrium:deploy-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile({ apiBaseUrl }) });
    },
  };
}

/** Text files worth compressing (images and fonts of the build are compressed already). */
const PRECOMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ico']);

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build of 1 kB or more, when smaller: a server or CDN sends them by Accept-Encoding without
 * compressing per request (apps/server/src/serving.ts does; decision 0005, ninth pass). Runs once
 * everything is written, public/ files included.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : []));
  return {
    name: 'atrium:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = walk(outDir).filter((file) => PRECOMPRESSED.has(extname(file).toLowerCase()));
      await Promise.all(
        files.map(async (file) => {
          const body = readFileSync(file);
          if (body.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) writeFileSync(`${file}.br`, br);
          if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => {
  const fileEnv = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const apiMode = process.env.VITE_API_MODE || fileEnv.VITE_API_MODE || undefined;
  const apiBaseUrl = process.env.VITE_API_BASE_URL || fileEnv.VITE_API_BASE_URL || undefined;
  return {
    plugins: [
      // File-based routes; every route's component is split into its own lazy chunk.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders split too: they import a feature's query options (and the API contract with them),
        // which must not weigh on the first paint.
        codeSplittingOptions: {
          defaultBehavior: [['component'], ['loader'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/route-tree.gen.ts',
      }),
      react(),
      firstPaint(),
      preloadAppStyles(),
      requireApiMode(apiMode),
      noMockInRemoteBuild(apiMode),
      deployHeaders(apiBaseUrl),
      precompress(),
    ],
    resolve: {
      // Workspace packages resolve to their src/ (no build step in dev).
      conditions: ['@atrium/source', ...defaultClientConditions],
    },
    // The mock API worker (src/boot/mock-worker.ts) is an ES module worker with its own chunks.
    worker: { format: 'es', plugins: () => [stubWorkerDependencies()] },
    // VITE_API_MODE=remote: the app calls its own origin's /api, which the dev server and
    // `vite preview` pass to the API server (`npm start` sets ATRIUM_API_URL; apps/server serves
    // a built dashboard same-origin itself, so production needs no proxy).
    server: { port: 5173, proxy: { '/api': { target: apiUrl } } },
    // the preview sends what production sends: the end-to-end suite runs under the CSP
    preview: { port: 4173, proxy: { '/api': { target: apiUrl } }, headers: securityHeaders({ apiBaseUrl }) },
    build: {
      target: 'es2022',
      // index.html modulepreloads the entry's own imports. A lazy import preloads only its CSS:
      // Vite's helper appending one <link rel=modulepreload> per chunk cost the landing's boot
      // 60-290 ms of main thread at 1x (appendChild, ~150 links), more than the browser takes to
      // find the same chunks in the modules' own imports (decision 0005, eighth pass: landing at
      // 4x, total blocking 1.19 s -> 0.77 s, data ready 4.8 s -> 3.3 s). No polyfill: es2022
      // browsers have modulepreload.
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
      // no source maps in the deployable output (security review: 503 maps published the full source)
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically goes into the entry chunk (decision 0005,
            // fifth pass): left alone, rolldown cut it into ~30 files (the router, i18next, React's
            // JSX runtime…) because lazy chunks import the same modules; all of them load at boot
            // anyway, and one file gzips ~5 kB smaller than thirty.
            groups: [{ name: 'index', tags: ['$initial'] }],
          },
          // Lazy chunks made only of libraries (Mantine's per-component chunks, single icons…) are
          // named by their hash alone: the entry lists every lazy chunk's file name for its
          // preloads (`__vite__mapDeps`), and ~180 such names cost ~1 kB gzip there. The app's own
          // chunks keep their names, which the wire reports (bench/lib/wire-files.mjs) show.
          chunkFileNames: (chunk) => (chunk.moduleIds.every(isLibraryModule) ? 'assets/[hash:7].js' : 'assets/[name]-[hash:7].js'),
          assetFileNames: 'assets/[name]-[hash:7][extname]',
        },
      },
    },
  };
});
