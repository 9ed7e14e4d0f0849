// GET /export on the mock: the export query names a call; the mock's service answers it and the
// domain's CSV writers (@atrium/domain, shared with the server) write the file.
import type { ExportCall } from '@atrium/api';
import { csvFileOf, parseExportQuery, type CsvFile, type ExportAnswers, type InsightsOutcome } from '@atrium/domain';
import * as services from './services';

/** The mock's service behind each exportable call (`id`: the branch of zones and queues). */
export const INSIGHTS_CALLS: { [C in ExportCall]: (id: string, query: unknown) => InsightsOutcome<ExportAnswers[C]> } = {
  summary: (_id, query) => services.getSummary(query),
  series: (_id, query) => services.getSeries(query),
  branches: (_id, query) => services.listInsightsBranches(query),
  heatmap: (_id, query) => services.getHeatmap(query),
  live: (_id, query) => services.getLive(query),
  zones: (id, query) => services.getZones(id, query),
  queues: (id, query) => services.getQueues(id, query),
  visitors: (_id, query) => services.getVisitors(query),
  anomalies: (_id, query) => services.getAnomalies(query),
};

function exportOf<C extends ExportCall>(call: C, id: string, query: Record<string, unknown>): InsightsOutcome<CsvFile> {
  const answer = (INSIGHTS_CALLS[call] as (id: string, query: unknown) => InsightsOutcome<ExportAnswers[C]>)(id, query);
  return answer.ok ? { ok: true, value: csvFileOf(call, id, answer.value) } : answer;
}

/** The export of `query.call` with the rest of the query passed to that call (the mock's services). */
export function exportCsv(query: Record<string, unknown>): InsightsOutcome<CsvFile> {
  const request = parseExportQuery(query);
  if (!request.ok) return request;
  return exportOf(request.value.call, request.value.branchId, request.value.query);
}
