// Every test talks to mock-api's node server through the real client, reset to the seed each time.
// The contact simulation runs with short delays so tests can watch ticks change.
import { configureApiClient } from '@atrium/api';
import { configureChatSimulation } from '@atrium/mock-api';
import { createMockServer, resetDemoData, signInForTests } from '@atrium/mock-api/node';
import { useMswServer } from '@atrium/vitest-config/msw';
import { beforeEach } from 'vitest';

// every endpoint but the public ones needs a session: the tests sign in as the demo admin
const token = signInForTests('admin');
configureApiClient({ baseUrl: 'http://localhost', getToken: () => token });
configureChatSimulation({ deliveredAfterMs: 50, seenAfterMs: 100, replyAfterMs: 150 });
useMswServer(createMockServer(), { onReset: resetDemoData });
beforeEach(() => resetDemoData());

// Mantine's autosize textarea re-measures when web fonts load; jsdom has no FontFaceSet.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }), configurable: true });
}
