// The demo dashboards' figures (decision 0031): the analytics dashboard's and the CRM dashboard's
// (but its projects), made once, for the seed's day, by the demo seed's generators
// (@atrium/fixtures), and stored as reference rows. A database from before a row gets it on its
// next start (ensureDashboardFigures: insert if missing), never on a request.
import { getAnalyticsDashboard, getCrmFigures } from '@atrium/fixtures';
import { eq } from 'drizzle-orm';
import { dashboardFigures } from '../db/dashboards';
import type { Executor } from '../db/executor';
import { jsonOf } from '../db/client';

/** Removes the figures (reset to the seed). */
export async function clearDashboardFigures(ex: Executor): Promise<void> {
  await ex.delete(dashboardFigures);
}

/** Writes each dashboard's figures for `day` unless its row is there already. */
export async function ensureDashboardFigures(ex: Executor, day: Date): Promise<void> {
  const asOf = day.toISOString().slice(0, 10);
  await ex
    .insert(dashboardFigures)
    .values([
      { name: 'analytics', asOf, figures: getAnalyticsDashboard(day) },
      { name: 'crm', asOf, figures: getCrmFigures(day) },
    ])
    .onConflictDoNothing({ target: dashboardFigures.name });
}

/** A dashboard's stored figures, as written; undefined when its row is missing. */
export async function dashboardFiguresOf<T>(ex: Executor, name: 'analytics' | 'crm'): Promise<T | undefined> {
  const [row] = await ex.select({ figures: dashboardFigures.figures }).from(dashboardFigures).where(eq(dashboardFigures.name, name)).limit(1);
  if (!row) return undefined;
  return jsonOf<T>(row.figures);
}
