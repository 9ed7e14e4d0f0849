#!/usr/bin/env node
// A feature team's Storybook: `corepack pnpm --filter @atrium/invoice storybook` opens that
// package's stories alone, `… test:stories` runs them as tests. It is the one Storybook of
// apps/storybook (its preview, decorators and MSW set-up), narrowed by STORYBOOK_PACKAGE.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [mode = 'dev', ...rest] = process.argv.slice(2);
const name = process.env.npm_package_name;
if (!name?.startsWith('@atrium/')) {
  console.error('Run this through a package script (npm_package_name names the package), e.g. corepack pnpm --filter @atrium/invoice storybook');
  process.exit(2);
}
const commands = {
  dev: ['storybook', 'dev', '-p', process.env.STORYBOOK_PORT ?? '6006', '--no-open'],
  test: ['vitest', 'run'],
};
const command = commands[mode];
if (!command) {
  console.error(`unknown mode ${mode}: dev or test`);
  process.exit(2);
}
const cwd = fileURLToPath(new URL('.', import.meta.url));
const result = spawnSync('corepack', ['pnpm', 'exec', ...command, ...rest], {
  cwd,
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_PACKAGE: name.replace(/^@atrium\//, ''), COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' },
});
process.exit(result.status ?? 1);
