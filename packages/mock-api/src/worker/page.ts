// The page's side of the mock API worker: a fetch() that answers /api requests from the worker
// and sends everything else to the network. It keeps the mock's session cookie in a private jar
// (cookie-jar.ts), as a browser keeps a server's HttpOnly cookie. Small on purpose: it is all the page loads of the
// mock before the first paint.
import { DEFAULT_STORAGE_KEY } from '../store/keys';
import { COOKIE_JAR_SUFFIX, createCookieJar } from './cookie-jar';
import type { PageToWorker, WorkerToPage } from './protocol';

export interface WorkerFetchOptions {
  /** where demo edits are kept between reloads; null turns persistence off */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null;
  storageKey?: string;
  /** artificial latency per request in ms (default 0) */
  latencyMs?: number;
  /** which requests the mock answers (default: same-origin paths under /api/) */
  handles?: (url: URL) => boolean;
}

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  fallback: () => Promise<Response>;
}

function safeStorage(options: WorkerFetchOptions): WorkerFetchOptions['storage'] {
  if (options.storage !== undefined) return options.storage;
  try {
    return globalThis.localStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): the demo runs in memory
  }
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

export function createWorkerFetch(worker: Worker, options: WorkerFetchOptions = {}): typeof fetch {
  const storage = safeStorage(options);
  const storageKey = options.storageKey ?? DEFAULT_STORAGE_KEY;
  const handles = options.handles ?? ((url: URL) => url.origin === globalThis.location?.origin && url.pathname.startsWith('/api/'));
  const pending = new Map<number, Pending>();
  let seq = 0;

  // the session cookie of the mock's login, kept here and nowhere the page's code can read it
  const jarKey = `${storageKey}${COOKIE_JAR_SUFFIX}`;
  const jar = createCookieJar(storage, jarKey);
  // the page's jar is not the worker's business: it never gets a copy
  const ours = (key: string | null): key is string => key !== null && key.startsWith(storageKey) && key !== jarKey;
  const persisted: Array<[string, string]> = [];
  try {
    // the database and what is kept beside it (the mock's sessions) share the key as a prefix
    for (let i = 0; storage && i < storage.length; i += 1) {
      const key = storage.key(i);
      const value = ours(key) ? storage.getItem(key) : null;
      if (ours(key) && value !== null) persisted.push([key, value]);
    }
  } catch {
    // unreadable storage: start from the seed
  }
  const post = (message: PageToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  post({ type: 'init', persisted, storageKey, latencyMs: options.latencyMs ?? 0, pageNow: Date.now() });
  // a sign-in or sign-out in another tab changes the mock's sessions: keep this tab's copy in step
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.storageArea === globalThis.localStorage && ours(event.key)) post({ type: 'storage', key: event.key, value: event.newValue });
  });

  worker.addEventListener('message', (event: MessageEvent<WorkerToPage>) => {
    const message = event.data;
    if (message.type === 'persist') {
      try {
        if (message.value === null) storage?.removeItem(message.key);
        else storage?.setItem(message.key, message.value);
      } catch {
        // quota or privacy mode: the demo keeps working in memory
      }
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.type === 'unhandled') {
      waiting.fallback().then(waiting.resolve, waiting.reject);
      return;
    }
    const empty = message.status === 204 || message.status === 205 || message.status === 304;
    // as a browser does with an HttpOnly cookie: kept in the jar, never shown to the caller
    const headers = message.headers.filter(([name]) => name.toLowerCase() !== 'set-cookie');
    for (const [name, value] of message.headers) if (name.toLowerCase() === 'set-cookie') jar.apply(value);
    waiting.resolve(new Response(empty ? null : message.body, { status: message.status, statusText: message.statusText, headers }));
  });

  return async function mockFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    if (!handles(new URL(request.url))) return globalThis.fetch(request);
    const fallback = request.clone();
    const signal = request.signal;
    if (signal.aborted) throw abortError();
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const id = ++seq;
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, { resolve, reject, fallback: () => globalThis.fetch(fallback) });
      signal.addEventListener('abort', () => {
        if (pending.delete(id)) reject(abortError());
      });
      const url = new URL(request.url);
      // credentials: 'omit' sends no cookie, as a browser would not
      const cookie = request.credentials === 'omit' ? null : jar.header(url);
      post(
        { type: 'request', id, url: request.url, method: request.method, headers: [...request.headers].filter(([name]) => name.toLowerCase() !== 'cookie'), body, cookie },
        body ? [body] : [],
      );
    });
  };
}
