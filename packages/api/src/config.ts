// Where the API is and how to authenticate, without the contract: importable from an app's
// entry chunk (see default-client.ts).
export interface ApiConfig {
  /** origin (and prefix) the /api paths are appended to; '' means same origin */
  baseUrl?: string;
  /** the bearer token, if any; read on every call so a login takes effect at once */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof globalThis.fetch;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem('accessToken') ?? null;
  } catch {
    return null;
  }
}

let config: ApiConfig = { baseUrl: '', getToken: storedToken };

export function setApiConfig(next: ApiConfig): void {
  config = { getToken: storedToken, ...next };
}

export function getApiConfig(): ApiConfig {
  return config;
}
