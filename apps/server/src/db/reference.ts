// The back office's remaining reference data as relational tables (issue 32, decision 0029): the
// FAQ (groups and their questions), the analytics dashboard's projects, and the landing page's
// contact messages (the one write among them: a row each), and the data table's sales details.
// Nobody owns these rows; who may read them is the contract's access table. The help center is
// still documents (decision 0029, "not moved").
import { PAYMENT_RECEIVED_STATUSES, PAYMENT_STATUSES } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { textSortKey } from './logistics';

/** One FAQ group (the page's tabs), in its position. */
export const faqGroups = pgTable(
  'faq_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    subtitle: text('subtitle').notNull(),
  },
  (t) => [uniqueIndex('faq_groups_position_key').on(t.position)],
);

/** A question of a group, in its position within the group. */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    // the page's order, and the foreign key's check when a group goes
    uniqueIndex('faq_questions_position_key').on(t.groupId, t.position),
    // `q`: a substring of the question, any case (pg_trgm serves LIKE '%…%')
    index('faq_questions_search').using('gin', sql`(lower(${t.question})) gin_trgm_ops`),
  ],
);

/** The analytics dashboard's projects (the contract's AnalyticsProject, one column per field). */
export const analyticsProjects = pgTable(
  'analytics_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    logo: text('logo').notNull(),
    name: text('name').notNull(),
    project: text('project').notNull(),
    leader: text('leader').notNull(),
    progress: integer('progress').notNull(),
    hours: text('hours').notNull(),
    /** the members' avatars */
    team: text('team').array().notNull(),
    extraMembers: integer('extra_members').notNull().default(0),
  },
  (t) => [
    check('analytics_projects_progress_check', sql`${t.progress} between 0 and 100`),
    check('analytics_projects_extra_members_check', sql`${t.extraMembers} >= 0`),
    // one index per sort key, each ending in the id newest first (ORDER BY key, id DESC)
    index('analytics_projects_by_name').on(textSortKey(t.name), t.id.desc().nullsFirst()),
    index('analytics_projects_by_leader').on(textSortKey(t.leader), t.id.desc().nullsFirst()),
    index('analytics_projects_by_progress').on(t.progress, t.id.desc().nullsFirst()),
    // `q`: a substring of the name, project or leader, any case
    index('analytics_projects_search').using('gin', sql`(lower(${t.name} || ' ' || ${t.project} || ' ' || ${t.leader})) gin_trgm_ops`),
  ],
);

/** A message sent from the landing page's contact form: a row each, never rewritten. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // what the contract's body schema refuses, the table refuses (lengths after trimming; an address with one @)
    check('contact_messages_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('contact_messages_email_check', sql`char_length(${t.email}) <= 320 and ${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    check('contact_messages_message_check', sql`char_length(${t.message}) between 10 and 2000`),
    // the inbox a person reads them from: newest first
    index('contact_messages_by_received').on(t.receivedAt.desc(), t.id.desc()),
  ],
);

const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/**
 * The data table's sales (GET /api/pages/datatable): a product sold to a buyer on a day, with the
 * payment. Money in integer cents with its currency (issue 32); the contract's dollars are the
 * cents / 100. The product's fields are the sale's own copy (what it was sold as), not a foreign
 * key: the catalogue is still documents (commerce has not moved).
 */
export const salesDetails = pgTable(
  'sales_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    priceMinor: integer('price_minor').notNull(),
    image: text('image').notNull(),
    hasFreeShipping: boolean('has_free_shipping').notNull(),
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerAvatar: text('buyer_avatar').notNull(),
    totalMinor: integer('total_minor').notNull(),
    paidMinor: integer('paid_minor').notNull(),
    currency: text('currency').notNull().default('USD'),
    receivedStatus: text('received_status').notNull(),
    status: text('status').notNull(),
  },
  (t) => [
    check('sales_details_rating_check', sql`${t.rating} between 1 and 5`),
    check('sales_details_money_check', sql`${t.priceMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.paidMinor} between 0 and ${t.totalMinor}`),
    check('sales_details_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('sales_details_received_status_check', oneOf(t.receivedStatus, PAYMENT_RECEIVED_STATUSES)),
    check('sales_details_status_check', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

export const reference = { faqGroups, faqQuestions, analyticsProjects, contactMessages, salesDetails };
