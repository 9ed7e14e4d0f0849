// The help center on its tables (decision 0031): the search served by its trigram index, and an
// existing database's documents moved by the custom migration. The same answers as the mock:
// tooling/server-parity.
import { createSeed } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { helpCenterArticle, helpCenterPage } from '../src/help-center/queries';
import type { AtriumServer } from '../src/index';
import { stageDocuments } from './documents';
import { migrationsBefore, SEED_NOW, startTestServer } from './helpers';

let server: AtriumServer;

beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(async () => {
  await server.close();
});

// words in titles, a category's name, a card's subtitle, an article's text only, several words, punctuation, LIKE's wildcards
const QUERIES = ['', 'delivery', 'RETURNS', 'refunds', 'vouchers', 'loyalty points', '"gift"', 'gift zzz', 'zzz-nothing', '%', '_', 'click & collect', 'branch'];

describe('the tables', () => {
  it('the search is served by the trigram index (sequential scans off); slugs are unique and lower case', async () => {
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain select id from help_center_articles a where a.search_text like '%gift%' and a.search_text like '%card%'`))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('help_center_articles_search');
    await expect(server.db.execute(sql`update help_center_articles set slug = 'Upper-Case' where id = (select min(id) from help_center_articles)`)).rejects.toThrow();
    await expect(server.db.execute(sql`update help_center_articles set slug = (select max(slug) from help_center_articles) where id = (select min(id) from help_center_articles)`)).rejects.toThrow();
  });
});

describe('an existing database', () => {
  it('keeps its help center: the custom migration moves it from the documents', async () => {
    const staged = migrationsBefore('_help_center.sql');
    const [first, moving] = [staged.named('_help_center.sql'), staged.named('_help_center_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = createSeed({ now: SEED_NOW });
      await connection.db.transaction((tx) => stageDocuments(tx, { helpCenter: seed.helpCenter, helpCenterArticles: seed.helpCenterArticles }));
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      // the moved rows answer what the seeded server's answer (tooling/server-parity: the mock's bytes)
      for (const q of QUERIES) expect(JSON.stringify(await helpCenterPage(connection.db, q)), q).toBe(JSON.stringify(await helpCenterPage(server.db, q)));
      for (const article of seed.helpCenterArticles) expect(JSON.stringify(await helpCenterArticle(connection.db, article.slug)), article.slug).toBe(JSON.stringify(await helpCenterArticle(server.db, article.slug)));
      const [left] = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from documents where collection in ('helpCenter', 'helpCenterArticles')`));
      expect(left?.n).toBe(0);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
