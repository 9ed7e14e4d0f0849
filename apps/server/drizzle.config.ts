// drizzle-kit reads the Drizzle schema and writes the next migration into migrations/ (decision
// 0020). The hand-written 0001, 0002 and 0010 came first: meta/0019_snapshot.json describes what
// they create, so a generated migration holds only what changed since. Generate with
// `pnpm --filter @atrium/server db:generate --name <what>`; the server applies migrations/NNNN_*.sql
// in file-name order on start (src/db/migrate.ts), each once.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/insights/schema.ts'],
  out: './migrations',
  breakpoints: true,
  migrations: { prefix: 'index' },
});
