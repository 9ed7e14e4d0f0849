// The vehicles table's queries (src/db/logistics.ts, decision 0025): the list one SQL statement,
// the dashboard one aggregate, the fleet one ordered read. What the numbers mean (states, the
// dashboard's shares and deltas, routes and timelines) is the mock's pure code, which both
// backends call (`logisticsStatsFrom`, `fleetOf`, `vehicleOf`).
import { LIST_TOTAL_EXACT_LIMIT, VEHICLE_WARNINGS, type FleetResponse, type LogisticsStats, type Vehicle, type VehiclesQuery, type VehiclesResponse, type VehicleWarning } from '@atrium/api';
import { parsePageRequest } from '@atrium/core';
import { fleetOf, logisticsStatsFrom, vehicleOf, type LogisticsAggregates } from '@atrium/mock-api';
import { desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { textSortKey, vehicles } from '../db/logistics';
import type { Executor } from '../store/documents';

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
  const counted = sql<number>`(select count(*) from (select 1 from ${vehicles} limit ${LIST_TOTAL_EXACT_LIMIT + 1}) as matched)::int`;
  const rows = await ex
    .select({ ...getTableColumns(vehicles), matched: counted })
    .from(vehicles)
    .orderBy(vehicleOrder(query))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  let matches: number;
  if (rows.length > 0) matches = Number(rows[0]?.matched);
  else {
    const [row] = await ex.select({ matched: counted }).from(sql`(select 1) as one`);
    matches = Number(row?.matched ?? 0);
  }
  const exact = matches <= LIST_TOTAL_EXACT_LIMIT;
  return {
    vehicles: rows.map(({ matched: _m, ...row }) => toVehicle(row)),
    totalVehicles: exact ? matches : LIST_TOTAL_EXACT_LIMIT,
    ...(exact ? {} : { totalExact: false }),
  };
}

const STATE_OF = (p: SQL) => sql`case when ${p} >= 100 then 'waiting' when ${p} >= 90 then 'unloading' when ${p} < 10 then 'loading' else 'onTheWay' end`;

/**
 * The dashboard's sums and counts (LogisticsAggregates) in one statement over the table: the
 * states now and ten points ago, the progress sums, warnings, the location codes' digit sums and
 * the warned vehicles by position (oldest first, by id), and the countries grouped.
 */
export async function logisticsAggregatesOf(ex: Executor): Promise<LogisticsAggregates> {
  const before = sql`greatest(progress - 10, 0)`;
  const [row] = rowsOf<Record<string, unknown>>(
    await ex.execute(sql`
      with fleet as (
        select v.*, ${STATE_OF(sql`progress`)} as state_now, ${STATE_OF(before)} as state_before, (row_number() over (order by id) - 1) % 3 as position3
        from ${vehicles} v
      ),
      nows as (
        select coalesce(json_object_agg(state_now, n), '{}') as states
        from (select state_now, count(*)::int as n from fleet group by state_now) s
      ),
      befores as (
        select coalesce(json_object_agg(state_before, n), '{}') as states_before
        from (select state_before, count(*)::int as n from fleet group by state_before) s
      ),
      warned as (
        select coalesce(json_object_agg(warnings, n), '{}') as warnings
        from (select warnings, count(*)::int as n from fleet group by warnings) w
      ),
      sums as (
        select count(*)::int as total,
          coalesce(sum(progress), 0)::float8 as progress_sum,
          coalesce(sum(${before}), 0)::float8 as progress_sum_before,
          (count(*) filter (where progress > 0 and progress < 100))::int as on_route,
          json_build_array(${sql.join(
            [0, 1, 2, 3, 4, 5].map((d) => sql.raw(`coalesce(sum(floor(location / ${10 ** d}.0)::bigint % 10), 0)::int`)),
            sql`, `,
          )}) as digit_sums,
          json_build_array(${sql.join(
            [0, 1, 2].map((k) => sql.raw(`(count(*) filter (where warnings <> 'No Warnings' and position3 = ${k}))::int`)),
            sql`, `,
          )}) as warned_by_position
        from fleet
      ),
      countries as (
        select coalesce(json_agg(json_build_array(country, origin, destination)), '[]') as countries from (
          select country, (count(*) filter (where side = 'o'))::int as origin, (count(*) filter (where side = 'd'))::int as destination
          from (select start_country as country, 'o' as side from fleet union all select end_country, 'd' from fleet) ends
          group by country
        ) c
      )
      select sums.*, nows.states, befores.states_before, warned.warnings, countries.countries
      from sums, nows, befores, warned, countries`),
  );
  if (!row) throw new Error('logistics aggregates: no row');
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const stateCounts = (value: unknown) => ({ loading: 0, onTheWay: 0, unloading: 0, waiting: 0, ...parse<Record<string, number>>(value) });
  const warningCounts = parse<Record<string, number>>(row.warnings);
  return {
    total: Number(row.total),
    states: stateCounts(row.states),
    statesBefore: stateCounts(row.states_before),
    progressSum: Number(row.progress_sum),
    progressSumBefore: Number(row.progress_sum_before),
    onRoute: Number(row.on_route),
    warnings: Object.fromEntries(VEHICLE_WARNINGS.map((w) => [w, Number(warningCounts[w] ?? 0)])) as Record<VehicleWarning, number>,
    locationDigitSums: parse<number[]>(row.digit_sums).map(Number),
    warnedByPosition: parse<number[]>(row.warned_by_position).map(Number),
    countries: parse<Array<[string, number, number]>>(row.countries).map(([country, origin, destination]) => ({ country, origin: Number(origin), destination: Number(destination) })),
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
