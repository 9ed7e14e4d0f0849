#!/usr/bin/env node
// `npm start`: installs everything through corepack pnpm and serves the dashboard on its
// embedded mock API (VITE_API_MODE=mock) at http://localhost:5173.
import { checkNode, install, pnpm } from './lib.mjs';

checkNode();
install();
process.exit(pnpm(['--filter', '@atrium/dashboard', 'run', 'dev', '--host']));
