// The API contract. Filled in by the contract issue: schemas, paths and the typed client.
export const API_PREFIX = '/api';
