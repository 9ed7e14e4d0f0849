// The feature's handle on the insights API client. It follows the app's API configuration
// (base URL, token, transport: set once at boot with setApiConfig), like the main client; a test
// or a story may swap in its own.
import { createInsightsClient, type InsightsClient } from '@atrium/api/insights';
import { getApiConfig, type ApiConfig } from '@atrium/api/config';

let override: InsightsClient | undefined;
let current: { client: InsightsClient; config: ApiConfig } | undefined;

export function getInsightsClient(): InsightsClient {
  if (override) return override;
  const config = getApiConfig();
  if (current?.config !== config) current = { client: createInsightsClient(config), config };
  return current.client;
}

export function setInsightsClient(next: InsightsClient): void {
  override = next;
}
