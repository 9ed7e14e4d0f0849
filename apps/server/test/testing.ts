// The server's test helpers, for the tests that live outside the package (tooling/server-parity,
// decision 0033): `@atrium/server/testing`, resolved under the @atrium/source condition only, so

// modules.
export { BASE, call, INVOICE_BODY, login, migrationsBefore, PRODUCT_BODY, SEED_CACHE, SEED_NOW, startTestServer, type Call } from './helpers';
export { stageDocuments } from './documents';
export { connect, rowsOf, type Connection } from '../src/db/client';
export { migrate } from '../src/db/migrate';
export { migrationsDir } from '../src/migrations-dir';
// the parity tests' SQL, from the server's own drizzle-orm (one copy in the run)
export { sql } from 'drizzle-orm';
