// Kept apart from the store so the page can name the storage key without loading the seed.
export const DEFAULT_STORAGE_KEY = 'atrium.mock-api.db';
