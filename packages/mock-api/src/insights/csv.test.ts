import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('@atrium/mock-api/insights csv', () => {
  it('regression (security review): the insights export neutralises formulas and starts with a BOM', () => {
    const csv = toCsv(['name', 'value'], [['=HYPERLINK("http://evil.example","click")', -3], ['@SUM(A1)', 2], ['\t+1', 0]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")",-3');
    expect(lines[2]).toBe("'@SUM(A1),2");
    expect(lines[3]).toBe("'\t+1,0");
  });
});
