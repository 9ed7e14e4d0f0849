// The auth namespace in every language, for tests and stories.
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

export const authResources = { en: { auth: en }, ar: { auth: ar }, he: { auth: he } };
