// Every test talks to mock-api's node server (reset to the seed after each) through the shared client.
import { configureApiClient } from '@atrium/api';
import { createMockServer, resetDemoData } from '@atrium/mock-api/node';
import { useMswServer } from '@atrium/vitest-config/msw';

configureApiClient({ baseUrl: 'http://localhost' });
useMswServer(createMockServer(), { onReset: resetDemoData });
