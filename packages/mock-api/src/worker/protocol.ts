// Messages between the page and the mock API running in a dedicated Web Worker. Everything in
// them is structured-clonable; bodies travel as transferred ArrayBuffers.

export interface InitMessage {
  type: 'init';
  /** what the page's localStorage held under `storageKey` and the keys derived from it */
  persisted: Array<[string, string]>;
  storageKey: string;
  latencyMs: number;
  /**
   * the page's clock when it started the worker: the mock's "now" follows the page's, so a page
   * whose clock is set (a test pins it with page.clock) sees the same instant in the mock's answers
   */
  pageNow: number;
}

export interface RequestMessage {
  type: 'request';
  id: number;
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
  /** the page's cookie jar for this URL (a Request in the worker cannot carry a Cookie header) */
  cookie: string | null;
}

/** Another tab changed the mock's storage (a sign-in or sign-out there): keep this copy in step. */
export interface StorageMessage {
  type: 'storage';
  key: string;
  value: string | null;
}

export type PageToWorker = InitMessage | RequestMessage | StorageMessage;

export interface ResponseMessage {
  type: 'response';
  id: number;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

/** No handler matched: the page sends the request to the network itself. */
export interface UnhandledMessage {
  type: 'unhandled';
  id: number;
}

/** The worker's database changed: the page writes it to localStorage (null removes it). */
export interface PersistMessage {
  type: 'persist';
  key: string;
  value: string | null;
}

export type WorkerToPage = ResponseMessage | UnhandledMessage | PersistMessage;

/** Requests under this prefix are answered by the store-analytics handlers alone. */
export const INSIGHTS_PREFIX = '/api/insights';
