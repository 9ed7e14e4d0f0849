// The pure pieces of the analytics engine that a server answering the same calls from stored
// facts reuses: the bucket generator (to fill its tables), the calendar, the metric readers,
// money scaling, period labels, range resolution and the CSV writers. Nothing here reads the
// mock clock or the mock's cached branch data.
export { buildChain, type Chain, type SeedBranch } from './seed';
export { DAY_MS, dayNumberOf, isoDateOf, isoWeekStart, localStamp, monthKeyOf, monthStartDay, toLocal, weekdayOf } from './calendar';
export { buildBranchData, F, FIELD_COUNT, liveRand, QF, QUEUE_FIELD_COUNT, queueData, zoneData, type BranchData } from './generator';
export {
  CAP_SECONDS,
  COMBINED_FIELDS,
  combineInto,
  dataStartDay,
  deltaOf,
  fieldsFor,
  METRIC_READERS,
  moneyScale,
  periodCount,
  periodLabel,
  readMetric,
  roundFor,
  SUM_METRICS,
  type DayRange,
  type MoneyBranch,
  type MoneyScale,
} from './engine';
export {
  BASELINE_WEEKS,
  checkGranularity,
  compareRangeOf,
  coverageOf,
  defaultGranularity,
  detectAnomalies,
  DWELL_EDGES,
  kpisOf,
  largestRemainder,
  liveFrom,
  LIVE_TICK_MS,
  MAX_ANOMALIES,
  median,
  outageOf,
  parse,
  pointsOf,
  rangeOut,
  resolveRange,
  ROBUST_LIMIT,
  sparkGranularity,
  type AnomalyHours,
  type Ctx,
  type LiveBucket,
  type InsightsOutcome,
} from './services';
export { csvFileOf, parseExportQuery, type CsvFile, type ExportAnswers, type ExportRequest } from './csv';
