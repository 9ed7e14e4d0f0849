import {
  CALENDARS,
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  FAQ_GROUP_TITLES,
  PERMISSION_NAMES,
  analyticsProjectSchema,
  calendarEventSchema,
  chatContactSchema,
  chatSchema,
  courseSchema,
  customerDetailSchema,
  emailSchema,
  invoiceSchema,
  loginUserSchema,
  orderSchema,
  permissionSchema,
  productSchema,
  referralSchema,
  reviewSchema,
  salesDetailSchema,
  userDetailSchema,
  vehicleSchema,
  type Email,
} from '@atrium/api';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dbSchema } from '../store/db-schema';
import { SEARCH_CATALOGUE } from './app-bar';
import { createSeed } from './index';

const db = createSeed({ now: new Date('2025-06-15T00:00:00Z') });

describe('@atrium/mock-api/fixtures', () => {
  it('every record parses with the contract (mocks cannot drift from it)', () => {
    const lists: Array<[string, readonly unknown[], z.ZodType]> = [
      ['courses', db.courses, courseSchema],
      ['calendarEvents', db.calendarEventsByAccount['login:1'] ?? [], calendarEventSchema],
      ['contacts', db.chat.contacts, chatContactSchema],
      ['chats', db.chat.chats, chatSchema],
      ['products', db.products, productSchema],
      ['reviews', db.reviews, reviewSchema],
      ['referrals', db.referrals, referralSchema],
      ['orders', db.orders, orderSchema],
      ['customers', db.customers, customerDetailSchema],
      ['emails', db.emails, emailSchema],
      ['invoices', db.invoices, invoiceSchema],
      ['vehicles', db.vehicles, vehicleSchema],
      ['permissions', db.permissions, permissionSchema],
      ['users', db.users, userDetailSchema],
      ['loginUsers', db.loginUsers, loginUserSchema],
      ['analyticsProjects', db.analyticsProjects, analyticsProjectSchema],
      ['salesDetails', db.salesDetails, salesDetailSchema],
    ];
    for (const [name, records, schema] of lists) {
      records.forEach((record, i) => {
        const result = schema.safeParse(record);
        expect(result.success, `${name}[${i}]: ${result.error?.message ?? ''}`).toBe(true);
      });
    }
    const whole = dbSchema.safeParse(db);
    expect(whole.success, whole.error?.message).toBe(true);
  });

  it('has the sample sizes of §9', () => {
    expect({
      courses: db.courses.length,
      products: db.products.length,
      reviews: db.reviews.length,
      referrals: db.referrals.length,
      orders: db.orders.length,
      customers: db.customers.length,
      invoices: db.invoices.length,
      vehicles: db.vehicles.length,
      permissions: db.permissions.length,
      users: db.users.length,
      analyticsProjects: db.analyticsProjects.length,
    }).toEqual({ courses: 25, products: 50, reviews: 100, referrals: 45, orders: 100, customers: 100, invoices: 36, vehicles: 25, permissions: 9, users: 50, analyticsProjects: 7 });
  });

  it('invoice ids lie in 4987..5036, both ends included, unique', () => {
    const ids = db.invoices.map((i) => i.id);
    expect(new Set(ids).size).toBe(36);
    expect(Math.min(...ids)).toBe(4987);
    expect(Math.max(...ids)).toBe(5036);
  });

  it('ids, customerIds and order numbers are unique', () => {
    for (const list of [db.products, db.reviews, db.referrals, db.orders, db.customers, db.users, db.vehicles, db.courses, db.calendarEventsByAccount['login:1'] ?? []]) {
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
    }
    expect(new Set(db.customers.map((c) => c.customerId)).size).toBe(100);
    expect(new Set(db.orders.map((o) => o.order)).size).toBe(100);
  });

  it('permissions carry the nine §6 names; FAQ the five §9 groups', () => {
    expect(db.permissions.map((p) => p.name)).toEqual([...PERMISSION_NAMES]);
    expect(db.faq.map((g) => g.faqTitle)).toEqual([...FAQ_GROUP_TITLES]);
  });

  it('emails: at least 40, in every folder and label, some with replies and attachments', () => {
    expect(db.emails.length).toBeGreaterThanOrEqual(40);
    for (const folder of EMAIL_FOLDERS) expect(db.emails.some((e) => e.folder === folder && !e.isDeleted)).toBe(true);
    for (const label of EMAIL_LABELS) expect(db.emails.some((e: Email) => e.labels.includes(label))).toBe(true);
    expect(db.emails.some((e) => e.replies.length > 0)).toBe(true);
    expect(db.emails.some((e) => e.attachments.length > 0)).toBe(true);
    expect(db.emails.some((e) => e.isDeleted)).toBe(true);
    expect(db.emails.some((e) => e.isStarred)).toBe(true);
  });

  it('chat: 8+ contacts, 4+ chats; calendar: all five calendars around the given month', () => {
    expect(db.chat.contacts.length).toBeGreaterThanOrEqual(8);
    expect(db.chat.chats.length).toBeGreaterThanOrEqual(4);
    expect(new Set((db.calendarEventsByAccount['login:1'] ?? []).map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS));
    const june = (db.calendarEventsByAccount['login:1'] ?? []).filter((e) => e.start.startsWith('2025-06'));
    expect(june.length).toBeGreaterThan(8);
  });

  it('is deterministic: the same data on every build', () => {
    const again = createSeed({ now: new Date('2025-06-15T00:00:00Z') });
    expect(JSON.stringify(again)).toBe(JSON.stringify(db));
  });

  it('no image hot-links an outside host', () => {
    const text = JSON.stringify(db);
    expect(text).not.toMatch(/"https?:\/\//);
    expect(text).not.toMatch(/url\(https?:/);
  });

  it('the app-bar catalogue lists real routes with a title and icon each', () => {
    const paths = SEARCH_CATALOGUE.flatMap((c) => c.children.map((e) => e.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/dashboards/analytics', '/apps/email', '/charts/apex-chart', '/access-control', '/front-pages/landing-page', '/tables/data-table']));
    expect(SEARCH_CATALOGUE.every((c) => c.children.every((e) => e.title && e.icon.startsWith('tabler-') && e.path.startsWith('/')))).toBe(true);
  });
});
