import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coursesQuerySchema } from './academy';
import { calendarEventUpdateSchema, newCalendarEventSchema } from './calendar';
import { itemsPerPageParamSchema, pageParamSchema, toFieldErrors } from './common';
import { newProductSchema, productsQuerySchema, reviewsQuerySchema } from './ecommerce';
import { emailsQuerySchema, updateEmailsBodySchema } from './email';
import { invoicesQuerySchema } from './invoice';
import { userDataSchema } from './auth';
import { newUserSchema } from './users';

describe('@atrium/api/schemas', () => {
  it('page and itemsPerPage default to 1 and 10 when not numeric (§5), and clamp huge sizes', () => {
    expect(productsQuerySchema.parse({})).toMatchObject({ q: '', page: 1, itemsPerPage: 10 });
    expect(productsQuerySchema.parse({ page: 'abc', itemsPerPage: '-3' })).toMatchObject({ page: 1, itemsPerPage: 10 });
    expect(productsQuerySchema.parse({ page: '3', itemsPerPage: '25' })).toMatchObject({ page: 3, itemsPerPage: 25 });
    expect(productsQuerySchema.parse({ page: '1.5', itemsPerPage: '100000' })).toMatchObject({ page: 1, itemsPerPage: 100 });
  });

  it('property: any input gives a positive page and a size in 1..100', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (page, size) => {
        const p = pageParamSchema.parse(page);
        const s = itemsPerPageParamSchema.parse(size);
        expect(Number.isSafeInteger(p) && p >= 1).toBe(true);
        expect(Number.isSafeInteger(s) && s >= 1 && s <= 100).toBe(true);
      }),
    );
  });

  it('unknown sortBy and orderBy are dropped, not rejected', () => {
    expect(productsQuerySchema.parse({ sortBy: 'nope', orderBy: 'up' })).toMatchObject({ sortBy: undefined, orderBy: undefined });
    expect(productsQuerySchema.parse({ sortBy: 'price', orderBy: 'desc' })).toMatchObject({ sortBy: 'price', orderBy: 'desc' });
  });

  it('query defaults: course label All Courses, review status All, inbox view', () => {
    expect(coursesQuerySchema.parse({})).toMatchObject({ label: 'All Courses', hideCompleted: false });
    expect(coursesQuerySchema.parse({ hideCompleted: 'true' }).hideCompleted).toBe(true);
    expect(reviewsQuerySchema.parse({}).status).toBe('All');
    expect(emailsQuerySchema.parse({ filter: 'bogus', label: 'bogus' })).toEqual({ q: '', filter: undefined, label: undefined });
    expect(invoicesQuerySchema.parse({ selectedDateRange: { start: '2025-01-01', end: 'x' } }).selectedDateRange).toEqual({ start: '2025-01-01', end: undefined });
  });

  it('bodies: calendar events, email updates and new users', () => {
    expect(newCalendarEventSchema.parse({ title: 'A', start: '2025-01-01', end: '2025-01-01', extendedProps: { calendar: 'ETC' } })).toMatchObject({ allDay: false, url: '' });
    expect(calendarEventUpdateSchema.safeParse({ start: 'not a date' }).success).toBe(false);
    expect(updateEmailsBodySchema.parse({ ids: 4 })).toEqual({ ids: [4], data: {} });
    expect(updateEmailsBodySchema.safeParse({ ids: [1], data: { subject: 'hack' } }).success).toBe(false);
    expect(newUserSchema.safeParse({ fullName: 'A', username: 'a', email: 'a@b.co', currentPlan: 'basic' }).success).toBe(true);
    // regression (security review): the ordinary create body could make anyone an admin
    expect(newUserSchema.safeParse({ fullName: 'A', username: 'a', email: 'a@b.co', role: 'admin', currentPlan: 'basic' }).success).toBe(false);
  });

  it('regression (security review): a calendar event URL is http(s) only', () => {
    const event = { title: 'A', start: '2025-01-01', end: '2025-01-01', extendedProps: { calendar: 'ETC' } };
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example']) {
      expect(newCalendarEventSchema.safeParse({ ...event, url }).success).toBe(false);
      expect(calendarEventUpdateSchema.safeParse({ url }).success).toBe(false);
    }
    expect(newCalendarEventSchema.safeParse({ ...event, url: 'https://meet.example.com/x' }).success).toBe(true);
  });

  it('regression (security review): product images refuse SVG data URIs (script, onload)', () => {
    const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')}`;
    const images = newProductSchema.shape.images;
    expect(images.safeParse([svg]).success).toBe(false);
    expect(images.safeParse(['data:image/svg+xml,<svg onload=alert(1)>']).success).toBe(false);
    expect(images.safeParse(['javascript:alert(1)']).success).toBe(false);
    expect(images.safeParse(['data:image/png;base64,iVBORw0KGgo=', 'https://cdn.example.com/a.jpg']).success).toBe(true);
  });

  it('userData never carries password or abilityRules', () => {
    expect(userDataSchema.safeParse({ id: 1, fullName: 'A', username: 'a', avatar: '', email: 'a', role: 'admin', password: 'x' }).success).toBe(false);
  });

  it('toFieldErrors keys messages by dotted path', () => {
    const result = newCalendarEventSchema.safeParse({ title: '', start: 'x', end: '2025-01-01', extendedProps: { calendar: 'Nope' } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(toFieldErrors(result.error).errors).sort()).toEqual(['extendedProps.calendar', 'start', 'title']);
    }
  });
});
