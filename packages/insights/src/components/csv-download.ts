// Saves an /api/insights/export answer as a file, so the CSV carries the same numbers as the screen.
import type { ExportQuery } from '@atrium/api/insights';
import { getInsightsClient } from '../api/client';

export async function downloadCsv(query: ExportQuery, filename: string): Promise<void> {
  const text = await getInsightsClient().exportCsv(query);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
