import { describe, expect, it, vi } from 'vitest';
import { cardState, timelineTable, withCompare } from './chart-props';
import { formatMetric } from './format';

describe('@atrium/insights chart props', () => {
  it('a timeline table has the stamp, each metric and, when comparing, the compared value beside its metric', () => {
    const rows = [
      { t: '2025-06-01', visitors: 1200, visitorsCompare: 1100, sales: 123_456 },
      { t: '2025-06-02', visitors: null, visitorsCompare: 900, sales: null },
    ];
    const stamp = { label: 'Period', format: (t: string) => `<${t}>` };
    const columns = [...withCompare({ key: 'visitors', metric: 'visitors', label: 'Visitors' }, true, 'Compared'), { key: 'sales', metric: 'sales' as const, label: 'Sales', currency: 'EUR' }];
    expect(timelineTable(rows, stamp, columns, 'en')).toEqual({
      columns: ['Period', 'Visitors', 'Compared', 'Sales'],
      rows: [
        ['<2025-06-01>', formatMetric('visitors', 1200, 'en'), formatMetric('visitors', 1100, 'en'), formatMetric('sales', 123_456, 'en', 'EUR')],
        ['<2025-06-02>', '—', formatMetric('visitors', 900, 'en'), '—'],
      ],
    });
    expect(withCompare({ key: 'visitors', metric: 'visitors', label: 'Visitors' }, false, 'Compared')).toEqual([{ key: 'visitors', metric: 'visitors', label: 'Visitors' }]);
  });

  it("a card loads until its query (or the deferred copy it draws) has data, and not once the query failed", () => {
    const refetch = vi.fn();
    expect(cardState({ data: undefined, error: null, refetch })).toMatchObject({ loading: true, error: null });
    expect(cardState({ data: 1, error: null, refetch }, undefined).loading).toBe(true);
    expect(cardState({ data: 1, error: null, refetch }).loading).toBe(false);
    const failed = cardState({ data: undefined, error: new Error('down'), refetch });
    expect(failed.loading).toBe(false);
    failed.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
