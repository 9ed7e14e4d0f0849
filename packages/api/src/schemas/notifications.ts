// The signed-in account's notifications (issue 32, decision 0026): rows per account written by
// what happens to or for it, read, marked and dismissed by that account alone. A notification
// carries no text: the client renders its title and detail from `kind` and `params` through
// i18next, so it reads in the reader's language.
import { z } from 'zod';
import { pageParamSchema } from './common';

/**
 * What happens that the product tells an account about:
 * - `passwordChanged`: the account's own password was changed (account settings → security);
 * - `passwordReset`: an administrator set the account's password (users → set password);
 * - `orderPlaced`, `invoicePaid`, `userJoined`, `anomalyFlagged`: a new order, an invoice paid in
 *   full, a new user, an anomaly the store analytics flagged. The first three are written to every
 *   administrator by the event itself (a checkout, the payment that clears the balance, a
 *   registration), on both backends; `anomalyFlagged` is the demo admin's seed only.
 */
export const NOTIFICATION_KINDS = ['orderPlaced', 'invoicePaid', 'userJoined', 'anomalyFlagged', 'passwordChanged', 'passwordReset'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Bounds of a notification's parts (the table's checks say the same). */
export const NOTIFICATION_LIMITS = { params: 8, paramKey: 40, paramText: 200, link: 500, pageSize: 50 } as const;

/** A value the title or detail interpolates: a short text or a number (formatted by the client). */
export const notificationParamsSchema = z
  .record(z.string().max(NOTIFICATION_LIMITS.paramKey), z.union([z.string().max(NOTIFICATION_LIMITS.paramText), z.number()]))
  .refine((p) => Object.keys(p).length <= NOTIFICATION_LIMITS.params, 'Too many params');
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** A route of the app (a path starting with one slash), never an outside address. */
export const notificationLinkSchema = z
  .string()
  .max(NOTIFICATION_LIMITS.link)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'An app route');

export const notificationSchema = z.object({
  id: z.number().int().min(1),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  /** where the item leads in the app; absent: nowhere */
  link: notificationLinkSchema.optional(),
  /** when it happened (ISO 8601 date-time) */
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET query: newest first, a small page. Junk falls back to the default as in every list
 * (SPEC §5); a limit above the largest page is clamped to it.
 */
export const notificationsQuerySchema = z.object({
  page: pageParamSchema.optional().default(1).catch(1),
  limit: z
    .preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number().int().min(1))
    .transform((n) => Math.min(n, NOTIFICATION_LIMITS.pageSize))
    .optional()
    .default(10)
    .catch(10),
});
export type NotificationsQuery = { page?: number; limit?: number };

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** every notification of the account */
  total: z.number().int().min(0),
  /** the unread ones among them (the bell's count) */
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** PUT body: read or unread. */
export const notificationUpdateSchema = z.strictObject({ read: z.boolean({ error: 'Read must be true or false' }) });
export type NotificationUpdate = z.infer<typeof notificationUpdateSchema>;

/** POST read-all answer: how many were unread and now are read. */
export const notificationsReadAllResponseSchema = z.object({ updated: z.number().int().min(0) });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/** A notification's parts that an event decides: its params and where it leads. */
export interface NotificationNotice {
  params: NotificationParams;
  link?: string;
}

/** What an invoice paid in full tells the administrators: its number and who paid (the client's company, else name). */
export function invoicePaidNotice(invoice: { id: number; client: { name: string; company: string } }): NotificationNotice {
  return { params: { invoice: invoice.id, client: (invoice.client.company || invoice.client.name).slice(0, NOTIFICATION_LIMITS.paramText) }, link: `/apps/invoice/preview/${invoice.id}` };
}

/** What a new account tells the administrators: its name, and its page in /apps/users. */
export function userJoinedNotice(user: { id: number; fullName: string }): NotificationNotice {
  return { params: { name: user.fullName.slice(0, NOTIFICATION_LIMITS.paramText) }, link: `/apps/user/view/${user.id}` };
}

