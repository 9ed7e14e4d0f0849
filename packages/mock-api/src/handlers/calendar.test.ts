import { CALENDARS, type CalendarEvent } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

const newEvent = { title: 'Standup', start: '2025-06-02T09:00:00.000Z', end: '2025-06-02T09:15:00.000Z', allDay: false, url: '', extendedProps: { calendar: 'Business' as const } };

describe('@atrium/mock-api/calendar (HTTP)', () => {
  it('GET answers only the events of the repeated calendars params', async () => {
    const events = await client.getCalendarEvents(['Business', 'Holiday']);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar))).toBe(true);
    expect(await client.getCalendarEvents([])).toEqual([]);
  });

  it('has events in all five calendars around the current month', async () => {
    const events = await client.getCalendarEvents(CALENDARS);
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS));
    const now = Date.now();
    const thisMonth = events.filter((e) => Math.abs(Date.parse(e.start) - now) < 45 * 86_400_000);
    expect(thisMonth.length).toBeGreaterThan(5);
  });

  it('POST assigns the next id after the last and answers 201', async () => {
    const before = await client.getCalendarEvents(CALENDARS);
    const lastId = Math.max(...before.map((e) => e.id));
    const res = await call('POST', '/api/apps/calendar', newEvent);
    expect(res.status).toBe(201);
    expect((res.json as CalendarEvent).id).toBe(lastId + 1);
    const second = await client.addCalendarEvent(newEvent);
    expect(second.id).toBe(lastId + 2);
  });

  it('POST with a bad body answers 400 field errors and stores nothing', async () => {
    const before = snapshotDb();
    const res = await call('POST', '/api/apps/calendar', { ...newEvent, title: '', extendedProps: { calendar: 'Nope' } });
    expect(res.status).toBe(400);
    const { errors } = res.json as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['title', 'extendedProps.calendar']));
    expect((await call('POST', '/api/apps/calendar', undefined, { rawBody: '{"title":' })).status).toBe(400);
    expect(snapshotDb()).toBe(before);
  });

  it('PUT merges into the event and answers 201 with it', async () => {
    const res = await call('PUT', '/api/apps/calendar/1', { title: 'Renamed', extendedProps: { location: 'Room 4' } });
    expect(res.status).toBe(201);
    const merged = res.json as CalendarEvent;
    expect(merged).toMatchObject({ id: 1, title: 'Renamed', extendedProps: { location: 'Room 4' } });
    const [original] = (await client.getCalendarEvents(CALENDARS)).filter((e) => e.id === 1);
    expect(original?.extendedProps.calendar).toBeTruthy();
    expect(original?.title).toBe('Renamed');
  });

  it('PUT and DELETE on an unknown id answer 400 "Something Went Wrong" (§8)', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(method, '/api/apps/calendar/9999', method === 'PUT' ? { title: 'x' } : undefined);
      expect(res.status).toBe(400);
      expect(res.text).toBe('Something Went Wrong');
    }
    expect((await call('DELETE', '/api/apps/calendar/abc')).status).toBe(400);
  });

  it('DELETE answers 204 and the event is gone', async () => {
    const res = await call('DELETE', '/api/apps/calendar/2');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await client.getCalendarEvents(CALENDARS)).some((e) => e.id === 2)).toBe(false);
  });

  it('PUT with a wrong-typed field answers 400 and changes nothing', async () => {
    const before = snapshotDb();
    const res = await call('PUT', '/api/apps/calendar/1', { allDay: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ errors: { allDay: [expect.any(String)] } });
    expect(snapshotDb()).toBe(before);
  });
});
