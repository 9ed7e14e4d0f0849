// Writing a seed into the tables, and telling an empty database (decision 0031): what a start
// (src/index.ts) and `create-admin` (src/admin.ts) do to a database that holds nothing yet, and a
// test's reset. Each domain seeds its own tables (src/<domain>/seed.ts) in the order of their
// foreign keys.
import type { Db } from '@atrium/fixtures';
import { sql } from 'drizzle-orm';
import { clearAcademy, seedAcademy } from './academy/seed';
import { clearBilling, seedBilling } from './billing/seed';
import { clearCalendar, seedCalendar } from './calendar/seed';
import { clearCatalogue, seedCatalogue } from './catalogue/seed';
import { clearDashboardFigures, ensureDashboardFigures } from './dashboards/seed';
import { rowsOf, type Database } from './db/client';
import type { Executor } from './db/executor';
import { appMeta } from './db/schema';
import { LIFT_TIMEOUTS_LOCALLY } from './db/timeouts';
import { clearHelpCenter, seedHelpCenter } from './help-center/seed';
import { clearIdentity, seedIdentity } from './identity/seed';
import { clearLogistics, seedLogistics } from './logistics/seed';
import { clearMessaging, seedMessaging } from './messaging/seed';
import { clearNotifications, seedNotifications } from './notifications/seed';
import { clearOrders, seedOrders } from './orders/seed';
import { clearProfiles, seedProfiles } from './profile/seed';
import { clearReference, seedReference } from './reference/seed';
import { clearRoles, seedRoles } from './roles/seed';

/**
 * Whether the database was never seeded: it has no role. Both seeds write the roles (the demo's
 * and production's reference data), and no call of the contract deletes the last one a user holds.
 */
export async function isUnseeded(ex: Executor): Promise<boolean> {
  const [row] = rowsOf<{ empty: boolean }>(await ex.execute(sql`select not exists (select 1 from roles) as empty`));
  return row?.empty === true;
}

/**
 * Runs `work` in one transaction that no other seeding server runs beside: `app_meta` locked in
 * EXCLUSIVE mode (reads go on; a second server starting on the same empty database waits, then
 * finds the first one's seed). Without the statement and lock timeouts: bulk inserts, and a wait.
 * Only a start, `create-admin` and a test's reset take it; no request does.
 */
export async function inSeedTransaction<T>(db: Database, work: (ex: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    for (const statement of LIFT_TIMEOUTS_LOCALLY) await tx.execute(sql.raw(statement));
    await tx.execute(sql`lock table ${appMeta} in exclusive mode`);
    return work(tx);
  });
}

/** Removes every seeded row, children before the rows they reference. */
export async function clearTables(ex: Executor): Promise<void> {
  await clearNotifications(ex);
  await clearAcademy(ex);
  await clearLogistics(ex);
  await clearOrders(ex);
  await clearCatalogue(ex);
  await clearProfiles(ex);
  await clearReference(ex);
  await clearHelpCenter(ex);
  await clearDashboardFigures(ex);
  await clearCalendar(ex);
  await clearMessaging(ex);
  await clearBilling(ex);
  await clearIdentity(ex);
  // after the users who held them (the foreign key users.role)
  await clearRoles(ex);
}

/** Writes `data` (the demo seed, or production's reference data without accounts) into the tables; `day` dates what the seed makes. */
export async function seedTables(ex: Executor, data: Db, day: Date): Promise<void> {
  // before the users who hold them
  await seedRoles(ex, data);
  await seedIdentity(ex, data);
  await seedBilling(ex, data);
  await seedMessaging(ex, data);
  await seedCalendar(ex, data);
  await seedNotifications(ex, data);
  await seedLogistics(ex, data);
  await seedAcademy(ex, data);
  await seedCatalogue(ex, data);
  await seedOrders(ex, data);
  await seedProfiles(ex, data);
  await seedReference(ex, data);
  await seedHelpCenter(ex, data);
  await ensureDashboardFigures(ex, day);
  const seeded = { at: new Date().toISOString(), day: day.toISOString().slice(0, 10) };
  await ex.insert(appMeta).values({ key: 'seeded', value: seeded }).onConflictDoUpdate({ target: appMeta.key, set: { value: seeded } });
}
