import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

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
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
