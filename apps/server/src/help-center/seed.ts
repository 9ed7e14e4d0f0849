// An empty database's help center: the seed's categories, articles and cards written into their
// tables (decision 0031), as migrations/*_help_center_from_documents.sql moves an existing
// database's. Each article's search text is worked out here, as the mock searches it.
import type { Db } from '@atrium/fixtures';
import { helpCenterArticles, helpCenterCards, helpCenterCategories } from '../db/help-center';
import type { Executor } from '../db/executor';

/** The seed without what the help-center tables hold. */
export function withoutHelpCenter(data: Db): Db {
  return { ...data, helpCenter: { popularArticles: [], allArticles: [], keepLearning: [] }, helpCenterArticles: [] };
}

/** Removes the help center's rows (reset to the seed). */
export async function clearHelpCenter(ex: Executor): Promise<void> {
  await ex.delete(helpCenterCards);
  await ex.delete(helpCenterArticles);
  await ex.delete(helpCenterCategories);
}

/** An article's HTML as the search reads it: tags as spaces, `&amp;` as `&`. */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&');

export async function seedHelpCenter(ex: Executor, data: Db): Promise<void> {
  const { helpCenter } = data;
  const cards = [...helpCenter.popularArticles, ...helpCenter.keepLearning];
  const texts = new Map(data.helpCenterArticles.map((article) => [article.slug, article]));
  const articleIds = new Map<string, number>();
  for (const [position, category] of helpCenter.allArticles.entries()) {
    const [row] = await ex.insert(helpCenterCategories).values({ position, title: category.title, icon: category.icon }).returning({ id: helpCenterCategories.id });
    if (!row) throw new Error('help center category: no row');
    const articles = category.articles.flatMap((entry) => {
      const article = texts.get(entry.slug);
      // an article without its text has no page (the mock answered 404); listed twice, it keeps its first place
      if (!article || articleIds.has(entry.slug)) return [];
      articleIds.set(entry.slug, -1);
      const subtitle = cards.find((card) => card.slug === entry.slug)?.subtitle ?? '';
      return [{ article, searchText: [entry.title, category.title, subtitle, plainText(article.productContent)].join(' ').toLowerCase() }];
    });
    if (articles.length === 0) continue;
    const rows = await ex
      .insert(helpCenterArticles)
      .values(
        articles.map(({ article, searchText }, i) => ({
          categoryId: row.id,
          position: i,
          slug: article.slug,
          title: article.title,
          lastUpdated: article.lastUpdated,
          productContent: article.productContent,
          checkoutContent: article.checkoutContent,
          articleList: article.articleList,
          checkoutImg: article.checkoutImg,
          productImg: article.productImg,
          searchText,
        })),
      )
      .returning({ id: helpCenterArticles.id, slug: helpCenterArticles.slug });
    for (const r of rows) articleIds.set(r.slug, r.id);
  }
  const cardRows = (['popular', 'keep_learning'] as const).flatMap((list) =>
    (list === 'popular' ? helpCenter.popularArticles : helpCenter.keepLearning).flatMap((card) => {
      const articleId = articleIds.get(card.slug);
      return articleId === undefined || articleId < 0 ? [] : [{ list, articleId, title: card.title, img: card.img, subtitle: card.subtitle }];
    }).map((card, position) => ({ ...card, position })),
  );
  if (cardRows.length > 0) await ex.insert(helpCenterCards).values(cardRows);
}
