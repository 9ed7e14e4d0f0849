// Endpoint paths of the store-analytics calls; `:id` patterns are filled by buildPath.
export const INSIGHTS_PATHS = {
  branches: '/api/insights/branches',
  branch: '/api/insights/branches/:id',
  branchZones: '/api/insights/branches/:id/zones',
  branchQueues: '/api/insights/branches/:id/queues',
  summary: '/api/insights/summary',
  series: '/api/insights/series',
  heatmap: '/api/insights/heatmap',
  live: '/api/insights/live',
  visitors: '/api/insights/visitors',
  anomalies: '/api/insights/anomalies',
  anomaly: '/api/insights/anomalies/:id',
  events: '/api/insights/events',
  export: '/api/insights/export',
} as const;

export type InsightsPathName = keyof typeof INSIGHTS_PATHS;
