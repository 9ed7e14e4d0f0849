import { describe, expect, it } from 'vitest';
import { DATA_TABLE_LABEL_KEYS, dataTableLabels } from './labels';

describe('@atrium/ui-kit/dataTableLabels', () => {
  it('reads every label from the `table.*` keys and interpolates range and page', () => {
    const seen: string[] = [];
    const labels = dataTableLabels((key, values) => {
      seen.push(key);
      return values ? `${key} ${JSON.stringify(values)}` : key;
    });
    expect(labels.rowsPerPage).toBe('table.rowsPerPage');
    expect(labels.empty).toBe('table.empty');
    expect(labels.range('1', '10', '42')).toBe('table.range {"from":"1","to":"10","total":"42"}');
    expect(labels.page('3')).toBe('table.page {"page":"3"}');
    expect([...new Set(seen)].sort()).toEqual([...DATA_TABLE_LABEL_KEYS].sort());
  });
});
