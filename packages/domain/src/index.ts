// @atrium/domain: storage-free rules both backends call. Today the store-analytics engine: the
// seeded chain and its bucket generator, the local calendar, the roll-ups and metric readers,
// the answers' shaping from summed arrays, the anomaly detector and the CSV writers. The mock
// runs them over its generated buckets, the server over SQL sums; neither keeps its own copy.
export * from './insights/calendar';
export * from './insights/prng';
export * from './insights/seed';
export * from './insights/generator';
export * from './insights/engine';
export * from './insights/analytics';
export * from './insights/csv';
export * from './insights/events';
export * from './insights/explain';
export * from './insights/anomalies';
export * from './insights/incidents';
