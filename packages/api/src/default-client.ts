// The app-wide client: the dashboard configures it once at boot (base URL, token source);
// feature packages call getApiClient() in their query options; tests configure a base URL
// their MSW node server answers. One place instead of a provider copied into every feature.
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

let current: ApiClient | undefined;

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem('accessToken') ?? null;
  } catch {
    return null;
  }
}

export function configureApiClient(options: ApiClientOptions): ApiClient {
  current = createApiClient({ getToken: storedToken, ...options });
  return current;
}

export function getApiClient(): ApiClient {
  current ??= createApiClient({ baseUrl: '', getToken: storedToken });
  return current;
}
