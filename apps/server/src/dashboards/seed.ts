// The analytics dashboard's figures (decision 0031): made once, for the seed's day, by the demo
// seed's generator (@atrium/fixtures), and stored as a reference row. A database from before the
// row gets it on its next start (ensureDashboardFigures: insert if missing), never on a request.
import { getAnalyticsDashboard } from '@atrium/fixtures';
import { dashboardFigures } from '../db/dashboards';
import type { Executor } from '../db/executor';

/** Removes the figures (reset to the seed). */
export async function clearDashboardFigures(ex: Executor): Promise<void> {
  await ex.delete(dashboardFigures);
}

/** Writes the analytics dashboard's figures for `day` unless a row is there already. */
export async function ensureDashboardFigures(ex: Executor, day: Date): Promise<void> {
  await ex
    .insert(dashboardFigures)
    .values({ name: 'analytics', asOf: day.toISOString().slice(0, 10), figures: getAnalyticsDashboard(day) })
    .onConflictDoNothing({ target: dashboardFigures.name });
}
