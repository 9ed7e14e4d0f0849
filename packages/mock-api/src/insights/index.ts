// Store analytics mock: MSW handlers, the services behind them, the mock clock and the engine's
// entry points (for the benchmark and for a real server reusing the same numbers).
export { insightsHandlers, setInsightsLatency } from './handlers';
export {
  anomaliesOf,
  compareRangeOf,
  computeSeries,
  defaultGranularity,
  getAnomalies,
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
  type InsightsOutcome,
} from './services';
export { exportCsv, toCsv, type CsvFile } from './csv';
export { insightsNow, setInsightsClock } from './clock';
export { branchData, getChain, resetInsightsCache } from './engine';
export { DST_BRANCH_ID, RENOVATING_BRANCH_ID, YOUNG_BRANCH_ID, type SeedBranch } from './seed';
