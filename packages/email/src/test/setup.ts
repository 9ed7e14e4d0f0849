// Every test talks to mock-api's node server through the real client, reset to the seed each time.
import { configureApiClient } from '@atrium/api';
import { createMockServer, resetDemoData, signInForTests } from '@atrium/mock-api/node';
import { useMswServer } from '@atrium/vitest-config/msw';
import { beforeEach } from 'vitest';

// every endpoint but the public ones needs a session: the tests sign in as the demo admin
const token = signInForTests('admin');
configureApiClient({ baseUrl: 'http://localhost', getToken: () => token });
useMswServer(createMockServer(), { onReset: resetDemoData });
beforeEach(() => resetDemoData());
