import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['*.test.js'], environment: 'node', reporters: ['default', 'json'], outputFile: { json: 'reports/vitest.json' } },
});
