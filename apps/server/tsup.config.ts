// The server ships as one bundle per entry with the workspace packages inlined (they are
// TypeScript sources), and the SQL migrations copied beside it.
import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts', 'src/create-admin.ts', 'src/scale-seed.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  outDir: 'dist',
  // @atrium/* are bundled from source; npm dependencies (native argon2, PGlite's wasm) stay external
  noExternal: [/^@atrium\//],
  esbuildOptions(options) {
    options.conditions = ['@atrium/source'];
  },
  onSuccess: () => {
    cpSync('migrations', 'dist/migrations', { recursive: true });
    return Promise.resolve();
  },
});
