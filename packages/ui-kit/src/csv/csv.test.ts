import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv } from './csv';

describe('@atrium/ui-kit/toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    const csv = toCsv(
      [
        { id: 1, name: 'Mug' },
        { id: 2, name: 'Lamp' },
      ],
      [
        { key: 'id', header: 'ID' },
        { key: 'name', header: 'Name' },
      ],
    );
    expect(csv).toBe('ID,Name\r\n1,Mug\r\n2,Lamp\r\n');
  });

  it('quotes fields holding commas, quotes or line breaks and doubles inner quotes', () => {
    const csv = toCsv([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: 'plain' }], [
      { key: 'a', header: 'A' },
      { key: 'b', header: 'B' },
      { key: 'c', header: 'C' },
      { key: 'd', header: 'D' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"x,y","say ""hi""","two\nlines",plain');
  });

  it('prefixes text that a spreadsheet would run as a formula, but leaves numbers alone', () => {
    const rows = [{ v: '=HYPERLINK("http://evil","x")' }, { v: '+1' }, { v: '-2+3' }, { v: '@SUM(A1)' }, { v: -5 }, { v: 'a=b' }];
    const lines = toCsv(rows, [{ key: 'v', header: 'V' }]).split('\r\n');
    expect(lines.slice(1, 7)).toEqual(['"\'=HYPERLINK(""http://evil"",""x"")"', "'+1", "'-2+3", "'@SUM(A1)", '-5', 'a=b']);
  });

  it('keeps Arabic, Hebrew and emoji as they are and empties null and undefined', () => {
    const csv = toCsv([{ name: 'قهوة', note: 'שלום', icon: '☕', none: null }], [
      { key: 'name', header: 'الاسم' },
      { key: 'note', header: 'הערה' },
      { key: 'icon', header: 'Icon' },
      { key: 'none', header: 'None' },
      { key: 'missing', header: 'Missing' },
    ]);
    expect(csv).toBe('الاسم,הערה,Icon,None,Missing\r\nقهوة,שלום,☕,,\r\n');
  });

  it('uses a column value function, dates as ISO and booleans as text', () => {
    const csv = toCsv([{ price: 12.5, qty: 2, at: new Date(Date.UTC(2024, 0, 2)), ok: true }], [
      { key: 'total', header: 'Total', value: (row) => row.price * row.qty },
      { key: 'at', header: 'At' },
      { key: 'ok', header: 'OK' },
    ]);
    expect(csv.split('\r\n')[1]).toBe('25,2024-01-02T00:00:00.000Z,true');
  });
});

// jsdom's Blob has no arrayBuffer(); FileReader is what it does support.
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('not bytes')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('@atrium/ui-kit/downloadCsv', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('downloads a BOM-prefixed UTF-8 blob through a temporary link', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('orders.csv');
      expect(this.getAttribute('href')).toBe('blob:test');
      expect(document.body.contains(this)).toBe(true);
    });
    downloadCsv('orders', 'a,b\r\n');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test');
    vi.useRealTimers(); // FileReader schedules its events on timers
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    if (!blob) throw new Error('no blob was created');
    const bytes = new Uint8Array(await readBytes(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
