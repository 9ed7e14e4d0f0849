#!/usr/bin/env node
// `npm run start:mock`: installs everything through corepack pnpm and serves the dashboard on
// its in-browser mock API (VITE_API_MODE=mock, a Web Worker; no server, data stays in the
// browser) at http://localhost:5173. The same mode runs Storybook, unit tests and the demo build.
import { checkNode, env, install, pnpm } from './lib.mjs';

checkNode();
install();
process.exit(pnpm(['--filter', '@atrium/dashboard', 'run', 'dev', '--host'], { env: { ...env, VITE_API_MODE: 'mock' } }));
