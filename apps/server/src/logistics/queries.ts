// The vehicles table's queries (src/db/logistics.ts, decision 0025): the list one SQL statement,
// the dashboard one aggregate, the fleet one ordered read. What the numbers mean (states, the
// dashboard's shares and deltas, routes and timelines) is the mock's pure code, which both
// backends call (`logisticsStatsFrom`, `fleetOf`, `vehicleOf`).
import { VEHICLE_WARNINGS, type FleetResponse, type LogisticsStats, type Vehicle, type VehiclesQuery, type VehiclesResponse, type VehicleWarning } from '@atrium/api';
import { parsePageRequest } from '@atrium/core';
import { fleetOf, logisticsStatsFrom, vehicleOf, type LogisticsAggregates } from '@atrium/domain';
import { desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { jsonOf, rowsOf } from '../db/client';
import { textSortKey, vehicles } from '../db/logistics';
import type { Executor } from '../db/executor';
import { cappedCount, pageTotal } from '../db/list-total';

export type VehicleRow = typeof vehicles.$inferSelect;

/** The contract's vehicle from its row, fields in the mock's order. */
export function toVehicle(row: VehicleRow): Vehicle {
  return vehicleOf({
    id: row.id,
    location: row.location,
    startCity: row.startCity,
    startCountry: row.startCountry,
    endCity: row.endCity,
    endCountry: row.endCountry,
    warnings: row.warnings as VehicleWarning,
    progress: row.progress,
  });
}

/** ORDER BY: the sort key, then the id newest first (the unique tiebreaker, and the mock's order among equals). */
export function vehicleOrder(query: Pick<VehiclesQuery, 'sortBy' | 'orderBy'>): SQL {
  const direction = query.orderBy === 'desc' ? sql`desc` : sql`asc`;
  const keys: Record<NonNullable<VehiclesQuery['sortBy']>, SQL> = {
    location: sql`${vehicles.location}`,
    startRoute: textSortKey(vehicles.startCity),
    endRoute: textSortKey(vehicles.endCity),
    warnings: sql`${vehicles.warnings}`,
    progress: sql`${vehicles.progress}`,
  };
  const key = query.sortBy !== undefined && Object.hasOwn(keys, query.sortBy) ? keys[query.sortBy] : undefined;
  if (key === undefined) return sql`${vehicles.id} desc`;
  return sql`${key} ${direction}, ${vehicles.id} desc`;
}

/**
 * GET /api/apps/logistics/vehicles as one statement: ORDER BY the sort key and the id, the page by
 * LIMIT/OFFSET, and the fleet's size counted in the same statement up to LIST_TOTAL_EXACT_LIMIT + 1
 * (past it the answer says totalExact: false). The list has no filter. A page past the last is empty.
 */
export async function listVehicles(ex: Executor, query: VehiclesQuery): Promise<VehiclesResponse> {
  const { page, itemsPerPage } = parsePageRequest(query.page, query.itemsPerPage);
  const counted = cappedCount(vehicles);
  const rows = await ex
    .select({ ...getTableColumns(vehicles), matched: counted })
    .from(vehicles)
    .orderBy(vehicleOrder(query))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  const { total, exact } = await pageTotal(ex, rows, counted);
  return {
    vehicles: rows.map(({ matched: _m, ...row }) => toVehicle(row)),
    totalVehicles: total,
    ...(exact ? {} : { totalExact: false }),
  };
}

/** count(*) of the rows whose state (vehicleState of `p`) is each of loading, unloading, waiting: onTheWay is the rest. */
const stateCounts = (p: SQL) =>
  sql`json_build_array((count(*) filter (where ${p} < 10))::int, (count(*) filter (where ${p} >= 90 and ${p} < 100))::int, (count(*) filter (where ${p} >= 100))::int)`;

/**
 * The dashboard's sums and counts (LogisticsAggregates) in one statement: one pass over the
 * fleet for the states now and ten points ago, the progress sums, warnings, the location codes'
 * digit sums and the warned vehicles by position (oldest first, by id); the countries grouped in
 * a second read of the table.
 */
export async function logisticsAggregatesOf(ex: Executor): Promise<LogisticsAggregates> {
  const before = sql`greatest(progress - 10, 0)`;
  const [row] = rowsOf<Record<string, unknown>>(
    await ex.execute(sql`
      select count(*)::int as total,
        ${stateCounts(sql`progress`)} as states,
        ${stateCounts(before)} as states_before,
        coalesce(sum(progress), 0)::float8 as progress_sum,
        coalesce(sum(${before}), 0)::float8 as progress_sum_before,
        (count(*) filter (where progress > 0 and progress < 100))::int as on_route,
        json_build_array(${sql.join(
          VEHICLE_WARNINGS.map((w) => sql`(count(*) filter (where warnings = ${w}))::int`),
          sql`, `,
        )}) as warnings,
        json_build_array(${sql.join(
          [0, 1, 2, 3, 4, 5].map((d) => sql.raw(`coalesce(sum(floor(location / ${10 ** d}.0)::bigint % 10), 0)::int`)),
          sql`, `,
        )}) as digit_sums,
        json_build_array(${sql.join(
          [0, 1, 2].map((k) => sql.raw(`(count(*) filter (where warnings <> 'No Warnings' and position3 = ${k}))::int`)),
          sql`, `,
        )}) as warned_by_position,
        (select coalesce(json_agg(json_build_array(country, origin, destination)), '[]') from (
          select country, (count(*) filter (where side = 'o'))::int as origin, (count(*) filter (where side = 'd'))::int as destination
          from (select start_country as country, 'o' as side from ${vehicles} union all select end_country, 'd' from ${vehicles}) ends
          group by country
        ) c) as countries
      from (select progress, warnings, location, (row_number() over (order by id) - 1) % 3 as position3 from ${vehicles}) fleet`),
  );
  if (!row) throw new Error('logistics aggregates: no row');
  const total = Number(row.total);
  const statesOf = (value: unknown) => {
    const [loading = 0, unloading = 0, waiting = 0] = jsonOf<number[]>(value).map(Number);
    return { loading, unloading, waiting, onTheWay: total - loading - unloading - waiting };
  };
  const warningCounts = jsonOf<number[]>(row.warnings).map(Number);
  return {
    total,
    states: statesOf(row.states),
    statesBefore: statesOf(row.states_before),
    progressSum: Number(row.progress_sum),
    progressSumBefore: Number(row.progress_sum_before),
    onRoute: Number(row.on_route),
    warnings: Object.fromEntries(VEHICLE_WARNINGS.map((w, i) => [w, warningCounts[i] ?? 0])) as Record<VehicleWarning, number>,
    locationDigitSums: jsonOf<number[]>(row.digit_sums).map(Number),
    warnedByPosition: jsonOf<number[]>(row.warned_by_position).map(Number),
    countries: jsonOf<Array<[string, number, number]>>(row.countries).map(([country, origin, destination]) => ({ country, origin: Number(origin), destination: Number(destination) })),
  };
}

/** GET /api/apps/logistics/stats: the aggregates from SQL, the numbers from the shared rules. */
export async function logisticsStats(ex: Executor, now: Date): Promise<LogisticsStats> {
  return logisticsStatsFrom(await logisticsAggregatesOf(ex), now);
}

/** GET /api/apps/logistics/fleet: every vehicle newest first, where the clock puts it now. */
export async function fleet(ex: Executor, now: number, origin: number): Promise<FleetResponse> {
  const rows = await ex.select().from(vehicles).orderBy(desc(vehicles.id));
  return fleetOf(rows.map(toVehicle), now, origin);
}
