// The help center's calls of the contract answered from its tables (decision 0031): the page with
// its search, and an article by its slug. Both are public (the contract's access table, enforced
// by the shared guard).
import { helpCenterQuerySchema } from '@atrium/api';
import { parseQuery } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { contractRoutes, json } from '../contract-routes';
import type { Database } from '../db/client';
import type { Sessions } from '../sessions';
import { helpCenterArticle, helpCenterPage } from './queries';

export interface HelpCenterOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

export function registerHelpCenter(app: Hono, options: HelpCenterOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);
  serve('GET', 'helpCenter', async (c) => json(await helpCenterPage(db, parseQuery(helpCenterQuerySchema, c.req.raw).q)));
  serve('GET', 'helpCenterArticle', async (c) => {
    const article = await helpCenterArticle(db, c.req.param('slug') ?? '');
    return article ? json(article) : json({ error: 'Article not found' }, 404);
  });
}
