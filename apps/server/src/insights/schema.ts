// Drizzle mirror of migrations/0010_insights.sql: the analytics tables. The fact columns are
// listed once, in the order of the generator's field offsets (F), so a row maps to the engine's
// accumulator layout by index.
import { bigint, doublePrecision, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Branch, Queue, Zone } from '@atrium/api';

/** Fact columns, index i holding generator field i (F.IN = 0 … F.Q_SERVICE = 21). */
export const FACT_COLUMNS = [
  'visitors_in', // F.IN
  'visitors_out', // F.OUT
  'visitor_groups', // F.GROUPS
  'passers_by', // F.PASSERS
  'transactions', // F.TX
  'sales', // F.SALES
  'units', // F.UNITS
  'staff_quarters', // F.STAFF
  'dwell_seconds', // F.DWELL
  'bounces', // F.BOUNCES
  'identified_visits', // F.IDENT
  'returning_visits', // F.RETURNING
  'valid_transactions', // F.VALID_TX
  'valid_sales', // F.VALID_SALES
  'valid', // F.VALID
  'buckets', // F.BUCKETS
  'queue_arrivals', // F.Q_ARRIVALS
  'queue_served', // F.Q_SERVED
  'queue_abandoned', // F.Q_ABANDONED
  'queue_wait_seconds', // F.Q_WAIT
  'queue_over_target', // F.Q_OVER
  'queue_service_seconds', // F.Q_SERVICE
] as const;

export const insightsBranches = pgTable('insights_branches', {
  branchKey: integer('branch_key').primaryKey(),
  id: text('id').notNull().unique(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  status: text('status').notNull(),
  timezone: text('timezone').notNull(),
  capacity: integer('capacity').notNull(),
  currency: text('currency').notNull(),
  currencyDigits: integer('currency_digits').notNull(),
  fxToReporting: doublePrecision('fx_to_reporting').notNull(),
  data: jsonb('data').$type<Branch>().notNull(),
});

export const insightsZones = pgTable(
  'insights_zones',
  {
    branchKey: integer('branch_key')
      .notNull()
      .references(() => insightsBranches.branchKey, { onDelete: 'cascade' }),
    zoneIdx: smallint('zone_idx').notNull(),
    id: text('id').notNull().unique(),
    data: jsonb('data').$type<Zone>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.zoneIdx] })],
);

export const insightsQueues = pgTable(
  'insights_queues',
  {
    branchKey: integer('branch_key')
      .notNull()
      .references(() => insightsBranches.branchKey, { onDelete: 'cascade' }),
    queueIdx: smallint('queue_idx').notNull(),
    id: text('id').notNull().unique(),
    data: jsonb('data').$type<Queue>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.queueIdx] })],
);

export const insightsFacts = pgTable(
  'insights_facts',
  {
    branchKey: integer('branch_key').notNull(),
    bi: integer('bi').notNull(),
    visitorsIn: integer('visitors_in').notNull(),
    visitorsOut: integer('visitors_out').notNull(),
    visitorGroups: integer('visitor_groups').notNull(),
    passersBy: integer('passers_by').notNull(),
    transactions: integer('transactions').notNull(),
    sales: integer('sales').notNull(),
    units: integer('units').notNull(),
    staffQuarters: integer('staff_quarters').notNull(),
    dwellSeconds: integer('dwell_seconds').notNull(),
    bounces: integer('bounces').notNull(),
    identifiedVisits: integer('identified_visits').notNull(),
    returningVisits: integer('returning_visits').notNull(),
    validTransactions: integer('valid_transactions').notNull(),
    validSales: integer('valid_sales').notNull(),
    valid: integer('valid').notNull(),
    buckets: integer('buckets').notNull(),
    queueArrivals: integer('queue_arrivals').notNull(),
    queueServed: integer('queue_served').notNull(),
    queueAbandoned: integer('queue_abandoned').notNull(),
    queueWaitSeconds: integer('queue_wait_seconds').notNull(),
    queueOverTarget: integer('queue_over_target').notNull(),
    queueServiceSeconds: integer('queue_service_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.bi] })],
);

export const insightsFactsHourly = pgTable(
  'insights_facts_hourly',
  {
    branchKey: integer('branch_key').notNull(),
    hb: integer('hb').notNull(),
    visitorsIn: bigint('visitors_in', { mode: 'number' }).notNull(),
    visitorsOut: bigint('visitors_out', { mode: 'number' }).notNull(),
    visitorGroups: bigint('visitor_groups', { mode: 'number' }).notNull(),
    passersBy: bigint('passers_by', { mode: 'number' }).notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    staffQuarters: bigint('staff_quarters', { mode: 'number' }).notNull(),
    dwellSeconds: bigint('dwell_seconds', { mode: 'number' }).notNull(),
    bounces: bigint('bounces', { mode: 'number' }).notNull(),
    identifiedVisits: bigint('identified_visits', { mode: 'number' }).notNull(),
    returningVisits: bigint('returning_visits', { mode: 'number' }).notNull(),
    validTransactions: bigint('valid_transactions', { mode: 'number' }).notNull(),
    validSales: bigint('valid_sales', { mode: 'number' }).notNull(),
    valid: bigint('valid', { mode: 'number' }).notNull(),
    buckets: bigint('buckets', { mode: 'number' }).notNull(),
    queueArrivals: bigint('queue_arrivals', { mode: 'number' }).notNull(),
    queueServed: bigint('queue_served', { mode: 'number' }).notNull(),
    queueAbandoned: bigint('queue_abandoned', { mode: 'number' }).notNull(),
    queueWaitSeconds: bigint('queue_wait_seconds', { mode: 'number' }).notNull(),
    queueOverTarget: bigint('queue_over_target', { mode: 'number' }).notNull(),
    queueServiceSeconds: bigint('queue_service_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.hb] })],
);

export const insightsFactsDaily = pgTable(
  'insights_facts_daily',
  {
    branchKey: integer('branch_key').notNull(),
    day: integer('day').notNull(),
    monthKey: integer('month_key').notNull(),
    visitorsIn: bigint('visitors_in', { mode: 'number' }).notNull(),
    visitorsOut: bigint('visitors_out', { mode: 'number' }).notNull(),
    visitorGroups: bigint('visitor_groups', { mode: 'number' }).notNull(),
    passersBy: bigint('passers_by', { mode: 'number' }).notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    staffQuarters: bigint('staff_quarters', { mode: 'number' }).notNull(),
    dwellSeconds: bigint('dwell_seconds', { mode: 'number' }).notNull(),
    bounces: bigint('bounces', { mode: 'number' }).notNull(),
    identifiedVisits: bigint('identified_visits', { mode: 'number' }).notNull(),
    returningVisits: bigint('returning_visits', { mode: 'number' }).notNull(),
    validTransactions: bigint('valid_transactions', { mode: 'number' }).notNull(),
    validSales: bigint('valid_sales', { mode: 'number' }).notNull(),
    valid: bigint('valid', { mode: 'number' }).notNull(),
    buckets: bigint('buckets', { mode: 'number' }).notNull(),
    queueArrivals: bigint('queue_arrivals', { mode: 'number' }).notNull(),
    queueServed: bigint('queue_served', { mode: 'number' }).notNull(),
    queueAbandoned: bigint('queue_abandoned', { mode: 'number' }).notNull(),
    queueWaitSeconds: bigint('queue_wait_seconds', { mode: 'number' }).notNull(),
    queueOverTarget: bigint('queue_over_target', { mode: 'number' }).notNull(),
    queueServiceSeconds: bigint('queue_service_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.day] })],
);

/** One row per bucket; element i of each array is zone i (its zone_idx). */
export const insightsZoneFacts = pgTable(
  'insights_zone_facts',
  {
    branchKey: integer('branch_key').notNull(),
    bi: integer('bi').notNull(),
    visits: integer('visits').array().notNull(),
    dwellSeconds: integer('dwell_seconds').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.bi] })],
);

/** One row per bucket; element i of each array is queue i (its queue_idx). */
export const insightsQueueFacts = pgTable(
  'insights_queue_facts',
  {
    branchKey: integer('branch_key').notNull(),
    bi: integer('bi').notNull(),
    arrivals: integer('arrivals').array().notNull(),
    served: integer('served').array().notNull(),
    abandoned: integer('abandoned').array().notNull(),
    waitSeconds: integer('wait_seconds').array().notNull(),
    serviceSeconds: integer('service_seconds').array().notNull(),
    servedOverTarget: integer('served_over_target').array().notNull(),
    maxLength: integer('max_length').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.bi] })],
);

export const insightsMeta = pgTable('insights_meta', {
  id: integer('id').primaryKey(),
  seedDay: integer('seed_day').notNull(),
  firstDay: integer('first_day').notNull(),
  lastDay: integer('last_day').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  seedMs: integer('seed_ms').notNull(),
});

export const insightsSchema = {
  insightsBranches,
  insightsZones,
  insightsQueues,
  insightsFacts,
  insightsFactsHourly,
  insightsFactsDaily,
  insightsZoneFacts,
  insightsQueueFacts,
  insightsMeta,
};
