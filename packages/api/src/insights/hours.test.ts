import { describe, expect, it } from 'vitest';
import { branchOpenState, zonedParts } from './hours';
import type { Branch } from './schemas';

const h = (open: string, close: string) => ({ open, close });
type Hours = Branch['openingHours'];
const RETAIL: Hours = [h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('11:00', '18:00')];
const ISRAEL: Hours = [h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '22:00'), h('09:00', '15:00'), null, h('09:00', '21:00')];

const branch = (over: Partial<Pick<Branch, 'status' | 'timezone' | 'openingHours' | 'openedAt'>> = {}) => ({
  status: 'open' as const,
  timezone: 'Asia/Tokyo',
  openingHours: RETAIL,
  openedAt: '2020-01-01',
  ...over,
});

describe('branchOpenState', () => {
  it('reads the hours in the branch zone, not the viewer zone', () => {
    // 2026-11-24 (Tuesday) 01:30 UTC is 10:30 in Tokyo (open) and 20:30 the day before in New York
    const now = new Date('2026-11-24T01:30:00Z');
    const tokyo = branchOpenState(branch(), now);
    expect(tokyo).toMatchObject({ open: true, reason: 'open', closesAt: '21:00', local: { date: '2026-11-24', weekday: 1, time: '10:30' } });
    const ny = branchOpenState(branch({ timezone: 'America/New_York' }), now);
    expect(ny).toMatchObject({ open: true, closesAt: '21:00', local: { date: '2026-11-23', weekday: 0, time: '20:30' } });
  });

  it('is closed outside the hours and says when it next opens', () => {
    // 12:30 UTC = 21:30 Tokyo Tuesday: closed, opens Wednesday 09:00
    expect(branchOpenState(branch(), new Date('2026-11-24T12:30:00Z'))).toMatchObject({ open: false, reason: 'closedNow', opensAt: { weekday: 2, time: '09:00', today: false } });
    // 23:00 UTC Monday = 08:00 Tokyo Tuesday: opens later today
    expect(branchOpenState(branch(), new Date('2026-11-23T23:00:00Z'))).toMatchObject({ open: false, opensAt: { weekday: 1, time: '09:00', today: true } });
  });

  it('closing time is exclusive and opening time inclusive', () => {
    expect(branchOpenState(branch(), new Date('2026-11-24T00:00:00Z')).open).toBe(true); // 09:00 Tokyo
    expect(branchOpenState(branch(), new Date('2026-11-24T12:00:00Z')).open).toBe(false); // 21:00 Tokyo
  });

  it('skips a weekday without hours when looking for the next opening', () => {
    // Friday 2026-11-27 16:00 in Jerusalem (UTC+2): closed after 15:00, Saturday shut, opens Sunday 09:00
    const s = branchOpenState(branch({ timezone: 'Asia/Jerusalem', openingHours: ISRAEL }), new Date('2026-11-27T14:00:00Z'));
    expect(s).toMatchObject({ open: false, reason: 'closedNow', opensAt: { weekday: 6, time: '09:00', today: false } });
  });

  it('hours that run past midnight stay open into the next day', () => {
    const late: Hours = [h('18:00', '02:00'), null, null, null, null, null, null];
    // Monday 2026-11-23 is a Monday; Tuesday 01:00 UTC in London is still Monday night's opening
    const s = branchOpenState(branch({ timezone: 'Europe/London', openingHours: late }), new Date('2026-11-24T01:00:00Z'));
    expect(s).toMatchObject({ open: true, closesAt: '02:00' });
    expect(branchOpenState(branch({ timezone: 'Europe/London', openingHours: late }), new Date('2026-11-24T02:00:00Z')).open).toBe(false);
  });

  it('status wins over hours: a branch under works or closed for good is never open now', () => {
    const inHours = new Date('2026-11-24T01:30:00Z');
    expect(branchOpenState(branch({ status: 'renovating' }), inHours)).toMatchObject({ open: false, reason: 'renovating', opensAt: null });
    expect(branchOpenState(branch({ status: 'closed' }), inHours)).toMatchObject({ open: false, reason: 'closed' });
    expect(branchOpenState(branch({ openedAt: '2027-01-01' }), inHours)).toMatchObject({ open: false, reason: 'notYetOpen' });
  });

  it('zonedParts follows daylight saving', () => {
    expect(zonedParts('Europe/Berlin', new Date('2026-07-01T10:00:00Z')).minute).toBe(12 * 60);
    expect(zonedParts('Europe/Berlin', new Date('2026-12-01T10:00:00Z')).minute).toBe(11 * 60);
  });
});
