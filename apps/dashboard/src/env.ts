// The app's build-time settings, checked once at boot: a wrong value fails loudly.
// (Plain checks rather than zod: this runs in the entry chunk, which has a size budget.)
// A build names its API mode (vite.config.ts refuses a build without one, security review
// #11): "mock" is the demo with its in-browser API, "remote" calls a real server and carries
// neither the mock, its worker nor the demo accounts. Only the dev server may leave it unset.
const API_MODES = ['mock', 'remote'] as const;
export type ApiMode = (typeof API_MODES)[number];

export function readApiMode(value: unknown, dev: boolean): ApiMode {
  if ((value === undefined || value === '') && dev) return 'mock';
  if (API_MODES.includes(value as ApiMode)) return value as ApiMode;
  throw new Error(`VITE_API_MODE must be "mock" or "remote", got ${JSON.stringify(value)}`);
}

export const env = {
  VITE_API_MODE: readApiMode(import.meta.env.VITE_API_MODE, import.meta.env.DEV),
  VITE_API_BASE_URL: typeof import.meta.env.VITE_API_BASE_URL === 'string' ? import.meta.env.VITE_API_BASE_URL : '',
} as const;

/**
 * True in the demo build. Written as a literal comparison of the build-time constant, so that a
 * remote build folds it to `false` and drops everything behind it (the mock API chunk, its
 * worker, the demo accounts).
 */
export const IS_MOCK_BUILD = import.meta.env.VITE_API_MODE === 'mock' || (import.meta.env.DEV && !import.meta.env.VITE_API_MODE);
