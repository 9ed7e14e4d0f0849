// Component tests run against mock-api's node server through the app-wide API client.
import { configure } from '@testing-library/react';
import { configureApiClient } from '@atrium/api';
import { resetDemoData, signInForTests } from '@atrium/mock-api/node';
import { useMswServer } from '@atrium/vitest-config/msw';
import { beforeEach } from 'vitest';
import { server } from './server-handle';

// every endpoint but the public ones needs a session: the tests sign in as the demo admin
const token = signInForTests('admin');
configureApiClient({ baseUrl: 'http://localhost', getToken: () => token });
useMswServer(server);
beforeEach(() => resetDemoData());

// The first render of a page pulls in Mantine and the mock seed; give async queries room.
configure({ asyncUtilTimeout: 10_000 });
