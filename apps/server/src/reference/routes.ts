// The reference calls of the contract answered from their tables (decision 0029): the FAQ (public),
// the data table's sales (Pages read), the analytics projects and the CRM dashboard that lists the
// most advanced of them (Analytics read), and the landing page's contact form (public; a row each). Who may call them is the
// contract's access table, enforced by the shared guard; none takes the documents' write lock.
import { analyticsProjectsQuerySchema, contactMessageBodySchema, faqQuerySchema } from '@atrium/api';
import { parseQuery, readJson, validate } from '@atrium/domain';
import { crmDashboardWith, type CrmFigures } from '@atrium/fixtures';
import type { Context, Hono } from 'hono';
import { contractRoutes, fieldErrors, json, malformedJson } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { dashboardFiguresOf } from '../dashboards/seed';
import { crmProjects, insertContactMessage, listAnalyticsProjects, listSalesDetails, searchFaq } from './queries';

export interface ReferenceOptions {
  db: Database;
  sessions: Sessions;
  now: () => Date;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

export function registerReference(app: Hono, options: ReferenceOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);

  serve('GET', 'datatable', async () => json(await listSalesDetails(db)));
  serve('GET', 'faq', async (c) => json(await searchFaq(db, parseQuery(faqQuerySchema, c.req.raw).q)));
  serve('GET', 'analyticsProjects', async (c) => json(await listAnalyticsProjects(db, parseQuery(analyticsProjectsQuerySchema, c.req.raw))));
  // the CRM dashboard: its figures are the seed's stored row (src/dashboards/seed.ts), its projects
  // the table's, read by two indexed statements; crmDashboardWith puts them together as the mock does
  serve('GET', 'crmDashboard', async () => {
    const [figures, projects] = await Promise.all([dashboardFiguresOf<CrmFigures>(db, 'crm'), crmProjects(db)]);
    // every start writes the row if it is missing: without it the database was not started by a server
    return figures ? json(crmDashboardWith(figures, projects)) : json({ message: 'Not found' }, 404);
  });

  serve('POST', 'contactMessages', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(contactMessageBodySchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : malformedJson();
    return json(await insertContactMessage(db, parsed.value, options.now()), 201);
  });
}
