// The insights tests' server: MSW answering the insights calls (the mock's, or the test's own),
// the client signed in as an admin (the mock answers 401 without a session, as the server will),
// and the mock clock at a fixed instant.
import { createInsightsClient } from '@atrium/api';
import { insightsHandlers, setInsightsClock } from '@atrium/mock-api';
import { signInForTests } from '@atrium/mock-api/node';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { setInsightsClient } from '../api/client';

export const TEST_NOW = '2025-06-15T10:00:00Z';

/** Starts the server before the file's tests and stops it after (`warm`: work to do once, outside the tests' timings). */
export function serveInsights(handlers: readonly HttpHandler[] = insightsHandlers, warm?: () => void) {
  const server = setupServer(...handlers);
  const token = signInForTests('admin');
  beforeAll(() => {
    setInsightsClock(Date.parse(TEST_NOW));
    setInsightsClient(createInsightsClient({ baseUrl: 'http://localhost', getToken: () => token }));
    server.listen({ onUnhandledRequest: 'error' });
    warm?.();
  });
  afterAll(() => {
    server.close();
    setInsightsClock(null);
  });
  return server;
}
