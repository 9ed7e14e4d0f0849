import { afterEach, describe, expect, it } from 'vitest';
import { addDaysIso, toIsoDate, todayIso } from './dates';

const originalTz = process.env.TZ;

describe('@atrium/core/dates', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('regression: today is the local date east of UTC, not the UTC one (new invoices were dated yesterday)', () => {
    process.env.TZ = 'Asia/Jerusalem';
    const justAfterLocalMidnight = new Date('2026-03-10T22:30:00Z'); // 00:30 on the 11th in Jerusalem
    expect(justAfterLocalMidnight.toISOString().slice(0, 10)).toBe('2026-03-10');
    expect(todayIso(justAfterLocalMidnight)).toBe('2026-03-11');
  });

  it('west of UTC too: late evening stays on the local day', () => {
    process.env.TZ = 'America/New_York';
    expect(toIsoDate(new Date('2026-07-01T02:00:00Z'))).toBe('2026-06-30');
  });

  it('adds local days across month ends and a DST change', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(addDaysIso('2026-03-15', 30)).toBe('2026-04-14');
    expect(addDaysIso('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
});
