// The help center (decision 0031) answers the mock's bytes over the same seed: the page and its
// search, an article by its slug (any case) or a 404. Moved from apps/server/test (decision 0033).
import { API_PATHS, buildPath } from '@atrium/api';
import { getHelpCenter as mockHelpCenter, getHelpCenterArticle as mockArticle } from '@atrium/mock-api';
import { createSeed } from '@atrium/fixtures';
import type { AtriumServer } from '@atrium/server';
import { call, SEED_NOW, startTestServer } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
