// Artificial latency for every handled request. Its own module (not store.ts) so that the
// store-analytics handlers, which share `route()`/`authorize()` with the rest, do not pull the
// seeded database and faker into the worker's first chunk.
let latencyMs = 0;

/** Artificial latency for every handled request (0, the default, means none). */
export function setLatency(ms: number): void {
  latencyMs = Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export function getLatency(): number {
  return latencyMs;
}
