// Every test talks to mock-api's node server (reset to the seed after each) through the shared client.
import { configureApiClient } from '@atrium/api';
import { createMockServer, resetDemoData, signInForTests } from '@atrium/mock-api/node';
import { useMswServer } from '@atrium/vitest-config/msw';

// every endpoint but the public ones needs a session: the tests sign in as the demo admin
const token = signInForTests('admin');
configureApiClient({ baseUrl: 'http://localhost', getToken: () => token });
useMswServer(createMockServer(), { onReset: resetDemoData });
