// The mock API inside a dedicated Web Worker: seeding, the store-analytics engine and every
// handler run here, so none of it ever blocks the page's main thread. The store-analytics
// handlers load first; the seeded back-office collections (and faker with them) load on the
// first request that needs them.
import type * as Msw from 'msw';
import type { RequestHandler } from 'msw';
import { installWorkerGlobals } from './worker-globals';
import type { PageToWorker, RequestMessage, WorkerToPage } from './protocol';
import { INSIGHTS_PREFIX } from './protocol';
import { attachRequestCookie, responseSetCookie } from '@atrium/domain';

interface WorkerScope {
  postMessage(message: WorkerToPage, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageToWorker>) => void): void;
}

export interface MockWorkerModules {
  /** the store-analytics handlers: small, and what the landing dashboard needs first */
  insights: () => Promise<HandlerModule>;
  /** every handler, with the seeded database behind them */
  all: () => Promise<HandlerModule>;
}

export interface HandlerModule {
  handlers: RequestHandler[];
  /** points the module's state (database, sessions) at the page's storage copy */
  configure: (options: ConfigureOptions) => void;
}

export interface ConfigureOptions {
  /** the page's storage as the worker sees it: writes go back to the page */
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
  storageKey: string;
  latencyMs: number;
  /** how far the page's clock is ahead of the worker's (0 unless the page's clock was set) */
  clockOffsetMs: number;
}

export function serveMockApi(scope: WorkerScope, modules: MockWorkerModules): void {
  // before msw loads: it is only ever imported dynamically, after this (see worker-globals.ts)
  installWorkerGlobals();
  let msw: Promise<typeof Msw> | undefined;
  let storageKey = '';
  let latencyMs = 0;
  let clockOffsetMs = 0;
  let insights: Promise<RequestHandler[]> | undefined;
  let all: Promise<RequestHandler[]> | undefined;
  // A copy of the page's storage: the mock reads it synchronously, writes go back to the page,
  // and other tabs' writes come in as 'storage' messages.
  const stored = new Map<string, string>();
  const storage: ConfigureOptions['storage'] = {
    getItem: (key) => stored.get(key) ?? null,
    setItem: (key, value) => {
      stored.set(key, value);
      scope.postMessage({ type: 'persist', key, value });
    },
    removeItem: (key) => {
      stored.delete(key);
      scope.postMessage({ type: 'persist', key, value: null });
    },
  };

  const handlersFor = (pathname: string): Promise<RequestHandler[]> => {
    const load = (module: Promise<HandlerModule>) =>
      module.then(({ handlers, configure }) => {
        configure({ storage, storageKey, latencyMs, clockOffsetMs });
        return handlers;
      });
    if (pathname.startsWith(INSIGHTS_PREFIX)) return (insights ??= load(modules.insights()));
    return (all ??= load(modules.all()));
  };

  async function answer(message: RequestMessage): Promise<void> {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      body: message.body,
    });
    if (message.cookie !== null) attachRequestCookie(request, message.cookie);
    let response: Response | undefined;
    try {
      const handlers = await handlersFor(new URL(message.url).pathname);
      const { getResponse } = await (msw ??= import('msw'));
      response = await getResponse(handlers, request);
    } catch (error) {
      // a handler that throws is a server error, as it would be on a real backend
      console.error('[mock-api]', error);
      response = Response.json({ message: 'Mock API error' }, { status: 500 });
    }
    if (!response) {
      scope.postMessage({ type: 'unhandled', id: message.id });
      return;
    }
    const body = response.body === null ? null : await response.arrayBuffer();
    // a browser drops Set-Cookie from a Response it builds: the handler marked it (@atrium/domain credentials.ts)
    const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'set-cookie');
    const setCookie = responseSetCookie(response);
    if (setCookie !== null) headers.push(['set-cookie', setCookie]);
    scope.postMessage(
      { type: 'response', id: message.id, status: response.status, statusText: response.statusText, headers, body },
      body ? [body] : [],
    );
  }

  scope.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'storage') {
      if (message.value === null) stored.delete(message.key);
      else stored.set(message.key, message.value);
      return;
    }
    if (message.type === 'init') {
      for (const [key, value] of message.persisted) stored.set(key, value);
      storageKey = message.storageKey;
      latencyMs = message.latencyMs;
      // A page and its worker share one real clock: a gap of more than a minute is a clock the
      // page's code (or a test) set, which the mock then follows. A smaller one is the message's
      // own delay, which is not a clock of its own.
      const gap = message.pageNow - Date.now();
      clockOffsetMs = Math.abs(gap) > 60_000 ? gap : 0;
      // start loading the store-analytics engine at once: the landing dashboard asks for it first
      void handlersFor(INSIGHTS_PREFIX);
      return;
    }
    void answer(message);
  });
}
