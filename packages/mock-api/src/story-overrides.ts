// Per-story answers for Storybook (issue 35): a story puts one of these in front of the mock's
// handlers to show a screen loading, empty, failing or slow, with the seeded data otherwise.
//
//   parameters: mockApi(errorFor('/api/apps/invoice'))
//
// `path` is an MSW path as the handlers write it (`/api/apps/invoice/:id`); only GET answers are
// replaced unless `method` says otherwise, so a story's saves still reach the mock.
import { delay, getResponse, http, HttpResponse, type HttpHandler, type JsonBodyType, type RequestHandler } from 'msw';
import { signInApiClientAsDemo } from './demo-session';
import { handlers } from './handlers';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const failures = new Map<string, number>();

/** How many requests an `errorFor` handler of this path has failed so far (a retry's proof). */
export function failedRequests(path: string): number {
  return failures.get(path) ?? 0;
}

/** The path answers `status` (500: the server failed) with a message, as the real API does. */
export function errorFor(path: string, { status = 500, method = 'get', body }: { status?: number; method?: Method; body?: unknown } = {}): HttpHandler {
  return http[method](`*${path}`, () => {
    failures.set(path, failedRequests(path) + 1);
    return HttpResponse.json((body as JsonBodyType) ?? { message: 'The server could not answer (a story’s simulated failure)' }, { status });
  });
}

/** A 400 with field errors, the shape `fieldErrorsOf` reads (`{ errors: { field: [message] } }`). */
export function validationErrorFor(path: string, errors: Record<string, string[]>, method: Method = 'post'): HttpHandler {
  return errorFor(path, { status: 400, method, body: { message: 'Validation failed', errors } });
}

/** The path never answers: the screen stays in its loading state. */
export function loadingFor(path: string, method: Method = 'get'): HttpHandler {
  return http[method](`*${path}`, async () => {
    await delay('infinite');
  });
}

/** The path answers as the mock does, `ms` later (a slow network). */
export function slowFor(path: string, ms = 1200, method: Method = 'get'): HttpHandler {
  // a resolver that returns nothing hands the request on to the next handler
  return http[method](`*${path}`, async () => {
    await delay(ms);
  });
}

/** The mock's answer with every list in it emptied and every total zero. */
export function emptied(body: unknown): unknown {
  if (Array.isArray(body)) return [];
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (Array.isArray(value)) return [key, []];
      if (typeof value === 'number' && /^(total|count)/i.test(key)) return [key, 0];
      return [key, value];
    }),
  );
}

/** The path answers as the mock does with its lists emptied (or with `body`): a screen with nothing yet. */
export function emptyFor(path: string, body?: unknown): HttpHandler {
  return http.get(`*${path}`, async ({ request }) => {
    if (body !== undefined) return HttpResponse.json(body as JsonBodyType);
    const real = await getResponse(handlers, request);
    if (!real?.ok) return real;
    return HttpResponse.json(emptied(await real.json()) as JsonBodyType);
  });
}

/** The path answers as the mock does, then `change` rewrites the body (long names, many rows). */
export function transformFor(path: string, change: (body: unknown) => unknown): HttpHandler {
  return http.get(`*${path}`, async ({ request }) => {
    const real = await getResponse(handlers, request);
    if (!real?.ok) return real;
    return HttpResponse.json(change(await real.json()) as JsonBodyType);
  });
}

/** Story parameters: these overrides first, then every handler of the mock. */
export function mockApi(...overrides: RequestHandler[]): { msw: { handlers: RequestHandler[] } } {
  return { msw: { handlers: [...overrides, ...handlers] } };
}

/**
 * A story's `beforeEach`: the API client calls as the demo client (a customer account, no admin
 * rights: the contract answers 403 where a client may not go) until the story ends.
 */
export function asClientRole(): () => void {
  signInApiClientAsDemo('client');
  return () => signInApiClientAsDemo('admin');
}

interface PlayContext {
  canvasElement: HTMLElement;
  userEvent: { click: (element: Element) => Promise<void> };
}

async function until<T>(what: string, find: () => T | null | undefined | false, timeout = 8000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A story's `play` for a screen whose load fails (`errorFor(path)`): the error state shows, its
 * retry button asks the API again (one more failed request on `path`), and the error shows again.
 */
export function retriesAfterError(path: string) {
  return async ({ canvasElement, userEvent }: PlayContext): Promise<void> => {
    const retry = await until('an error state with a retry button', () => {
      for (const alert of canvasElement.querySelectorAll('[role="alert"]')) {
        const button = alert.querySelector('button');
        if (button) return button;
      }
      return undefined;
    });
    const before = failedRequests(path);
    await userEvent.click(retry);
    await until(`a second request to ${path}`, () => failedRequests(path) > before);
    await until('the error state again', () => canvasElement.querySelector('[role="alert"] button'));
  };
}
