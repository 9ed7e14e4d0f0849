// A bounded, strict contract (security review #8, #9), on every backend: a field past its maximum,
// a list past its length, an unknown key, a script URL are each a 400 with field errors, and
// nothing is written. Sizes just past the bounds stay under the server's 1 MiB body limit, so
// every backend answers the schema's 400; the review's own sizes (5 MB, 100,000 guests, 10 MB)
// may also meet that limit first (413), and must never get further.
import { API_PATHS, buildPath, CALENDAR_LIMITS, CALENDARS, fieldErrorsSchema, INSIGHTS_PATHS } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { startsSeeded, type GetApi } from '../harness';
import { expectFieldErrors, readBack } from './expect';

const ALL_EVENTS = `${API_PATHS.calendar}?${CALENDARS.map((c) => `calendars=${encodeURIComponent(c)}`).join('&')}`;
const newEvent = { title: 'Bounds', start: '2025-06-02T09:00:00.000Z', end: '2025-06-02T09:15:00.000Z', allDay: false, url: '', extendedProps: { calendar: 'Business' as const } };
const newUser = { fullName: 'Mallory', username: 'mallory', email: 'mallory@example.com', currentPlan: 'basic' };

/** 400 with a field-error body (an unknown key at the top level is reported on `body`). */
function expectRejected(res: { status: number; json: unknown; text: string }): void {
  expect(res.status, res.text).toBe(400);
  expect(Object.keys(fieldErrorsSchema.parse(res.json).errors).length).toBeGreaterThan(0);
}

export function boundsSuite(api: GetApi): void {
  describe('bounded, strict contract', () => {
    startsSeeded(api, ['calendar', 'people', 'account', 'email']);

    it('an oversize string is 400 with field errors, nothing written', async () => {
      const before = await readBack(api(), [ALL_EVENTS]);
      const long = (n: number) => 'x'.repeat(n + 1);
      expectFieldErrors(await api().call('POST', API_PATHS.calendar, { ...newEvent, extendedProps: { calendar: 'Business', description: long(CALENDAR_LIMITS.description) } }), ['extendedProps.description']);
      expectFieldErrors(await api().call('POST', API_PATHS.calendar, { ...newEvent, title: long(CALENDAR_LIMITS.title) }), ['title']);
      expectFieldErrors(await api().call('POST', API_PATHS.users, { ...newUser, fullName: long(200) }), ['fullName']);
      expect(await readBack(api(), [ALL_EVENTS])).toBe(before);
    });

    it('an oversize list is 400 with field errors', async () => {
      const guests = Array.from({ length: CALENDAR_LIMITS.guests + 1 }, (_, i) => `g${i}@example.com`);
      expectFieldErrors(await api().call('POST', API_PATHS.calendar, { ...newEvent, extendedProps: { calendar: 'Business', guests } }), ['extendedProps.guests']);
      const to = Array.from({ length: 101 }, (_, i) => `r${i}@example.com`);
      expectFieldErrors(await api().call('POST', API_PATHS.emailSend, { to, subject: 'x', message: 'x' }), ['to']);
    });

    it('the review’s sizes (5 MB description, 100,000 guests) never get past the door', async () => {
      const before = await readBack(api(), [ALL_EVENTS]);
      const huge = await api().call('POST', API_PATHS.calendar, { ...newEvent, extendedProps: { calendar: 'Business', description: 'x'.repeat(5_000_000) } });
      expect([400, 413]).toContain(huge.status);
      const many = await api().call('POST', API_PATHS.calendar, { ...newEvent, extendedProps: { calendar: 'Business', guests: Array.from({ length: 100_000 }, () => 'a@b.co') } });
      expect([400, 413]).toContain(many.status);
      expect(await readBack(api(), [ALL_EVENTS])).toBe(before);
    });

    it('an unknown key is 400: no id, no role, no extra detail slips into a body', async () => {
      const before = await readBack(api(), [ALL_EVENTS]);
      expectRejected(await api().call('POST', API_PATHS.calendar, { ...newEvent, id: 9_999 }));
      expectRejected(await api().call('POST', API_PATHS.calendar, { ...newEvent, extendedProps: { calendar: 'Business', color: 'red' } }));
      const first = (await api().client().getCalendarEvents(CALENDARS))[0];
      if (!first) throw new Error('events');
      expectRejected(await api().call('PUT', buildPath(API_PATHS.calendarEvent, { id: first.id }), { title: 'x', owner: 1 }));
      expect(await readBack(api(), [ALL_EVENTS])).toBe(before);
      // the role has its own endpoint and permission: the ordinary user bodies refuse it
      expectRejected(await api().call('POST', API_PATHS.users, { ...newUser, role: 'admin' }));
      const user = buildPath(API_PATHS.user, { id: 2 });
      const role = (await api().call('GET', user)).json as { role: string };
      expectRejected(await api().call('PUT', user, { role: 'administrator' }));
      expect(((await api().call('GET', user)).json as { role: string }).role).toBe(role.role);
      // the export takes exactly the exported call's parameters
      expect((await api().call('GET', `${INSIGHTS_PATHS.export}?call=series&metric=visitors&from=2025-05-01&to=2025-05-07&evil=1`)).status).toBe(400);
      expect((await api().call('GET', `${INSIGHTS_PATHS.export}?call=summary&branchId=lon-01`)).status).toBe(400);
      expect((await api().call('GET', `${INSIGHTS_PATHS.export}?call=series&metric=visitors&from=2025-05-01&to=2025-05-07`)).status).toBe(200);
    });

    it('a javascript: URL is 400 wherever a link or image is stored', async () => {
      const before = await readBack(api(), [ALL_EVENTS]);
      expectFieldErrors(await api().call('POST', API_PATHS.calendar, { ...newEvent, url: 'javascript:alert(document.domain)' }), ['url']);
      const first = (await api().client().getCalendarEvents(CALENDARS))[0];
      if (!first) throw new Error('events');
      expectFieldErrors(await api().call('PUT', buildPath(API_PATHS.calendarEvent, { id: first.id }), { url: ' JavaScript:alert(1)' }), ['url']);
      expect(await readBack(api(), [ALL_EVENTS])).toBe(before);
      expectFieldErrors(await api().call('POST', API_PATHS.users, { ...newUser, avatar: 'javascript:alert(1)' }), ['avatar']);
      const settings = await api().client().getAccountSettings();
      const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`;
      expectFieldErrors(await api().call('PUT', API_PATHS.accountSettings, { profile: { ...settings.profile, avatar: svg } }), ['profile.avatar']);
      const attachment = { fileName: 'a.html', size: '1 kB', url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' };
      expectFieldErrors(await api().call('POST', API_PATHS.emailSend, { to: ['a@example.com'], subject: 'x', message: 'x', attachments: [attachment] }), ['attachments.0.url']);
    });

    it('an oversize currentPassword is 400 on its length, before any hashing, and quickly', async () => {
      const started = performance.now();
      const res = await api().call('POST', API_PATHS.accountPassword, { currentPassword: 'x'.repeat(1_001), newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' });
      // 'tooLong', not 'passwordWrong': the hash was never asked
      expect(res.status, res.text).toBe(400);
      expect(res.json).toEqual({ errors: { currentPassword: ['tooLong'] } });
      const huge = await api().call('POST', API_PATHS.accountPassword, { currentPassword: 'x'.repeat(10_000_000), newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' });
      expect([400, 413]).toContain(huge.status);
      const login = await api().call('POST', API_PATHS.login, { email: 'admin@demo.com', password: 'x'.repeat(1_001) }, { as: null });
      expect(login.status).toBe(400);
      expect(performance.now() - started).toBeLessThan(5_000);
    });
  });
}
