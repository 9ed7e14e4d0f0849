import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, writeCsv } from './csv';

describe('@atrium/api/csv', () => {
  it('neutralises formulas in text cells (=, +, -, @, tab, CR) and keeps numbers as numbers', () => {
    for (const attack of ['=HYPERLINK("http://evil.example","x")', '+1+cmd|/c calc!A1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1']) {
      expect(csvField(attack).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvField(-5)).toBe('-5');
    expect(csvField('plain')).toBe('plain');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and starts files with a BOM', () => {
    expect(writeCsv(['a', 'b'], [['x,y', 'say "hi"\nthere']])).toBe('a,b\r\n"x,y","say ""hi""\nthere"\r\n');
    expect(writeCsv(['name'], [['שלום']], { bom: true })).toBe(`${CSV_BOM}name\r\nשלום\r\n`);
  });
});
