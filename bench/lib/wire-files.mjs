#!/usr/bin/env node
// Which scripts a cold load sends, biggest first: a look behind the wire budgets.
//   node bench/lib/wire-files.mjs [DIST] [login|landing|list|detail ...]
import { launch, signIn } from './measure.mjs';
import { ROUTES } from './routes.mjs';
import { serve } from './serve.mjs';

const [dist = 'apps/dashboard/dist', ...ids] = process.argv.slice(2);
const server = await serve(dist);
const browser = await launch();
try {
  const { storageState } = await signIn(browser, server.url);
  for (const id of ids.length ? ids : ['login', 'landing']) {
    const route = ROUTES.find((r) => r.id === id);
    const context = await browser.newContext({ storageState: route.signedIn ? storageState : undefined });
    const page = await context.newPage();
    const w = server.window();
    await page.goto(`${server.url}${route.path}`, { waitUntil: 'load' });
    // as wire.mjs counts: until the route's data is on screen (the landing's charts load after
    // its queries answer, so "network quiet" alone stopped before them), then quiet
    if (route.ready) await page.waitForFunction(route.ready, undefined, { timeout: 60_000, polling: 250 });
    await server.quiet(1500, 60_000);
    const result = w.stop();
    const js = result.files.filter((f) => f.kind === 'js').sort((a, b) => b.bytes - a.bytes);
    console.log(`\n${route.path}: ${(result.js.bytes / 1024).toFixed(1)} kB JS in ${result.js.requests} requests`);
    for (const f of js.slice(0, 40)) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(7)}  ${f.path}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
