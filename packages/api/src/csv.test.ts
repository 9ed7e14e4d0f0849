import * as core from '@atrium/core/csv';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCellText, csvField, writeCsv } from './index';

// The writer and its formula guard are tested in @atrium/core (src/csv.test.ts); the contract
// only re-exports them, so the mock's and the server's exports use that one writer.
describe('@atrium/api csv re-export', () => {
  it('is @atrium/core/csv, not a copy', () => {
    expect(writeCsv).toBe(core.writeCsv);
    expect(csvField).toBe(core.csvField);
    expect(csvCellText).toBe(core.csvCellText);
    expect(CSV_BOM).toBe(core.CSV_BOM);
    expect(csvField('=1+1')).toBe("'=1+1");
  });
});
