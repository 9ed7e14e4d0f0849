// Store analytics mock: MSW handlers, the services behind them, the mock clock and the engine's
// entry points (for the benchmark and for a real server reusing the same numbers).
export { insightsHandlers, setInsightsLatency } from './handlers';
export {
  explainedFindingsOf,
  computeSeries,
  getAnomalies,
  getAnomaly,
  getEvents,
  getHeatmap,
  getInsightsBranch,
  getLive,
  getQueues,
  getSeries,
  getSummary,
  getVisitors,
  getZones,
  listInsightsBranches,
  liveOf,
} from './services';
export { compareRangeOf, defaultGranularity, type InsightsOutcome } from '@atrium/domain';
export { exportCsv } from './csv';
export { toCsv, type CsvFile } from '@atrium/domain';
export { insightsNow, setInsightsClock } from './clock';
export { branchData, getChain, resetInsightsCache } from './engine';
export { DST_BRANCH_ID, RENOVATING_BRANCH_ID, YOUNG_BRANCH_ID, type SeedBranch } from '@atrium/domain';
