import { z } from 'zod';
import { isSafeAttachmentUrl, searchTermSchema } from './common';
import { htmlString } from './html';

/** The longest email body (HTML) a client may send or the server keeps. */
export const EMAIL_HTML_MAX = 500_000;

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const;
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
/** Folders plus the two views that are not folders (SPEC §4). */
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'starred', 'trashed'] as const;

export const emailFolderSchema = z.enum(EMAIL_FOLDERS);
export const emailLabelSchema = z.enum(EMAIL_LABELS);
export const emailFilterSchema = z.enum(EMAIL_FILTERS);
export type EmailFolder = z.infer<typeof emailFolderSchema>;
export type EmailLabel = z.infer<typeof emailLabelSchema>;
export type EmailFilter = z.infer<typeof emailFilterSchema>;

export const emailAddressSchema = z.object({ email: z.string(), name: z.string() });
export const emailSenderSchema = emailAddressSchema.extend({ avatar: z.string() });
export const emailAttachmentSchema = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  /** human text, e.g. "2.3 MB" */
  size: z.string(),
});

const emailFields = {
  id: z.number().int(),
  to: z.array(emailAddressSchema),
  from: emailSenderSchema,
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** HTML: sanitized on write by the server, and before rendering */
  message: htmlString(EMAIL_HTML_MAX),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(emailLabelSchema),
  /** ISO date-time */
  time: z.string(),
  folder: emailFolderSchema,
  isRead: z.boolean(),
  isDeleted: z.boolean(),
};

/** A reply is an email of its own; replies are one level deep. */
export const emailReplySchema = z.object(emailFields);
export const emailSchema = z.object({ ...emailFields, replies: z.array(emailReplySchema) });
export type EmailAddress = z.infer<typeof emailAddressSchema>;
export type EmailSender = z.infer<typeof emailSenderSchema>;
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;
export type EmailReply = z.infer<typeof emailReplySchema>;
export type Email = z.infer<typeof emailSchema>;

export const emailsQuerySchema = z.object({
  q: searchTermSchema,
  /** unknown or missing filter means the inbox (unless a label narrows the view) */
  filter: emailFilterSchema.optional().catch(undefined),
  label: emailLabelSchema.optional().catch(undefined),
});
export type EmailsQuery = z.infer<typeof emailsQuerySchema>;

export const emailsMetaSchema = z.object({
  /** unread, not deleted, in the inbox */
  inbox: z.number().int(),
  /** not deleted, in drafts */
  draft: z.number().int(),
  /** unread, not deleted, in spam */
  spam: z.number().int(),
  /** starred, not deleted */
  star: z.number().int(),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

export const emailsResponseSchema = z.object({ emails: z.array(emailSchema), emailsMeta: emailsMetaSchema });
export type EmailsResponse = z.infer<typeof emailsResponseSchema>;

/** The fields a bulk update may set; ids, senders and bodies are not editable here. */
export const emailUpdateDataSchema = z
  .object({
    isStarred: z.boolean(),
    isRead: z.boolean(),
    isDeleted: z.boolean(),
    folder: emailFolderSchema,
  })
  .partial()
  .strict();
export type EmailUpdateData = z.infer<typeof emailUpdateDataSchema>;

export const updateEmailsBodySchema = z.strictObject({
  ids: z.union([z.number().int(), z.array(z.number().int()).min(1).max(10_000)]).transform((ids) => (Array.isArray(ids) ? ids : [ids])),
  data: emailUpdateDataSchema.default({}),
  /** when given, toggled on each email and `data` is ignored */
  label: emailLabelSchema.optional(),
});
export type UpdateEmailsBody = z.input<typeof updateEmailsBodySchema>;

/** A plain address as typed in the composer; the server derives a display name from it. */
export const composeAddressSchema = z.string().trim().toLowerCase().max(320, 'Invalid email address').pipe(z.email({ message: 'Invalid email address' }));

export const composeAttachmentSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  /** human text, e.g. "24 kB" */
  size: z.string().max(32),
  /** a base64 data: URL for small files so the demo can download them back; empty when not kept */
  url: z.string().max(400_000).refine(isSafeAttachmentUrl, 'Not a file link').default(''),
});

/**
 * POST /api/apps/email/send. `draft: true` saves to drafts (recipients may be empty), else the
 * email goes to sent and needs at least one recipient. `draftId` turns an existing draft into this
 * email (a sent draft leaves drafts).
 */
export const sendEmailBodySchema = z
  .strictObject({
    to: z.array(composeAddressSchema).max(100).default([]),
    cc: z.array(composeAddressSchema).max(100).default([]),
    bcc: z.array(composeAddressSchema).max(100).default([]),
    subject: z.string().trim().max(998).default(''),
    /** HTML from the rich-text editor (the server stores it sanitized) */
    message: htmlString(EMAIL_HTML_MAX).default(''),
    attachments: z.array(composeAttachmentSchema).max(20).default([]),
    draft: z.boolean().default(false),
    draftId: z.number().int().optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.draft && body.to.length + body.cc.length + body.bcc.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'At least one recipient is required' });
    }
  });
export type SendEmailBody = z.input<typeof sendEmailBodySchema>;
