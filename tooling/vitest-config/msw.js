// Wires an MSW node server into Vitest's lifecycle: listen before, reset after each, close after.
// Usage in a package's test setup file: `useMswServer(server)` with mock-api's node server.
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * @param {{ listen: (o?: object) => void, resetHandlers: () => void, close: () => void }} server
 * @param {{ onReset?: () => void }} [options]
 */
export function useMswServer(server, { onReset } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    onReset?.();
  });
  afterAll(() => server.close());
}
