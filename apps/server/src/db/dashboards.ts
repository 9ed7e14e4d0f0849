// The demo dashboards' figures as reference rows (issue 32, decision 0031): the analytics
// dashboard's website, earnings, support and campaign figures, and the CRM dashboard's figures
// but its projects, generated once by the seed for its day (the mock's `getAnalyticsDashboard`
// and `getCrmFigures`) and read as written on every request. No request runs faker.
import { sql } from 'drizzle-orm';
import { check, date, json, pgTable, text } from 'drizzle-orm/pg-core';

export const dashboardFigures = pgTable(
  'dashboard_figures',
  {
    /** which dashboard: 'analytics' or 'crm' */
    name: text('name').primaryKey(),
    /** the day the figures were made for (their months end with its month) */
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** the contract's AnalyticsDashboard, or CrmFigures; json, not jsonb: the text as written, keys in their order */
    figures: json('figures').notNull(),
  },
  (t) => [check('dashboard_figures_name_check', sql`${t.name} in ('analytics', 'crm')`), check('dashboard_figures_object_check', sql`json_typeof(${t.figures}) = 'object'`)],
);

export const dashboards = { dashboardFigures };
