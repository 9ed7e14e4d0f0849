import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

const apiUrl = process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
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
  preview: { port: 4173, proxy: { '/api': { target: apiUrl } } },
  build: {
    target: 'es2022',
    // every browser the es2022 target covers supports <link rel=modulepreload>: no polyfill
    modulePreload: { polyfill: false },
    // no source maps in the deployable output (security review: 503 maps published the full source)
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
