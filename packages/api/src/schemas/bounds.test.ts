// Security review #8 and #9, at the contract: each attack the review sent is refused by the schema
// the mock and the server validate with.
import { describe, expect, it } from 'vitest';
import { exportQuerySchema } from '../insights/schemas';
import { avatarSchema, changePasswordBodySchema } from './pages';
import { calendarEventUpdateSchema, newCalendarEventSchema } from './calendar';
import { isSafeAttachmentUrl, strictBody } from './common';
import { composeAttachmentSchema } from './email';
import { newUserSchema, userUpdateSchema } from './users';
import { z } from 'zod';

const event = { title: 'Standup', start: '2025-06-02T09:00:00.000Z', end: '2025-06-02T09:15:00.000Z', extendedProps: { calendar: 'Business' } };

describe('@atrium/api/request bounds', () => {
  it('an event URL is http(s) only: javascript:, data: and vbscript: are refused', () => {
    for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example']) {
      expect(newCalendarEventSchema.safeParse({ ...event, url }).success, url).toBe(false);
      expect(calendarEventUpdateSchema.safeParse({ url }).success, url).toBe(false);
    }
    expect(newCalendarEventSchema.parse({ ...event, url: 'https://meet.example/x' }).url).toBe('https://meet.example/x');
  });

  it('a 5 MB description, 100,000 guests and an unknown key are refused', () => {
    expect(newCalendarEventSchema.safeParse({ ...event, extendedProps: { calendar: 'Business', description: 'x'.repeat(5_000_000) } }).error?.issues[0]?.path).toEqual(['extendedProps', 'description']);
    expect(newCalendarEventSchema.safeParse({ ...event, extendedProps: { calendar: 'Business', guests: Array.from({ length: 100_000 }, () => 'a@b.co') } }).error?.issues[0]?.path).toEqual(['extendedProps', 'guests']);
    expect(newCalendarEventSchema.safeParse({ ...event, id: 1 }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(calendarEventUpdateSchema.safeParse({ extendedProps: { color: 'red' } }).success).toBe(false);
  });

  it('a 10 MB currentPassword is refused by its length before anything hashes it', () => {
    const result = changePasswordBodySchema.safeParse({ currentPassword: 'x'.repeat(10_000_000), newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('currentPassword');
  });

  it('role is not part of the ordinary user create and update bodies', () => {
    expect(newUserSchema.safeParse({ fullName: 'A', username: 'a', email: 'a@b.co', currentPlan: 'basic', role: 'admin' }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(userUpdateSchema.safeParse({ role: 'admin' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('avatars are raster images or http(s): no SVG data URL, no javascript:', () => {
    expect(avatarSchema.safeParse('data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+').success).toBe(false);
    expect(avatarSchema.safeParse('data:image/svg+xml,<svg onload=alert(1)>').success).toBe(false);
    expect(avatarSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(avatarSchema.safeParse('data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(avatarSchema.safeParse('https://cdn.example/a.png').success).toBe(true);
  });

  it('attachment links: http(s), same-app paths and base64 files, never script or markup', () => {
    expect(isSafeAttachmentUrl('data:application/pdf;base64,JVBERi0=')).toBe(true);
    expect(isSafeAttachmentUrl('/files/a.pdf')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html,<script>', '//evil.example/a', 'vbscript:x']) {
      expect(isSafeAttachmentUrl(url), url).toBe(false);
      expect(composeAttachmentSchema.safeParse({ fileName: 'a', size: '1 kB', url }).success, url).toBe(false);
    }
  });

  it('the export query takes exactly its call’s parameters: an unknown key is refused', () => {
    expect(exportQuerySchema.safeParse({ call: 'series', metric: 'visitors', from: '2025-05-01', to: '2025-05-07', branchIds: 'lon-01' }).success).toBe(true);
    expect(exportQuerySchema.safeParse({ call: 'zones', branchId: 'lon-01', from: '2025-05-01' }).success).toBe(true);
    expect(exportQuerySchema.safeParse({ call: 'series', metric: 'visitors', evil: '1' }).error?.issues[0]?.code).toBe('unrecognized_keys');
    // branchId belongs to the branch-scoped calls only
    expect(exportQuerySchema.safeParse({ call: 'summary', branchId: 'lon-01' }).success).toBe(false);
    expect(exportQuerySchema.safeParse({ call: 'nothing' }).success).toBe(false);
  });

  it('strictBody closes every nested object and keeps the checks', () => {
    const schema = strictBody(z.object({ a: z.array(z.object({ b: z.string().max(2) })).optional() }).refine((v) => v.a !== undefined, 'needs a'));
    expect(schema.safeParse({ a: [{ b: 'x', c: 1 }] }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(schema.safeParse({ a: [{ b: 'xyz' }] }).error?.issues[0]?.code).toBe('too_big');
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe('needs a');
  });
});
