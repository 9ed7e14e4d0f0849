// @atrium/domain: storage-free rules both backends call (decision 0032). The store-analytics
// engine: the seeded chain and its bucket generator, the local calendar, the roll-ups and metric
// readers, the answers' shaping from summed arrays, the anomaly detector and the CSV writers. The
// mock runs them over its generated buckets, the server over SQL sums; neither keeps its own copy.
// Then, per domain folder, the rules and views the server used to import from @atrium/mock-api.
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
// Reading requests and checking bodies the same way in both backends (http/).
export * from './http/request';
export * from './http/validate';
export * from './http/html';
export * from './http/images';
// Who a call is for, sessions and password storage, the session credential and CSRF check, a
// role's rules and one account's settings page (identity/).
export * from './identity/account';
export * from './identity/credentials';
export * from './identity/access';
export * from './identity/settings';
// The product's reference geography and the pictures it draws for records without one.
export * from './reference/countries';
export * from './reference/cities';
export * from './media/images';
// Commerce: money and slugs, orders and their lines, customers' totals, the store dashboard, checkout.
export * from './commerce/money';
export * from './commerce/orders';
export * from './commerce/customers';
export * from './commerce/stats';
export * from './commerce/checkout';
// Academy, roles, logistics and profile rules.
export * from './academy/courses';
export * from './roles/permissions';
export * from './logistics/clock';
export * from './logistics/fleet';
export * from './profile/profile';
// The app bar's search over the app's pages (navigation/).
export * from './navigation/app-bar';
