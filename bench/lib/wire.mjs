// JS on the wire for the byte budgets (bench/budgets.json: loginJsGzip, landingJsGzip): one cold
// load of /login signed out and one of the landing dashboard signed in, at 1× CPU, served gzip
// by bench/lib/serve.mjs. Counted by the server: the gzip bodies of every script it sent from
// navigation until data is on screen and network and main thread are quiet (the mock's service
// worker script included). Used by bundle-size.mjs --check; browser.mjs reports the same figure.
import { launch, measureLoad, signIn } from './measure.mjs';
import { ROUTES } from './routes.mjs';
import { serve } from './serve.mjs';

/** `{ login, landing }`, each `{ jsBytes, jsRequests, requests, error? }`. */
export async function measureWire(dist, { timeout = 50_000, log = () => {} } = {}) {
  const server = await serve(dist);
  const browser = await launch();
  try {
    // signed in through the form: the mock API enforces sessions (401 for a token its session
    // table does not hold), so a session written by hand would never see data
    const { storageState, how } = await signIn(browser, server.url);
    if (how !== 'form') log(`sign-in: ${how}`);
    const out = {};
    for (const id of ['login', 'landing']) {
      const route = ROUTES.find((r) => r.id === id);
      const r = await measureLoad(browser, server, `${server.url}${route.path}`, {
        rate: 1,
        ready: route.ready,
        storageState: route.signedIn ? storageState : undefined,
        timeout,
      });
      out[id] = { path: route.path, jsBytes: r.jsBytes, jsRequests: r.jsRequests, requests: r.requests, ...(r.error ? { error: r.error } : {}) };
      log(`${route.path}: ${(r.jsBytes / 1024).toFixed(1)} kB JS in ${r.jsRequests} requests${r.error ? ` (${r.error})` : ''}`);
    }
    return out;
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
}
