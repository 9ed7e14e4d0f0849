// Polls a started API server's /api/health until it answers 2xx. Shared by `npm start` and the
// load benchmark (bench/load.mjs); the first start of a server seeds its database, so this can
// take a minute or two.

/**
 * Resolves with the seconds it took once `${base}/api/health` answers 2xx; rejects when
 * `timeoutMs` passes or `gone()` returns a reason (the process exited, the user stopped it).
 */
export async function waitHealthy(base, { timeoutMs, gone = () => null, intervalMs = 500 }) {
  const started = performance.now();
  for (;;) {
    const reason = gone();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`no healthy ${base}/api/health within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
