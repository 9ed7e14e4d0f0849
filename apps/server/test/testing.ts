// The server's test helpers, for the tests that live outside the package (tooling/server-parity,
// decision 0033): `@atrium/server/testing`, resolved under the @atrium/source condition only, so
// nothing of it is built or shipped. One place for them: the server's own tests import the same
// modules.
export { answerOf, BASE, call, INVOICE_BODY, login, migrationsBefore, PRODUCT_BODY, searchOf, SEED_CACHE, SEED_NOW, startTestServer, type Call } from './helpers';
export { stageDocuments } from './documents';
export { connect, rowsOf, type Connection } from '../src/db/client';
export { migrate } from '../src/db/migrate';
export { migrationsDir } from '../src/migrations-dir';
// the parity tests' SQL, from the server's own drizzle-orm (one copy in the run)
export { sql } from 'drizzle-orm';
// the insights parity test mounts the routes on an app of its own, from the server's hono
export { Hono } from 'hono';
