// MSW's cookie store expects `localStorage` outside Node, and a worker has none. Cookies play no
// part in the mock (it authenticates with a bearer token), so an in-memory stand-in is enough.
// It must be installed before msw is evaluated, which is why the worker imports msw (and every
// handler module) dynamically: a static import would be evaluated first.
export function installWorkerGlobals(): void {
  const memory = new Map<string, string>();
  const g = globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };
  g.localStorage ??= {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
  };
}
