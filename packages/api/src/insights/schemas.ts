// The store-analytics contract (STORE-ANALYTICS.md): entities, every /api/insights query and
// answer. Queries are strict (bad input is a 400 with field errors), unlike the list calls,
// because a dashboard built on a silently "fixed" range would show the wrong numbers.
import { z } from 'zod';
import { HOLIDAY_IDS } from './holidays';
import { BRANCH_STATUS_REASONS } from './hours';

// ---------- building blocks ----------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A local calendar date `YYYY-MM-DD` (days are local to each branch). */
export const isoDateSchema = z
  .string()
  .max(10, 'Expected a date as YYYY-MM-DD')
  .regex(ISO_DATE, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Not a calendar date');

/** Repeated query keys arrive as an array, a single one as a string: accept both (up to `max`). */
function repeated<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(max));
}

/** A branch's or zone's id as a query carries it (ids are short codes like `lon-01`). */
const idSchema = z.string().min(1).max(64);

export const BRANCH_STATUSES = ['open', 'closed', 'renovating'] as const;
export const branchStatusSchema = z.enum(BRANCH_STATUSES);
export type BranchStatus = z.infer<typeof branchStatusSchema>;

export const ZONE_KINDS = ['entrance', 'checkout', 'fitting-room', 'promo', 'aisle', 'service-desk', 'cafe'] as const;
export const zoneKindSchema = z.enum(ZONE_KINDS);
export type ZoneKind = z.infer<typeof zoneKindSchema>;

export const QUEUE_KINDS = ['checkout', 'service-desk', 'pharmacy', 'returns'] as const;
export const queueKindSchema = z.enum(QUEUE_KINDS);
export type QueueKind = z.infer<typeof queueKindSchema>;

export const GRANULARITIES = ['15min', 'hour', 'day', 'week', 'month'] as const;
export const granularitySchema = z.enum(GRANULARITIES);
export type Granularity = z.infer<typeof granularitySchema>;

export const COMPARE_MODES = ['none', 'previous', 'lastYear'] as const;
export const compareModeSchema = z.enum(COMPARE_MODES);
export type CompareMode = z.infer<typeof compareModeSchema>;

/** Most points one series may hold; a finer granularity over a longer range is refused. */
export const MAX_POINTS_PER_SERIES = 2000;
/** 15-minute points only for one branch over at most this many days. */
export const MAX_15MIN_DAYS = 7;
/** Chain totals mixing currencies are converted to this one (fixed demo rates). */
export const REPORTING_CURRENCY = 'USD';

/**
 * Every derived metric of the design's definitions table, plus the additive counts they are
 * built from. Each is a ratio of sums over the range, never a mean of rates.
 */
export const INSIGHT_METRICS = [
  'visitors',
  'visitorsOut',
  'passersBy',
  'groups',
  'transactions',
  'sales',
  'units',
  'staffHours',
  'conversion',
  'captureRate',
  'atv',
  'upt',
  'salesPerVisitor',
  'avgDwell',
  'bounceRate',
  'returningRate',
  'groupShare',
  'star',
  'occupancy',
  'occupancyRate',
  'queueWait',
  'abandonmentRate',
  'overTargetRate',
  'coverage',
] as const;
export const insightMetricSchema = z.enum(INSIGHT_METRICS);
export type InsightMetric = z.infer<typeof insightMetricSchema>;

/** How a metric's value reads: count, money (minor units of the answer's currency), %, seconds, ratio. */
export const METRIC_UNITS = {
  visitors: 'count',
  visitorsOut: 'count',
  passersBy: 'count',
  groups: 'count',
  transactions: 'count',
  sales: 'money',
  units: 'count',
  staffHours: 'hours',
  conversion: 'percent',
  captureRate: 'percent',
  atv: 'money',
  upt: 'ratio',
  salesPerVisitor: 'money',
  avgDwell: 'seconds',
  bounceRate: 'percent',
  returningRate: 'percent',
  groupShare: 'percent',
  star: 'ratio',
  occupancy: 'count',
  occupancyRate: 'percent',
  queueWait: 'seconds',
  abandonmentRate: 'percent',
  overTargetRate: 'percent',
  coverage: 'percent',
} as const satisfies Record<InsightMetric, 'count' | 'money' | 'percent' | 'seconds' | 'ratio' | 'hours'>;
export type MetricUnit = (typeof METRIC_UNITS)[InsightMetric];

/** Metrics where a fall is good news (the KPI delta is coloured the other way). */
export const LOWER_IS_BETTER: ReadonlySet<InsightMetric> = new Set<InsightMetric>(['bounceRate', 'queueWait', 'abandonmentRate', 'overTargetRate']);

// ---------- entities ----------

const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected HH:mm');

export const openingHoursDaySchema = z.union([z.object({ open: localTimeSchema, close: localTimeSchema }), z.null()]);
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>;

/** Monday first (ISO weekday order); null means closed that weekday. */
export const openingHoursSchema = z.tuple([
  openingHoursDaySchema,
  openingHoursDaySchema,
  openingHoursDaySchema,
  openingHoursDaySchema,
  openingHoursDaySchema,
  openingHoursDaySchema,
  openingHoursDaySchema,
]);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const branchSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  currency: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  areaM2: z.number(),
  capacity: z.number().int(),
  status: branchStatusSchema,
  openedAt: isoDateSchema,
  manager: z.object({ name: z.string(), email: z.string(), avatar: z.string() }),
  openingHours: openingHoursSchema,
  tags: z.array(z.string()),
});
export type Branch = z.infer<typeof branchSchema>;

export const zoneSchema = z.object({
  id: z.string(),
  branchId: z.string(),
  name: z.string(),
  kind: zoneKindSchema,
  areaM2: z.number(),
  capacity: z.number().int(),
  /** on a 0..100 floor-plan grid */
  position: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
});
export type Zone = z.infer<typeof zoneSchema>;

export const queueSchema = z.object({
  id: z.string(),
  branchId: z.string(),
  name: z.string(),
  kind: queueKindSchema,
  lanes: z.number().int(),
  targetWaitSeconds: z.number().int(),
});
export type Queue = z.infer<typeof queueSchema>;

// ---------- queries ----------

const rangeShape = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

function refineRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.from !== undefined && value.to !== undefined && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  }
}

/** a chain has tens of branches; 200 ids is far past any real filter */
const branchIdsSchema = repeated(idSchema, 200).optional();

export const BRANCH_SORT_KEYS = ['name', 'city', 'visitors', 'conversion', 'sales', 'occupancy'] as const;
export const branchSortKeySchema = z.enum(BRANCH_SORT_KEYS);
export type BranchSortKey = z.infer<typeof branchSortKeySchema>;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

export const branchesQuerySchema = z
  .object({
    q: z.string().max(200).optional(),
    status: branchStatusSchema.optional(),
    country: z.string().max(60).optional(),
    sortBy: branchSortKeySchema.optional(),
    orderBy: z.enum(['asc', 'desc']).optional(),
    page: positiveInt(10_000).optional(),
    itemsPerPage: positiveInt(100).optional(),
    ...rangeShape,
  })
  .superRefine(refineRange);
export type BranchesQuery = z.input<typeof branchesQuerySchema>;

export const rangeQuerySchema = z.object({ ...rangeShape }).superRefine(refineRange);
export type RangeQuery = z.input<typeof rangeQuerySchema>;

export const summaryQuerySchema = z
  .object({ ...rangeShape, branchIds: branchIdsSchema, compare: compareModeSchema.optional() })
  .superRefine(refineRange);
export type SummaryQuery = z.input<typeof summaryQuerySchema>;

export const SERIES_GROUP_BY = ['none', 'branch'] as const;
export const seriesQuerySchema = z
  .object({
    ...rangeShape,
    metric: repeated(insightMetricSchema, INSIGHT_METRICS.length).pipe(z.array(insightMetricSchema).min(1, 'At least one metric').max(8)),
    granularity: granularitySchema.optional(),
    branchIds: branchIdsSchema,
    compare: compareModeSchema.optional(),
    groupBy: z.enum(SERIES_GROUP_BY).optional(),
  })
  .superRefine(refineRange);
export type SeriesQuery = z.input<typeof seriesQuerySchema>;

/** One metric; a query string that repeats the key once still counts as one. */
const singleMetricSchema = z.preprocess((value) => (Array.isArray(value) && value.length === 1 ? (value as unknown[])[0] : value), insightMetricSchema);

export const heatmapQuerySchema = z
  .object({ ...rangeShape, metric: singleMetricSchema.optional(), branchIds: branchIdsSchema })
  .superRefine(refineRange);
export type HeatmapQuery = z.input<typeof heatmapQuerySchema>;

export const liveQuerySchema = z.object({ branchIds: branchIdsSchema });
export type LiveQuery = z.input<typeof liveQuerySchema>;

/** With `zoneId`, the answer also holds that zone's trend at `granularity`. */
export const zonesQuerySchema = z
  .object({ ...rangeShape, compare: compareModeSchema.optional(), zoneId: idSchema.optional(), granularity: granularitySchema.optional() })
  .superRefine(refineRange);
export type ZonesQuery = z.input<typeof zonesQuerySchema>;

export const queuesQuerySchema = z.object({ ...rangeShape, granularity: granularitySchema.optional() }).superRefine(refineRange);
export type QueuesQuery = z.input<typeof queuesQuerySchema>;

export const visitorsQuerySchema = z.object({ ...rangeShape, branchIds: branchIdsSchema }).superRefine(refineRange);
export type VisitorsQuery = z.input<typeof visitorsQuerySchema>;

/** The metrics the anomaly detector watches (issue 33): visitors, conversion, basket (ATV), sales and queue wait. */
export const ANOMALY_METRICS = ['visitors', 'conversion', 'atv', 'sales', 'queueWait'] as const;
export const anomalyMetricSchema = z.enum(ANOMALY_METRICS);
export type AnomalyMetric = z.infer<typeof anomalyMetricSchema>;

/** An anomaly is read per local hour (a run of consecutive hours) or per whole local day. */
export const ANOMALY_GRANULARITIES = ['hour', 'day'] as const;
export const anomalyGranularitySchema = z.enum(ANOMALY_GRANULARITIES);
export type AnomalyGranularity = z.infer<typeof anomalyGranularitySchema>;

/**
 * What an anomaly's explanation can name (the explainer's cause ids): too few lanes open at a
 * queue, more arrivals at a queue, a promotion, an hours change (an early close), a holiday, rain,
 * a counter fault, too few staff, the basket, conversion or traffic part of a sales change, one
 * zone drawing people in, a chain-wide (seasonal) move, or nothing above the stated confidence.
 */
export const ANOMALY_CAUSES = [
  'queueCapacity',
  'queueDemand',
  'promotion',
  'hoursChange',
  'holiday',
  'rain',
  'counterFault',
  'understaffed',
  'basket',
  'conversion',
  'traffic',
  'zoneDraw',
  'seasonal',
  'unexplained',
] as const;
export const anomalyCauseSchema = z.enum(ANOMALY_CAUSES);
export type AnomalyCause = z.infer<typeof anomalyCauseSchema>;

export const ANOMALY_KINDS = ['spike', 'dip', 'outage', 'data'] as const;
export const anomalyKindSchema = z.enum(ANOMALY_KINDS);
export type AnomalyKind = z.infer<typeof anomalyKindSchema>;

/** Anomalies per page: 50 unless asked, at most 200 (MAX_ANOMALIES). */
export const ANOMALIES_PER_PAGE = 50;
export const MAX_ANOMALIES_PER_PAGE = 200;

/**
 * The anomalies of branches over a range, newest first. `metric`, `kind` and `cause` (each
 * repeatable) keep only those; `cause` matches an anomaly's first (best) cause. Paged.
 */
export const anomaliesQuerySchema = z
  .object({
    ...rangeShape,
    branchIds: branchIdsSchema,
    metric: repeated(anomalyMetricSchema, ANOMALY_METRICS.length).optional(),
    kind: repeated(anomalyKindSchema, ANOMALY_KINDS.length).optional(),
    cause: repeated(anomalyCauseSchema, ANOMALY_CAUSES.length).optional(),
    page: positiveInt(10_000).optional(),
    perPage: positiveInt(MAX_ANOMALIES_PER_PAGE).optional(),
  })
  .superRefine(refineRange);
export type AnomaliesQuery = z.input<typeof anomaliesQuerySchema>;

/**
 * An anomaly's id: `{branchId}-{metric}[-{queueId}]-{hour|day}-{local start YYYY-MM-DDTHH:mm}`
 * (or `{branchId}-outage-{local start}`), stable across backends and calls.
 */
export const ANOMALY_ID = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*-\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const anomalyIdSchema = z.string().min(1).max(160).regex(ANOMALY_ID, 'Not an anomaly id');

export const INSIGHT_EVENT_TYPES = ['promotion', 'holiday', 'hours-change', 'rain', 'outage'] as const;
export const insightEventTypeSchema = z.enum(INSIGHT_EVENT_TYPES);
export type InsightEventType = z.infer<typeof insightEventTypeSchema>;

/** The calendar facts of branches over a range; `type` (repeated) keeps only those types. */
export const eventsQuerySchema = z
  .object({ ...rangeShape, branchIds: branchIdsSchema, type: repeated(insightEventTypeSchema, INSIGHT_EVENT_TYPES.length).optional() })
  .superRefine(refineRange);
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const EXPORT_CALLS = ['branches', 'summary', 'series', 'heatmap', 'live', 'zones', 'queues', 'visitors', 'anomalies'] as const;
export const exportCallSchema = z.enum(EXPORT_CALLS);
export type ExportCall = z.infer<typeof exportCallSchema>;

/**
 * The export names its source call and carries that call's own query (branch-scoped calls also
 * `branchId`), and nothing else: one strict member per call, so an unknown key is a 400 here as
 * it is nowhere passed on (security review #9; it used to be `.loose()`).
 */
const branchIdParam = { branchId: idSchema.optional() };
export const exportQuerySchema = z.discriminatedUnion('call', [
  z.strictObject({ call: z.literal('branches'), ...branchesQuerySchema.shape }),
  z.strictObject({ call: z.literal('summary'), ...summaryQuerySchema.shape }),
  z.strictObject({ call: z.literal('series'), ...seriesQuerySchema.shape }),
  z.strictObject({ call: z.literal('heatmap'), ...heatmapQuerySchema.shape }),
  z.strictObject({ call: z.literal('live'), ...liveQuerySchema.shape }),
  z.strictObject({ call: z.literal('zones'), ...branchIdParam, ...zonesQuerySchema.shape }),
  z.strictObject({ call: z.literal('queues'), ...branchIdParam, ...queuesQuerySchema.shape }),
  z.strictObject({ call: z.literal('visitors'), ...visitorsQuerySchema.shape }),
  z.strictObject({ call: z.literal('anomalies'), ...anomaliesQuerySchema.shape }),
]);
export type ExportQuery = z.input<typeof exportQuerySchema>;

// ---------- answers ----------

const nullableNumber = z.number().nullable();

export const resolvedRangeSchema = z.object({ from: isoDateSchema, to: isoDateSchema, days: z.number().int() });
export type ResolvedRange = z.infer<typeof resolvedRangeSchema>;

export const coverageSchema = z.object({
  /** buckets in opening hours that exist so far */
  buckets: z.number().int(),
  validBuckets: z.number().int(),
  /** valid ÷ buckets × 100; null when there is nothing in opening hours (closed, not yet open) */
  percent: nullableNumber,
});
export type Coverage = z.infer<typeof coverageSchema>;

export const kpiValueSchema = z.object({ value: nullableNumber, compareValue: nullableNumber, delta: nullableNumber });
export type KpiValue = z.infer<typeof kpiValueSchema>;

export const branchKpisSchema = z.object({
  visitors: nullableNumber,
  conversion: nullableNumber,
  sales: nullableNumber,
  salesReporting: nullableNumber,
  atv: nullableNumber,
  occupancyRate: nullableNumber,
  avgDwell: nullableNumber,
});
export type BranchKpis = z.infer<typeof branchKpisSchema>;

export const branchWithKpisSchema = branchSchema.extend({
  kpis: branchKpisSchema,
  /** visitors per day (or week, or month for long ranges) */
  sparkline: z.array(nullableNumber),
  coverage: coverageSchema,
});
export type BranchWithKpis = z.infer<typeof branchWithKpisSchema>;

export const branchesResponseSchema = z.object({
  branches: z.array(branchWithKpisSchema),
  total: z.number().int(),
  range: resolvedRangeSchema,
  reportingCurrency: z.string(),
});
export type BranchesResponse = z.infer<typeof branchesResponseSchema>;

export const branchDetailSchema = z.object({ branch: branchSchema, zones: z.array(zoneSchema), queues: z.array(queueSchema) });
export type BranchDetail = z.infer<typeof branchDetailSchema>;

export const summaryResponseSchema = z.object({
  range: resolvedRangeSchema,
  compareRange: resolvedRangeSchema.nullable(),
  currency: z.string(),
  branchIds: z.array(z.string()),
  coverage: coverageSchema,
  compareCoverage: coverageSchema.nullable(),
  kpis: z.record(insightMetricSchema, kpiValueSchema),
});
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;

/** `t` is local wall time: `YYYY-MM-DD` for day and longer, `YYYY-MM-DDTHH:mm` below a day. */
export const seriesPointSchema = z.object({ t: z.string(), value: nullableNumber, compareValue: nullableNumber });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const seriesSchema = z.object({ metric: insightMetricSchema, branchId: z.string().nullable(), points: z.array(seriesPointSchema) });
export type Series = z.infer<typeof seriesSchema>;

export const seriesResponseSchema = z.object({
  range: resolvedRangeSchema,
  compareRange: resolvedRangeSchema.nullable(),
  granularity: granularitySchema,
  currency: z.string(),
  coverage: coverageSchema,
  series: z.array(seriesSchema),
});
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

export const heatmapResponseSchema = z.object({
  range: resolvedRangeSchema,
  metric: insightMetricSchema,
  currency: z.string(),
  /** 7 rows (Monday first) × 24 local hours; counts are averages per day, rates ratios of sums */
  cells: z.array(z.array(nullableNumber)),
  max: nullableNumber,
});
export type HeatmapResponse = z.infer<typeof heatmapResponseSchema>;

export const LIVE_STATUSES = ['ok', 'near', 'over', 'closed'] as const;
export const liveStatusSchema = z.enum(LIVE_STATUSES);
export type LiveStatus = z.infer<typeof liveStatusSchema>;

export const liveBranchSchema = z.object({
  branchId: z.string(),
  /** open now by the one rule (`branchStatusAt`), in the branch's own time zone */
  open: z.boolean(),
  /** why: `open` / `hours-change` when open; `holiday`, `outside-hours`, `hours-change` or the branch's state when closed */
  reason: z.enum(BRANCH_STATUS_REASONS),
  /** the holiday it is closed for (id to translate, English name as fallback), else null */
  holiday: z.object({ id: z.enum(HOLIDAY_IDS), name: z.string().max(80) }).strict().nullable(),
  sensorOnline: z.boolean(),
  occupancy: z.number().int(),
  capacity: z.number().int(),
  occupancyRate: z.number(),
  status: liveStatusSchema,
  queuePeople: z.number().int(),
  localTime: z.string(),
  /** the last 60 minutes, one point a minute (ISO instants) */
  lastHour: z.array(z.object({ t: z.string(), in: z.number().int(), out: z.number().int() })),
});
export type LiveBranch = z.infer<typeof liveBranchSchema>;

export const liveResponseSchema = z.object({ at: z.string(), branches: z.array(liveBranchSchema) });
export type LiveResponse = z.infer<typeof liveResponseSchema>;

export const zoneStatsSchema = z.object({
  zone: zoneSchema,
  visits: nullableNumber,
  visitRate: nullableNumber,
  avgDwell: nullableNumber,
  compareVisits: nullableNumber,
  delta: nullableNumber,
});
export type ZoneStats = z.infer<typeof zoneStatsSchema>;

export const zonesResponseSchema = z.object({
  range: resolvedRangeSchema,
  compareRange: resolvedRangeSchema.nullable(),
  visitors: nullableNumber,
  zones: z.array(zoneStatsSchema),
  trend: z.object({ zoneId: z.string(), granularity: granularitySchema, points: z.array(z.object({ t: z.string(), visits: nullableNumber, visitRate: nullableNumber })) }).nullable(),
});
export type ZonesResponse = z.infer<typeof zonesResponseSchema>;

export const queueStatsSchema = z.object({
  queue: queueSchema,
  kpis: z.object({
    arrivals: z.number().int(),
    served: z.number().int(),
    abandoned: z.number().int(),
    avgWait: nullableNumber,
    avgService: nullableNumber,
    abandonmentRate: nullableNumber,
    overTargetRate: nullableNumber,
    maxLength: z.number().int(),
  }),
  series: z.array(z.object({ t: z.string(), avgWait: nullableNumber, arrivals: nullableNumber })),
});
export type QueueStats = z.infer<typeof queueStatsSchema>;

export const queuesResponseSchema = z.object({ range: resolvedRangeSchema, granularity: granularitySchema, queues: z.array(queueStatsSchema) });
export type QueuesResponse = z.infer<typeof queuesResponseSchema>;

export const dwellBinSchema = z.object({ fromMinutes: z.number(), toMinutes: z.number().nullable(), visits: z.number().int() });
export type DwellBin = z.infer<typeof dwellBinSchema>;

export const visitorsResponseSchema = z.object({
  range: resolvedRangeSchema,
  visitors: nullableNumber,
  newVisits: z.number().int(),
  returningVisits: z.number().int(),
  identifiedVisits: z.number().int(),
  returningRate: nullableNumber,
  bounceRate: nullableNumber,
  groupShare: nullableNumber,
  captureRate: nullableNumber,
  avgDwell: nullableNumber,
  dwellHistogram: z.array(dwellBinSchema),
  /** Monday first; average visitors per open day, and conversion */
  byWeekday: z.array(z.object({ weekday: z.number().int(), visitors: nullableNumber, conversion: nullableNumber })),
  /** local hour 0..23; average visitors per day in that hour */
  byHour: z.array(z.object({ hour: z.number().int(), visitors: nullableNumber })),
  coverage: coverageSchema,
});
export type VisitorsResponse = z.infer<typeof visitorsResponseSchema>;

/** A cause as a list item carries it: what, the share of the change it explains (0..1), the queue or zone it names. */
export const anomalyCauseShareSchema = z
  .object({ kind: anomalyCauseSchema, share: z.number().min(0).max(1), target: z.string().max(64).nullable() })
  .strict();
export type AnomalyCauseShare = z.infer<typeof anomalyCauseShareSchema>;

/** Most causes a list item carries (the detail ranks up to MAX_ANOMALY_CAUSES). */
export const MAX_ITEM_CAUSES = 3;
export const MAX_ANOMALY_CAUSES = 6;

/**
 * One anomaly. `value` and `expected` are in the metric's unit (METRIC_UNITS: visitors a count,
 * conversion %, atv and sales minor units of `currency`, queue wait seconds); an outage (the
 * visitor counter offline) has none, and no causes. `kind` `data`: the numbers moved because a
 * counter failed, not the business.
 */
export const anomalySchema = z
  .object({
    id: anomalyIdSchema,
    branchId: z.string().max(64),
    kind: anomalyKindSchema,
    metric: anomalyMetricSchema,
    granularity: anomalyGranularitySchema,
    /** the queue of a queue-wait anomaly */
    queueId: z.string().max(64).nullable(),
    /** local wall time of the first and just after the last affected interval */
    start: z.string().max(16),
    end: z.string().max(16),
    value: nullableNumber,
    expected: nullableNumber,
    currency: z.string().max(3),
    /** robust z-score of the most extreme hour (or of the day); null for outages */
    score: nullableNumber,
    /** the best causes first, with the share of the change each explains */
    causes: z.array(anomalyCauseShareSchema).max(MAX_ITEM_CAUSES),
  })
  .strict();
export type Anomaly = z.infer<typeof anomalySchema>;

export const anomaliesResponseSchema = z
  .object({
    range: resolvedRangeSchema,
    /** anomalies matching the filters, over every page */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1).max(MAX_ANOMALIES_PER_PAGE),
    anomalies: z.array(anomalySchema).max(MAX_ANOMALIES_PER_PAGE),
  })
  .strict();
export type AnomaliesResponse = z.infer<typeof anomaliesResponseSchema>;


/** Most events one answer lists (newest first); `total` counts them all. */
export const MAX_EVENTS = 2000;

/**
 * A calendar fact of one branch and local day: a promotion, a public holiday (closed), a change
 * of opening hours (`hours`, or null when closed all day), a rain day, or a sensor outage
 * (`start`/`end` local wall times of its offline quarters). Whole-day facts have no start or end.
 */
export const insightEventSchema = z
  .object({
    id: z.string().max(120),
    branchId: z.string().max(64),
    type: insightEventTypeSchema,
    /** the branch's local date */
    date: isoDateSchema,
    start: z.string().max(16).nullable(),
    end: z.string().max(16).nullable(),
    holiday: z.object({ id: z.enum(HOLIDAY_IDS), name: z.string().max(80) }).strict().nullable(),
    hours: z.object({ open: localTimeSchema, close: localTimeSchema }).strict().nullable(),
  })
  .strict();
export type InsightEvent = z.infer<typeof insightEventSchema>;

export const eventsResponseSchema = z.object({ range: resolvedRangeSchema, total: z.number().int(), events: z.array(insightEventSchema).max(MAX_EVENTS) }).strict();
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/** An actual against its expected value (null where there is nothing to divide by). */
export const anomalyMeasureSchema = z.object({ actual: nullableNumber, expected: nullableNumber }).strict();
export type AnomalyMeasure = z.infer<typeof anomalyMeasureSchema>;

/** One row of the drill-down: an hour (`HH:00`), a zone or a queue, with its share of the total delta. */
export const anomalyDrillRowSchema = z
  .object({ id: z.string().max(64), actual: z.number(), expected: z.number(), delta: z.number(), share: z.number() })
  .strict();
export type AnomalyDrillRow = z.infer<typeof anomalyDrillRowSchema>;

/** Evidence of a cause: named numbers (or a time, `16:00`), at most 12. */
const evidenceSchema = z
  .record(z.string().max(40), z.union([z.number(), z.string().max(80), z.null()]))
  .refine((value) => Object.keys(value).length <= 12, 'At most 12 evidence entries');

export const anomalyCauseDetailSchema = anomalyCauseShareSchema
  .extend({
    /** share × how specific the evidence is: what the causes are ranked by (0..1) */
    score: z.number().min(0).max(1),
    evidence: evidenceSchema,
  })
  .strict();
export type AnomalyCauseDetail = z.infer<typeof anomalyCauseDetailSchema>;

/**
 * One hour of the anomaly's local day as the detector judged it (`HH:00`), in the unit of the
 * anomaly's metric: visitors a count per hour; conversion % of the hour; atv minor units per
 * transaction; queue wait seconds per served customer of the anomaly's queue; sales minor units of
 * the hour. `expected` is the robust baseline the detector compares with (the median of the same
 * hour on the same weekday over six clean weeks, each scaled to the branch's level; on a rain day
 * times the branch's typical rain-day lift), and [`low`, `high`] the readings it would not flag:
 * median ± 3.5 × the floored 1.4826 × MAD (for visitors on a complete day also bounded by the
 * hour's share of its day, which the detector judges too), never below 0. A `day` anomaly was
 * judged on the whole day: its band is the day test's band as parts of the day's expected value,
 * put on each hour's expected (a day with every hour at its high is at its high), so the hours
 * that carry the day's move lie outside it. Sales have no hourly
 * test (the detector judges a day's sales): their band is the same statistic per hour with the
 * hourly visitors' floors, drawn for reading, never flagged. Null where the hour has no reading
 * (too few visitors or transactions, sensors down) or no baseline (fewer than four readings, or an
 * hour outside the regular hours, which is not judged).
 */
export const anomalyIntradayHourSchema = z
  .object({
    hour: z.string().regex(/^([01]\d|2[0-3]):00$/),
    actual: nullableNumber,
    expected: nullableNumber,
    low: nullableNumber,
    high: nullableNumber,
  })
  .strict();
export type AnomalyIntradayHour = z.infer<typeof anomalyIntradayHourSchema>;

/**
 * GET /anomalies/{id}: why the anomaly happened, with the numbers. `measures` over the anomaly's
 * hours (visitors and transactions counts, conversion %, atv and sales minor units, queue wait
 * seconds, star visitors per staff hour); `decomposition` splits the sales change (minor units)
 * into traffic, conversion and basket parts that add up to `total` exactly; `drill` the hours,
 * zones and queues (queues with arrivals and wait against expected); `events` the calendar of the
 * day; `causes` ranked, each with its evidence; `confidence` the best cause's score; `intraday`
 * the day hour by hour on the anomaly's metric with the band the detector would not flag.
 */
export const anomalyDetailSchema = z
  .object({
    anomaly: anomalySchema,
    measures: z
      .object({
        visitors: anomalyMeasureSchema,
        transactions: anomalyMeasureSchema,
        conversion: anomalyMeasureSchema,
        atv: anomalyMeasureSchema,
        sales: anomalyMeasureSchema,
        queueWait: anomalyMeasureSchema,
        star: anomalyMeasureSchema,
      })
      .strict(),
    decomposition: z.object({ traffic: z.number().int(), conversion: z.number().int(), basket: z.number().int(), total: z.number().int() }).strict(),
    drill: z
      .object({
        hours: z.array(anomalyDrillRowSchema).max(24),
        zones: z.array(anomalyDrillRowSchema).max(50),
        queues: z.array(anomalyDrillRowSchema.extend({ arrivalsRatio: nullableNumber, waitRatio: nullableNumber }).strict()).max(20),
      })
      .strict(),
    events: z.array(insightEventSchema).max(20),
    dataQuality: z
      .object({
        /** valid sensor buckets ÷ buckets × 100 over the anomaly's hours */
        coverage: z.number().min(0).max(100),
        /** entries ÷ exits over the anomaly's hours */
        inOutRatio: nullableNumber,
        counterFault: z.boolean(),
      })
      .strict(),
    causes: z.array(anomalyCauseDetailSchema).min(1).max(MAX_ANOMALY_CAUSES),
    confidence: z.number().min(0).max(1),
    intraday: z.array(anomalyIntradayHourSchema).max(24),
  })
  .strict();
export type AnomalyDetail = z.infer<typeof anomalyDetailSchema>;
