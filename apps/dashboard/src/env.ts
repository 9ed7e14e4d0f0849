// The app's build-time settings, checked once at boot: a wrong value fails loudly.
// (Plain checks rather than zod: this runs in the entry chunk, which has a size budget.)
const API_MODES = ['mock', 'remote'] as const;
export type ApiMode = (typeof API_MODES)[number];

function readApiMode(value: unknown): ApiMode {
  if (value === undefined || value === '') return 'mock';
  if (API_MODES.includes(value as ApiMode)) return value as ApiMode;
  throw new Error(`VITE_API_MODE must be "mock" or "remote", got ${JSON.stringify(value)}`);
}

export const env = {
  VITE_API_MODE: readApiMode(import.meta.env.VITE_API_MODE),
  VITE_API_BASE_URL: typeof import.meta.env.VITE_API_BASE_URL === 'string' ? import.meta.env.VITE_API_BASE_URL : '',
} as const;
