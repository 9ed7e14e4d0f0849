// CSV export: rows and columns written by @atrium/core's CSV writer (the one formula guard),
// and a browser download helper.
import { CSV_BOM, writeCsv, type CsvCell } from '@atrium/core/csv';

export interface CsvColumn<Row extends object = Record<string, unknown>> {
  key: string;
  header: string;
  /** computes the cell from the row; defaults to `row[key]` */
  value?: (row: Row) => unknown;
}

// Rows are often interfaces (no index signature), so the key is read without demanding one.
function field(row: object, key: string): unknown {
  return Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : undefined;
}

/**
 * Builds RFC 4180 CSV from rows and columns: the column headers, then one line per row, through
 * @atrium/core's writer (CRLF line ends; fields holding a comma, quote or line break quoted).
 *
 * Security: the writer prefixes text cells starting with `=`, `+`, `-`, `@` (or tab / CR) with
 * `'` so a spreadsheet shows them as text rather than evaluating a formula (CSV injection).
 * Numbers are left alone, so `-5` stays a number.
 */
export function toCsv<Row extends object>(rows: ReadonlyArray<Row>, columns: ReadonlyArray<CsvColumn<Row>>): string {
  return writeCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => (c.value ? c.value(row) : field(row, c.key)) as CsvCell)),
  );
}

/**
 * Saves CSV text as a file. A UTF-8 byte-order mark goes first: without it Excel guesses a
 * legacy code page and shows Arabic, Hebrew and accented text as mojibake.
 */
export function downloadCsv(filename: string, csv: string): void {
  const name = filename.toLowerCase().endsWith('.csv') ? filename : `${filename}.csv`;
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
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
