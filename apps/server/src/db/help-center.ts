// The help center as relational tables (issue 32, decision 0031): its categories, the articles of
// each (with their text), and the cards the page shows above and below them ("popular", "keep
// learning"), each naming an article. Nobody owns these rows; the contract's access table makes the
// two calls public. Nothing in the contract writes them: the seed (src/help-center/seed.ts) and the
// move from the documents (migrations/*_help_center_from_documents.sql) do.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A category of the help center, in its position on the page. */
export const helpCenterCategories = pgTable(
  'help_center_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
  },
  (t) => [uniqueIndex('help_center_categories_position_key').on(t.position)],
);

/** An article, in its position within its category; found by its slug. */
export const helpCenterArticles = pgTable(
  'help_center_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCenterCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** the title as a URL segment, lower case: the article's address */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
    /** HTML, stored sanitized */
    productContent: text('product_content').notNull(),
    /** HTML, stored sanitized */
    checkoutContent: text('checkout_content').notNull(),
    /** the titles of the related articles the page lists */
    articleList: text('article_list').array().notNull(),
    checkoutImg: text('checkout_img').notNull(),
    productImg: text('product_img').notNull(),
    /**
     * What `q` searches, lower case: the title, the category's title, the article's card subtitle
     * and the text without its tags. Written with the article (seed, migration): nothing edits a
     * category's title or a card.
     */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    uniqueIndex('help_center_articles_slug_key').on(t.slug),
    check('help_center_articles_slug_check', sql`${t.slug} = lower(${t.slug}) and ${t.slug} <> ''`),
    // the page's order, and the foreign key's check when a category goes
    uniqueIndex('help_center_articles_position_key').on(t.categoryId, t.position),
    // `q`: every word a substring of the searched text (pg_trgm serves LIKE '%…%')
    index('help_center_articles_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The page's article cards: the popular ones above the search, "keep learning" below, in their positions. */
export const helpCenterCards = pgTable(
  'help_center_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    list: text('list', { enum: ['popular', 'keep_learning'] }).notNull(),
    position: integer('position').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => helpCenterArticles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    img: text('img').notNull(),
    subtitle: text('subtitle').notNull(),
  },
  (t) => [
    check('help_center_cards_list_check', sql`${t.list} in ('popular', 'keep_learning')`),
    uniqueIndex('help_center_cards_position_key').on(t.list, t.position),
    // the foreign key's check when an article goes
    index('help_center_cards_article').on(t.articleId),
  ],
);

export const helpCenter = { helpCenterCategories, helpCenterArticles, helpCenterCards };
