// The app-wide client: the dashboard configures it once at boot (base URL, token source);
// feature packages call getApiClient() in their query options; tests configure a base URL
// their MSW node server answers. One place instead of a provider copied into every feature.
//
// Configuration lives in ./config (no schemas), so the app's entry chunk can configure the
// client without loading the contract; the client itself is created on first use.
import { createApiClient, type ApiClient } from './client';
import type { ApiClientOptions } from './http';
import { getApiConfig, setApiConfig } from './config';

let current: { client: ApiClient; options: ApiClientOptions } | undefined;

export function configureApiClient(options: ApiClientOptions): ApiClient {
  setApiConfig(options);
  return getApiClient();
}

export function getApiClient(): ApiClient {
  const options = getApiConfig();
  if (current?.options !== options) current = { client: createApiClient(options), options };
  return current.client;
}
