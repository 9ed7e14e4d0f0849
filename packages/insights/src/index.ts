// @atrium/insights: store analytics pages, their search schemas, and the query options and keys
// the app's route files prefetch with.
export { insightsModule } from './module';
export { ChainOverviewPage, type ChainOverviewPageProps } from './pages/chain-overview-page';
export { VisitorsLandingPage, type VisitorsLandingPageProps } from './pages/visitors-landing-page';
export { BranchPage, type BranchPageProps } from './pages/branch-page';
export { BranchVisitorsPage, type BranchVisitorsPageProps } from './pages/branch-visitors-page';
export {
  branchSearchSchema,
  branchVisitorsSearchSchema,
  chainOverviewSearchSchema,
  RANGE_PRESETS,
  rangePresetSchema,
  visitorsLandingSearchSchema,
  type BranchSearch,
  type BranchVisitorsSearch,
  type ChainOverviewSearch,
  type RangePreset,
  type RangeSearch,
  type VisitorsLandingSearch,
} from './lib/search';
export { resolveRange, resolvePreset } from './lib/range';
export {
  anomaliesQuery,
  branchesQuery,
  branchQuery,
  heatmapQuery,
  insightsKeys,
  LIVE_INTERVAL_MS,
  liveQuery,
  queuesQuery,
  seriesQuery,
  summaryQuery,
  visitorsQuery,
  zonesQuery,
} from './api/queries';
export { getInsightsClient, setInsightsClient } from './api/client';
export { prefetchBranchPage } from './lib/use-range';
export { branchPath, branchVisitorsPath, type Navigate } from './components/branch-link';
