import { describe, expect, it } from 'vitest';
import { branchStatusAt, dayPlanOn, referenceToday, zonedParts } from './hours';
import type { Branch } from './schemas';

const h = (open: string, close: string) => ({ open, close });
type Hours = Branch['openingHours'];
const US: Hours = [h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '22:00'), h('09:00', '22:00'), h('11:00', '19:00')];
const RETAIL: Hours = [h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('11:00', '18:00')];
const ISRAEL: Hours = [h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '22:00'), h('09:00', '15:00'), null, h('09:00', '21:00')];

const branch = (over: Partial<Pick<Branch, 'status' | 'timezone' | 'openingHours' | 'openedAt' | 'countryCode'> & { hoursChanges?: Array<{ date: string; hours: { open: string; close: string } | null }> }> = {}) => ({
  status: 'open' as const,
  timezone: 'Asia/Tokyo',
  openingHours: RETAIL,
  openedAt: '2020-01-01',
  countryCode: 'JP',
  ...over,
});

describe('branchStatusAt', () => {
  it('reads the hours in the branch zone, not the viewer zone', () => {
    // 2026-11-24 (Tuesday) 01:30 UTC is 10:30 in Tokyo (open) and 20:30 the day before in New York
    const now = new Date('2026-11-24T01:30:00Z');
    const tokyo = branchStatusAt(branch(), now);
    expect(tokyo).toMatchObject({ open: true, reason: 'open', closesAt: '21:00', local: { date: '2026-11-24', weekday: 1, time: '10:30' } });
    const ny = branchStatusAt(branch({ timezone: 'America/New_York' }), now);
    expect(ny).toMatchObject({ open: true, closesAt: '21:00', local: { date: '2026-11-23', weekday: 0, time: '20:30' } });
  });

  it('is closed outside the hours and says when it next opens', () => {
    // 12:30 UTC = 21:30 Tokyo Tuesday: closed, opens Wednesday 09:00
    expect(branchStatusAt(branch(), new Date('2026-11-24T12:30:00Z'))).toMatchObject({ open: false, reason: 'outside-hours', opensAt: { date: '2026-11-25', weekday: 2, time: '09:00', today: false } });
    // 23:00 UTC Monday = 08:00 Tokyo Tuesday: opens later today
    expect(branchStatusAt(branch(), new Date('2026-11-23T23:00:00Z'))).toMatchObject({ open: false, opensAt: { date: '2026-11-24', weekday: 1, time: '09:00', today: true } });
  });

  it('closing time is exclusive and opening time inclusive', () => {
    expect(branchStatusAt(branch(), new Date('2026-11-24T00:00:00Z')).open).toBe(true); // 09:00 Tokyo
    expect(branchStatusAt(branch(), new Date('2026-11-24T12:00:00Z')).open).toBe(false); // 21:00 Tokyo
  });

  it('skips a weekday without hours when looking for the next opening', () => {
    // Friday 2026-11-27 16:00 in Jerusalem (UTC+2): closed after 15:00, Saturday shut, opens Sunday 09:00
    const s = branchStatusAt(branch({ timezone: 'Asia/Jerusalem', openingHours: ISRAEL, countryCode: 'IL' }), new Date('2026-11-27T14:00:00Z'));
    expect(s).toMatchObject({ open: false, reason: 'outside-hours', opensAt: { date: '2026-11-29', weekday: 6, time: '09:00', today: false } });
  });

  it('hours that run past midnight stay open into the next day', () => {
    const late: Hours = [h('18:00', '02:00'), null, null, null, null, null, null];
    // Monday 2026-11-23 is a Monday; Tuesday 01:00 UTC in London is still Monday night's opening
    const s = branchStatusAt(branch({ timezone: 'Europe/London', openingHours: late }), new Date('2026-11-24T01:00:00Z'));
    expect(s).toMatchObject({ open: true, closesAt: '02:00' });
    expect(branchStatusAt(branch({ timezone: 'Europe/London', openingHours: late }), new Date('2026-11-24T02:00:00Z')).open).toBe(false);
  });

  it('status wins over hours: a branch under works or closed for good is never open now', () => {
    const inHours = new Date('2026-11-24T01:30:00Z');
    expect(branchStatusAt(branch({ status: 'renovating' }), inHours)).toMatchObject({ open: false, reason: 'renovating', opensAt: null });
    expect(branchStatusAt(branch({ status: 'closed' }), inHours)).toMatchObject({ open: false, reason: 'closed' });
    expect(branchStatusAt(branch({ openedAt: '2027-01-01' }), inHours)).toMatchObject({ open: false, reason: 'not-yet-open' });
  });

  it('zonedParts follows daylight saving', () => {
    expect(zonedParts('Europe/Berlin', new Date('2026-07-01T10:00:00Z')).minute).toBe(12 * 60);
    expect(zonedParts('Europe/Berlin', new Date('2026-12-01T10:00:00Z')).minute).toBe(11 * 60);
  });
});

describe('branchStatusAt: holidays, hours changes, the reason a card shows', () => {
  const nyc = branch({ timezone: 'America/New_York', countryCode: 'US', openingHours: US });

  it('Thanksgiving evening in New York (6:43 PM): closed all day, reason holiday "Thanksgiving", opens Friday 10:00', () => {
    const s = branchStatusAt(nyc, new Date('2026-11-26T23:43:00Z'));
    expect(s).toMatchObject({ open: false, reason: 'holiday', holiday: { id: 'thanksgiving', name: 'Thanksgiving' }, closesAt: null, local: { date: '2026-11-26', time: '18:43', weekday: 3 } });
    expect(s.opensAt).toEqual({ date: '2026-11-27', weekday: 4, time: '10:00', today: false });
    // within what would be its hours too: the holiday, not "outside hours"
    expect(branchStatusAt(nyc, new Date('2026-11-26T16:00:00Z'))).toMatchObject({ open: false, reason: 'holiday' });
  });

  it('a normal Tuesday at 6:43 PM in New York: open, closes at 21:00', () => {
    expect(branchStatusAt(nyc, new Date('2026-11-24T23:43:00Z'))).toMatchObject({ open: true, reason: 'open', holiday: null, closesAt: '21:00', local: { date: '2026-11-24', weekday: 1 } });
  });

  it('before opening: closed outside hours, opens today at 10:00', () => {
    expect(branchStatusAt(nyc, new Date('2026-11-24T13:30:00Z'))).toMatchObject({ open: false, reason: 'outside-hours', holiday: null, opensAt: { date: '2026-11-24', time: '10:00', today: true } });
  });

  it('a holiday of another country does not close the branch', () => {
    // 25 Dec is a holiday in the US, 26 Dec is not; Boxing Day is British
    expect(branchStatusAt(nyc, new Date('2026-12-26T16:00:00Z'))).toMatchObject({ open: true, reason: 'open' });
    expect(branchStatusAt(branch({ timezone: 'Europe/London', countryCode: 'GB' }), new Date('2026-12-26T12:00:00Z'))).toMatchObject({ open: false, reason: 'holiday', holiday: { id: 'boxingDay' } });
  });

  it('an hours change: open until the changed close, then closed because of the change, then outside hours', () => {
    const berlin = branch({ timezone: 'Europe/Berlin', countryCode: 'DE', openingHours: [h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('09:00', '20:00'), null], hoursChanges: [{ date: '2026-11-11', hours: h('10:00', '16:00') }] });
    // Wednesday 11 Nov 2026, UTC+1
    expect(branchStatusAt(berlin, new Date('2026-11-11T14:00:00Z'))).toMatchObject({ open: true, reason: 'hours-change', closesAt: '16:00' });
    expect(branchStatusAt(berlin, new Date('2026-11-11T16:30:00Z'))).toMatchObject({ open: false, reason: 'hours-change', opensAt: { date: '2026-11-12', time: '10:00' } });
    expect(branchStatusAt(berlin, new Date('2026-11-11T19:30:00Z'))).toMatchObject({ open: false, reason: 'outside-hours' });
    // a change that closes the whole day is skipped when looking for the next opening
    const shut = { ...berlin, hoursChanges: [{ date: '2026-11-12', hours: null }] };
    expect(branchStatusAt(shut, new Date('2026-11-11T19:30:00Z')).opensAt).toMatchObject({ date: '2026-11-13', time: '10:00' });
    expect(dayPlanOn(shut, '2026-11-12')).toMatchObject({ hours: null, reason: 'hours-change', regular: { open: '10:00', close: '20:00' } });
  });

  it('the next opening skips holidays', () => {
    // Christmas Eve 2026 (Thursday) after closing in London: 25 and 26 Dec are holidays, 27 Dec is a Sunday
    const lon = branch({ timezone: 'Europe/London', countryCode: 'GB' });
    expect(branchStatusAt(lon, new Date('2026-12-24T22:00:00Z')).opensAt).toMatchObject({ date: '2026-12-27', time: '11:00' });
  });
});

describe('referenceToday', () => {
  it('is the earliest local date of the zones, the same whatever the viewer zone', () => {
    // 23:43 UTC on Thanksgiving: Tokyo and Dubai are on the 27th, New York on the 26th
    const at = new Date('2026-11-26T23:43:00Z');
    expect(referenceToday(['Asia/Tokyo', 'Asia/Dubai'], at)).toBe('2026-11-27');
    expect(referenceToday(['Asia/Tokyo', 'America/New_York', 'Asia/Dubai'], at)).toBe('2026-11-26');
    expect(referenceToday(['Asia/Tokyo'], at.getTime())).toBe('2026-11-27');
  });

  it('with no zones: the date anywhere on Earth (UTC−12)', () => {
    expect(referenceToday([], new Date('2026-11-27T11:59:00Z'))).toBe('2026-11-26');
    expect(referenceToday([], new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27');
  });
});
