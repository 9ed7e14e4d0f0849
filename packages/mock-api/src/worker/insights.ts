// Loaded by the worker first: the store-analytics handlers need no seeded collection.
export { insightsHandlers } from '../insights/handlers';
