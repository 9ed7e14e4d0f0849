// One server process of the two-process target (targets.ts): the server on DATABASE_URL, at the
// suite's pinned instant, listening on a free loopback port. It says its port to the parent over
// IPC and answers the parent's `reset` and `close` messages (the reset is a test helper that is
// not exposed over HTTP). Run by the parent with node's tsx loader, from source.
import { serve } from '@hono/node-server';
import { createServer } from '@atrium/server';

type Message = { type: 'reset' | 'close'; id: number };

const databaseUrl = process.env.DATABASE_URL;
const now = process.env.ATRIUM_CONTRACT_NOW;
if (!databaseUrl || !now || !process.send) {
  process.stderr.write('server-process: DATABASE_URL, ATRIUM_CONTRACT_NOW and an IPC channel are required\n');
  process.exit(2);
}
const send = (message: unknown) => process.send?.(message);

const server = await createServer({ databaseUrl, logger: false, now: new Date(now) });
const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => send({ type: 'listening', port: info.port }));

process.on('message', (message: Message) => {
  if (message.type === 'reset') {
    server
      .resetData()
      .then(() => send({ type: 'done', id: message.id }))
      .catch((error: unknown) => send({ type: 'done', id: message.id, error: String(error) }));
  } else if (message.type === 'close') {
    http.close();
    server
      .close()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  }
});
// the parent went away (a killed test run): don't outlive it
process.on('disconnect', () => process.exit(0));
