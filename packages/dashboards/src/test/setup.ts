// Every test talks to mock-api's node server through the app-wide client, on seed data.
import { configureApiClient } from '@atrium/api';
import { createMockServer, resetDemoData } from '@atrium/mock-api/node';
import { useMswServer } from '@atrium/vitest-config/msw';

configureApiClient({ baseUrl: 'http://localhost' });
useMswServer(createMockServer(), { onReset: resetDemoData });
