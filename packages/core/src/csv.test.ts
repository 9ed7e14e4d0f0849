import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCellText, csvField, writeCsv } from './csv';

describe('@atrium/core/csv', () => {
  it('neutralises formulas in text cells (=, +, -, @, tab, CR) with a leading apostrophe', () => {
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+cmd|/c calc!A1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
    for (const attack of attacks) {
      expect(csvCellText(attack)).toBe(`'${attack}`);
      expect(csvField(attack).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    // objects are written as their JSON, and that text is guarded too
    expect(csvCellText(['=1+1'])).toBe('["=1+1"]');
    expect(csvCellText('=1+1')).toBe("'=1+1");
  });

  it('leaves numbers (-5 stays a number), booleans, dates and plain text alone', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(10n)).toBe('10');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
    expect(csvField(new Date(Number.NaN))).toBe('');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180), guarded cells included', () => {
    expect(writeCsv(['a', 'b'], [['x,y', 'say "hi"\nthere']])).toBe('a,b\r\n"x,y","say ""hi""\nthere"\r\n');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(writeCsv(['=h'], [[-5], ['-5']])).toBe("'=h\r\n-5\r\n'-5\r\n");
  });

  it('keeps Arabic, Hebrew and emoji as they are and starts files with a BOM on request', () => {
    expect(writeCsv(['الاسم', 'הערה'], [['قهوة', '☕']])).toBe('الاسم,הערה\r\nقهوة,☕\r\n');
    expect(writeCsv(['name'], [['שלום']], { bom: true })).toBe(`${CSV_BOM}name\r\nשלום\r\n`);
  });
});
