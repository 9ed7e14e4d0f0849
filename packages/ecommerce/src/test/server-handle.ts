// The one MSW node server of the test run, so a test can override a handler (server.use).
import { createMockServer } from '@atrium/mock-api/node';

export const server = createMockServer();
