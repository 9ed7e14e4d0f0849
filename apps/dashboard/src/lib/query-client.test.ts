import { ApiError } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('never retries a 4xx answer: an unknown id is not found at once', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetryQuery(0, new ApiError(status, null, 'GET', '/api/x'))).toBe(false);
    }
  });

  it('retries a server error or a network failure once', () => {
    expect(shouldRetryQuery(0, new ApiError(503, null, 'GET', '/api/x'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, null, 'GET', '/api/x'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('a 404 query fails after one request', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['missing'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(404, 'not found', 'GET', '/api/x');
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });
});

describe('createQueryClient onUnauthorized', () => {
  it('is called when a query or a mutation is answered 401, and not for other errors', async () => {
    let signedOut = 0;
    const client = createQueryClient({ onUnauthorized: () => (signedOut += 1) });
    const fail = (status: number) => () => Promise.reject(new ApiError(status, null, 'GET', '/api/x'));
    await client.fetchQuery({ queryKey: ['forbidden'], queryFn: fail(403) }).catch(() => {});
    await client.fetchQuery({ queryKey: ['missing'], queryFn: fail(404) }).catch(() => {});
    expect(signedOut).toBe(0);
    await client.fetchQuery({ queryKey: ['expired'], queryFn: fail(401) }).catch(() => {});
    expect(signedOut).toBe(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(401) })
      .execute(undefined)
      .catch(() => {});
    expect(signedOut).toBe(2);
  });
});

describe('createQueryClient onForbidden', () => {
  it('is called when a query is answered 403, not for a refused mutation nor other errors', async () => {
    let forbidden = 0;
    let signedOut = 0;
    const client = createQueryClient({ onForbidden: () => (forbidden += 1), onUnauthorized: () => (signedOut += 1) });
    const fail = (status: number) => () => Promise.reject(new ApiError(status, null, 'GET', '/api/x'));
    await client.fetchQuery({ queryKey: ['expired'], queryFn: fail(401) }).catch(() => {});
    await client.fetchQuery({ queryKey: ['missing'], queryFn: fail(404) }).catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(403) })
      .execute(undefined)
      .catch(() => {});
    expect(forbidden).toBe(0);
    await client.fetchQuery({ queryKey: ['forbidden'], queryFn: fail(403) }).catch(() => {});
    expect(forbidden).toBe(1);
    expect(signedOut).toBe(1);
  });
});
