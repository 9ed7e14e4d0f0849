// The help center's queries (src/db/help-center.ts, decision 0031): the page is one statement
// (the categories with their articles, and the two card lists, as JSON), an article one indexed
// read by its slug. The answers are the mock's to the byte: the same fields in the same order,
// the same search rule (every word of `q` in an article's title, its category's, its card's
// subtitle or its text).
import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/api';
import { eq, sql, type SQL } from 'drizzle-orm';
import { jsonOf, rowsOf } from '../db/client';
import { helpCenterArticles } from '../db/help-center';
import type { Executor } from '../db/executor';

/** The words of a search, lower case; quotes and punctuation around them do not count (the mock's rule). */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '');
}

/** `term` as a LIKE pattern matching it anywhere ('%', '_' and '\' taken literally). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `text` (lower case already) holds every word (always true without words). */
function holdsEvery(text: SQL, words: readonly string[]): SQL {
  if (words.length === 0) return sql`true`;
  // one LIKE per word, joined by AND: each one the trigram index serves (LIKE ALL (array) it does not)
  return sql.join(
    words.map((w) => sql`${text} like ${containing(w)}`),
    sql` and `,
  );
}

interface Summary {
  slug: string;
  title: string;
  img: string;
  subtitle: string;
}
interface Category {
  title: string;
  icon: string;
  articles: Array<{ title: string; slug: string }>;
}


/**
 * GET /api/pages/help-center?q=: the popular cards, the categories with their articles and the
 * keep-learning cards; with `q` only the articles (and cards) holding every word, and only the
 * categories left with one. One statement; the articles' search uses the trigram index on
 * `search_text`.
 */
export async function helpCenterPage(ex: Executor, q: string): Promise<HelpCenterResponse> {
  const words = searchWords(q);
  const articleMatch = holdsEvery(sql`a.search_text`, words);
  // a card is found by its article's text and its own title and subtitle
  const cardMatch = holdsEvery(sql`(a.search_text || ' ' || lower(c.title || ' ' || c.subtitle))`, words);
  const cards = (list: 'popular' | 'keep_learning') => sql`(
    select coalesce(json_agg(json_build_object('slug', a.slug, 'title', c.title, 'img', c.img, 'subtitle', c.subtitle) order by c.position), '[]')
    from help_center_cards c join help_center_articles a on a.id = c.article_id
    where c.list = ${list} and ${cardMatch})`;
  const [row] = rowsOf<{ popular: unknown; categories: unknown; keepLearning: unknown }>(
    await ex.execute(sql`
      select ${cards('popular')} as popular,
             (select coalesce(json_agg(json_build_object('title', g.title, 'icon', g.icon, 'articles', g.articles) order by g.position), '[]')
              from (select cat.position, cat.title, cat.icon,
                           json_agg(json_build_object('title', a.title, 'slug', a.slug) order by a.position) as articles
                    from help_center_categories cat join help_center_articles a on a.category_id = cat.id
                    where ${articleMatch}
                    group by cat.id) g) as categories,
             ${cards('keep_learning')} as "keepLearning"`),
  );
  return {
    popularArticles: jsonOf<Summary[]>(row?.popular ?? '[]'),
    allArticles: jsonOf<Category[]>(row?.categories ?? '[]'),
    keepLearning: jsonOf<Summary[]>(row?.keepLearning ?? '[]'),
  };
}

/** GET /api/pages/help-center/article/{slug}: the article at `slug` (any case), or undefined. */
export async function helpCenterArticle(ex: Executor, slug: string): Promise<HelpCenterArticle | undefined> {
  const [row] = await ex
    .select()
    .from(helpCenterArticles)
    .where(eq(helpCenterArticles.slug, slug.trim().toLowerCase()))
    .limit(1);
  return (
    row && {
      slug: row.slug,
      title: row.title,
      lastUpdated: row.lastUpdated,
      productContent: row.productContent,
      checkoutContent: row.checkoutContent,
      articleList: row.articleList,
      checkoutImg: row.checkoutImg,
      productImg: row.productImg,
    }
  );
}
