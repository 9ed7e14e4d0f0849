import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiContractError, ApiError, isApiError, toSearchParams } from './http';
import { API_PATHS, buildPath } from './paths';

function stubFetch(status: number, body: string | null, contentType = 'application/json') {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status, headers: body === null ? {} : { 'Content-Type': contentType } })));
}

const header = (fetchMock: ReturnType<typeof stubFetch>, name: string) => {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers).get(name);
};

describe('@atrium/api/client', () => {
  it('sends the bearer token when there is one, and none otherwise', async () => {
    const withToken = stubFetch(200, '[]');
    await createApiClient({ baseUrl: 'http://x', getToken: () => 'abc', fetch: withToken }).getFaq();
    expect(header(withToken, 'Authorization')).toBe('Bearer abc');
    const without = stubFetch(200, '[]');
    await createApiClient({ baseUrl: 'http://x', getToken: () => null, fetch: without }).getFaq();
    expect(header(without, 'Authorization')).toBeNull();
  });

  // security review #5 (issue 22): the browser app's session is an HttpOnly cookie, so a write
  // must prove it comes from the app (a cross-site form cannot set a header)
  it('marks every write with X-Atrium-CSRF and no read; sends the session cookie', async () => {
    for (const write of [
      (client: ReturnType<typeof createApiClient>) => client.deleteProduct(1),
      (client: ReturnType<typeof createApiClient>) => client.logout(),
      (client: ReturnType<typeof createApiClient>) => client.updateUser(1, {}),
    ]) {
      const fetchMock = stubFetch(204, null);
      await write(createApiClient({ fetch: fetchMock })).catch(() => undefined);
      expect(header(fetchMock, 'X-Atrium-CSRF')).toBe('1');
      expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    }
    const read = stubFetch(200, '[]');
    await createApiClient({ fetch: read }).getFaq();
    expect(header(read, 'X-Atrium-CSRF')).toBeNull();
    expect(read.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('sends the cookie to an API on another origin only by including credentials', async () => {
    const fetchMock = stubFetch(200, '[]');
    await createApiClient({ baseUrl: 'https://api.example', fetch: fetchMock }).getFaq();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('builds the URL from baseUrl, the path and the query', async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ products: [], total: 0 }));
    await createApiClient({ baseUrl: 'http://x/', fetch: fetchMock }).getProducts({ q: 'a b', page: 2, stock: true, sortBy: 'price' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://x/api/apps/ecommerce/products?q=a+b&page=2&stock=true&sortBy=price');
  });

  it('repeats array params and brackets object params', () => {
    expect(toSearchParams({ calendars: ['Business', 'ETC'], selectedDateRange: { start: '2025-01-01', end: undefined }, skip: undefined }).toString()).toBe(
      'calendars=Business&calendars=ETC&selectedDateRange%5Bstart%5D=2025-01-01',
    );
  });

  it('parses the answer with the contract', async () => {
    const body = { totalCourse: 0, courses: [], total: 0 };
    const res = await createApiClient({ fetch: stubFetch(200, JSON.stringify(body)) }).getCourses();
    expect(res).toEqual(body);
  });

  it('a 2xx answer that breaks the contract is a loud ApiContractError', async () => {
    const client = createApiClient({ fetch: stubFetch(200, JSON.stringify({ products: [{ id: 'x' }], total: 1 })) });
    const error = await client.getProducts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).message).toContain('products.0.id');
  });

  it('a non-2xx answer throws ApiError with status and the parsed body', async () => {
    const json = await createApiClient({ fetch: stubFetch(400, JSON.stringify({ errors: { email: ['Invalid email or password'] } })) })
      .login({ email: 'a', password: 'b' })
      .catch((e: unknown) => e);
    expect(isApiError(json)).toBe(true);
    expect(json).toMatchObject({ status: 400, body: { errors: { email: ['Invalid email or password'] } }, method: 'POST' });
    const text = await createApiClient({ fetch: stubFetch(400, 'Something Went Wrong', 'text/plain') })
      .deleteCalendarEvent(3)
      .catch((e: unknown) => e);
    expect(text).toBeInstanceOf(ApiError);
    expect((text as ApiError).body).toBe('Something Went Wrong');
    const empty = await createApiClient({ fetch: stubFetch(404, null) }).deleteProduct(1).catch((e: unknown) => e);
    expect((empty as ApiError).body).toBeNull();
  });

  it('sends JSON bodies and accepts empty 201/204 answers', async () => {
    const fetchMock = stubFetch(201, null);
    await expect(createApiClient({ fetch: fetchMock }).updateEmails({ ids: [1], label: 'private' })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ ids: [1], label: 'private' }));
    expect(header(fetchMock, 'Content-Type')).toBe('application/json');
    await expect(createApiClient({ fetch: stubFetch(204, null) }).deleteOrder(1)).resolves.toBeUndefined();
  });

  it('buildPath fills and encodes params, and refuses a missing one', () => {
    expect(buildPath(API_PATHS.chat, { userId: 3 })).toBe('/api/apps/chat/chats/3');
    expect(buildPath(API_PATHS.invoice, { id: 'a/b' })).toBe('/api/apps/invoice/a%2Fb');
    expect(() => buildPath(API_PATHS.invoice)).toThrow(/:id/);
  });
});
