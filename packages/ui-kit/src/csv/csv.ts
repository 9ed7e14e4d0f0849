// CSV export: RFC 4180 text that spreadsheets open safely, and a browser download helper.

export interface CsvColumn<Row extends object = Record<string, unknown>> {
  key: string;
  header: string;
  /** computes the cell from the row; defaults to `row[key]` */
  value?: (row: Row) => unknown;
}

/**
 * Characters that make Excel, LibreOffice and Google Sheets treat a cell as a formula
 * (CSV / formula injection, OWASP). Tab and carriage return are included because some
 * spreadsheets strip them and then evaluate what follows.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

function cellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') {
    // Only text is guarded: numbers such as -12.5 stay numbers. A leading apostrophe makes the
    // spreadsheet show the cell as text instead of running it as a formula.
    return FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return cellText(JSON.stringify(value));
}

// Rows are often interfaces (no index signature), so the key is read without demanding one.
function field(row: object, key: string): unknown {
  return Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : undefined;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Builds RFC 4180 CSV: a header line, then one line per row, CRLF line ends, fields holding a
 * comma, quote or line break wrapped in double quotes with inner quotes doubled.
 *
 * Security: text cells starting with `=`, `+`, `-`, `@` (or tab / CR) are prefixed with `'` so
 * a spreadsheet shows them as text rather than evaluating a formula (CSV injection). Numbers are
 * left alone, so `-5` stays a number.
 */
export function toCsv<Row extends object>(rows: ReadonlyArray<Row>, columns: ReadonlyArray<CsvColumn<Row>>): string {
  const lines = [columns.map((c) => quote(cellText(c.header))).join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => quote(cellText(c.value ? c.value(row) : field(row, c.key)))).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * Saves CSV text as a file. A UTF-8 byte-order mark goes first: without it Excel guesses a
 * legacy code page and shows Arabic, Hebrew and accented text as mojibake.
 */
export function downloadCsv(filename: string, csv: string): void {
  const name = filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke on the next tick: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
