// The CSV writer lives in @atrium/core/csv (one formula guard for the UI, the mock and the server);
// the contract re-exports it so existing imports of @atrium/api keep working.
export { CSV_BOM, csvCellText, csvField, writeCsv, type CsvCell } from '@atrium/core/csv';
