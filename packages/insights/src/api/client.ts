// The feature's handle on the insights API client. Same-origin by default; the app may swap in
// one with its base URL and token (the same options as the main client).
import { createInsightsClient, type InsightsClient } from '@atrium/api';

let client: InsightsClient = createInsightsClient();

export function getInsightsClient(): InsightsClient {
  return client;
}

export function setInsightsClient(next: InsightsClient): void {
  client = next;
}
