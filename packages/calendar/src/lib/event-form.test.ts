import { describe, expect, it } from 'vitest';
import { newEventValues, toEventBody, validateEventForm } from './event-form';

describe('@atrium/calendar/event form', () => {
  const base = newEventValues(new Date('2025-06-10T09:00:00'), false);

  it('needs a title, a sane URL, valid guests and an end after the start', () => {
    expect(validateEventForm(base)).toEqual({ title: 'errors.titleRequired' });
    const bad = { ...base, title: 'Meet', url: 'javascript:alert(1)', guests: ['nope'], end: new Date('2025-06-09T09:00:00') };
    expect(validateEventForm(bad)).toEqual({ url: 'errors.url', guests: 'errors.guest', end: 'errors.endBeforeStart' });
    expect(validateEventForm({ ...base, title: 'Meet', url: 'https://meet.example.com/x', guests: ['a@b.co'] })).toEqual({});
  });

  it('keys an error by its top-level field, the first message kept, so the drawer finds it', () => {
    const guests = { ...base, title: 'Meet', guests: ['a@b.co', 'nope', 'also-bad'] };
    expect(validateEventForm(guests)).toEqual({ guests: 'errors.guest' });
  });

  it('stores all-day events as local dates and timed ones as instants', () => {
    const allDay = toEventBody({ ...newEventValues(new Date('2025-06-10T00:00:00'), true), title: 'Trip' });
    expect(allDay).toMatchObject({ start: '2025-06-10', end: '2025-06-10', allDay: true });
    const timed = toEventBody({ ...base, title: 'Meet' });
    expect(Date.parse(timed.end) - Date.parse(timed.start)).toBe(3_600_000);
  });
});
