// The help center on its tables (decision 0031): the page and its search answer the mock's bytes
// over the same seed, an article by its slug (any case) or a 404, the search served by its trigram
// index, and an existing database's documents moved by the custom migration.
import { API_PATHS, buildPath } from '@atrium/api';
import { createSeed, getHelpCenter as mockHelpCenter, getHelpCenterArticle as mockArticle } from '@atrium/mock-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { helpCenterArticle, helpCenterPage } from '../src/help-center/queries';
import type { AtriumServer } from '../src/index';
import { stageDocuments } from './documents';
import { call, migrationsBefore, SEED_NOW, startTestServer } from './helpers';

let server: AtriumServer;

beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(async () => {
  await server.close();
});

// words in titles, a category's name, a card's subtitle, an article's text only, several words, punctuation, LIKE's wildcards
const QUERIES = ['', 'delivery', 'RETURNS', 'refunds', 'vouchers', 'loyalty points', '"gift"', 'gift zzz', 'zzz-nothing', '%', '_', 'click & collect', 'branch'];

describe('the same answers as the mock', () => {
  it('the page and its search answer the mock\'s bytes, with no session (public)', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const q of QUERIES) {
      const res = await call(server, 'GET', `${API_PATHS.helpCenter}?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.text, q).toBe(JSON.stringify(mockHelpCenter(seed, q)));
    }
    // the search found something and left something out
    const found = mockHelpCenter(seed, 'refunds');
    expect(found.allArticles.length).toBeGreaterThan(0);
    expect(found.allArticles.length).toBeLessThan(seed.helpCenter.allArticles.length);
  });

  it('an article by its slug, in any case, as the mock\'s; an unknown slug is a 404', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const article of seed.helpCenterArticles) {
      const res = await call(server, 'GET', buildPath(API_PATHS.helpCenterArticle, { slug: article.slug.toUpperCase() }));
      expect(res.status, article.slug).toBe(200);
      expect(res.text, article.slug).toBe(JSON.stringify(mockArticle(seed, article.slug)));
    }
    const missing = await call(server, 'GET', buildPath(API_PATHS.helpCenterArticle, { slug: 'no-such-article' }));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({ error: 'Article not found' });
  });
});

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
      for (const q of QUERIES) expect(JSON.stringify(await helpCenterPage(connection.db, q)), q).toBe(JSON.stringify(mockHelpCenter(seed, q)));
      for (const article of seed.helpCenterArticles) expect(JSON.stringify(await helpCenterArticle(connection.db, article.slug)), article.slug).toBe(JSON.stringify(mockArticle(seed, article.slug)));
      const [left] = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from documents where collection in ('helpCenter', 'helpCenterArticles')`));
      expect(left?.n).toBe(0);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
