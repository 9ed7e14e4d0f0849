// The one CSV writer (@atrium/core/csv): RFC 4180 text that spreadsheets open safely, with the
// formula-injection guard. ui-kit's toCsv, and the insights export on the mock and the server
// (through @atrium/api), all write through it: whoever writes CSV for a person to open uses this.

/** A cell as exports hand it over; objects are written as their JSON. */
export type CsvCell = string | number | boolean | bigint | Date | null | undefined | object;

/**
 * Characters that make Excel, LibreOffice and Google Sheets treat a cell as a formula (CSV /
 * formula injection, OWASP). Tab and carriage return are included because some spreadsheets
 * strip them and then evaluate what follows.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A UTF-8 byte-order mark: without it Excel guesses a legacy code page and garbles Arabic or Hebrew. */
export const CSV_BOM = '\uFEFF';

/**
 * The text of one cell, guarded: text starting with a formula trigger gets a leading apostrophe
 * so the spreadsheet shows it as text. Numbers are left alone, so -5 stays a number.
 */
export function csvCellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return csvCellText(JSON.stringify(value));
}

/** One field: guarded, then quoted when it holds a comma, a quote or a line break. */
export function csvField(value: CsvCell): string {
  const text = csvCellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, CRLF line ends; `bom` puts the UTF-8 mark first (files). */
export function writeCsv(header: readonly CsvCell[], rows: ReadonlyArray<readonly CsvCell[]>, { bom = false } = {}): string {
  const text = [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return bom ? CSV_BOM + text : text;
}
