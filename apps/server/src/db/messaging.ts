// Messaging as relational tables (issue 32, decision 0022): each account's own mailbox. drizzle-kit
// generates the migrations from these definitions (`pnpm --filter @atrium/server db:generate`).
//
// An email belongs to one account: an identity account is a sample user (`users`) or a demo login
// (`login_accounts`), so the owner is two nullable foreign keys of which exactly one is set (the
// shape of `account_settings` and `credentials`). A reply is an email row of its own pointing at
// the email it answers (`reply_to_id`, one level deep as the contract says), in the same mailbox.
import { CHAT_STATUSES, EMAIL_FOLDERS, EMAIL_LABELS } from '@atrium/api';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { loginAccounts, users } from './identity';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${quoted(values)})`;

/** The contract's Email, one column per field, owned by one account. */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // the owner: exactly one of the two (emails_owner_check)
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    /** set on a reply: the email it belongs under (replies are one level deep) */
    replyToId: integer('reply_to_id').references((): AnyPgColumn => emails.id, { onDelete: 'cascade' }),
    /** a reply's place under its email (0 for an email itself) */
    position: integer('position').notNull().default(0),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    fromAvatar: text('from_avatar').notNull().default(''),
    /** [{ email, name }] in the order written */
    toAddresses: jsonb('to_addresses').notNull().default(sql`'[]'::jsonb`),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull().default(''),
    /** HTML, stored sanitized (src/sanitize.ts) */
    message: text('message').notNull().default(''),
    /** [{ fileName, thumbnail, url, size }] */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    isStarred: boolean('is_starred').notNull().default(false),
    /** in the order they were put on (a toggle appends) */
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** the contract's `time` */
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull(),
    folder: text('folder').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('emails_owner_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) = 1`),
    check('emails_folder_check', oneOf(t.folder, EMAIL_FOLDERS)),
    check('emails_labels_check', sql`${t.labels} <@ array[${quoted(EMAIL_LABELS)}]::text[]`),
    check('emails_to_check', sql`jsonb_typeof(${t.toAddresses}) = 'array'`),
    check('emails_attachments_check', sql`jsonb_typeof(${t.attachments}) = 'array'`),
    check('emails_reply_check', sql`${t.replyToId} is null or ${t.replyToId} <> ${t.id}`),
    // the list: one mailbox's emails (not replies) of a folder, newest first, the id breaking ties;
    // the starred and label views and the counts read the same owner prefix
    index('emails_by_login_folder').on(t.loginId, t.folder, t.sentAt.desc(), t.id).where(sql`${t.replyToId} is null`),
    index('emails_by_user_folder').on(t.userId, t.folder, t.sentAt.desc(), t.id).where(sql`${t.replyToId} is null`),
    index('emails_by_login_time').on(t.loginId, t.sentAt.desc(), t.id).where(sql`${t.replyToId} is null`),
    index('emails_by_user_time').on(t.userId, t.sentAt.desc(), t.id).where(sql`${t.replyToId} is null`),
    // the label views (`labels @> array[…]`)
    index('emails_labels').using('gin', t.labels),
    // an email's replies in order (and the self-reference's check on delete)
    index('emails_replies').on(t.replyToId, t.position),
    // `q`: a substring of the sender's name or the subject, any case (pg_trgm serves LIKE '%…%');
    // a line break, which no trimmed search term holds, keeps a term from spanning the two
    index('emails_search').using('gin', sql`(lower(${t.fromName} || E'\\n' || ${t.subject})) gin_trgm_ops`),
  ],
);

/**
 * The chat's people (decision 0036): the company's staff, who have no account, and every account
 * of the system (a sample user or a login), each exactly once. The directory lists them; an
 * account's own row is its chat profile (the contract's profileUser: its id is the account's
 * `senderId`, its status and about are what the others see). An account's name, picture and
 * role are copied here when the account is made and kept in step by the triggers of migration
 * 0054 (`chat_contacts_follow_*`), so the directory and its search read one table.
 */
export const chatContacts = pgTable(
  'chat_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the account this person is, if any: at most one of the two (chat_contacts_account_check) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    loginId: integer('login_id').references(() => loginAccounts.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    role: text('role').notNull().default(''),
    about: text('about').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    status: text('status').notNull().default('offline'),
    /** the account's own chat settings (the profile drawer) */
    twoStepEnabled: boolean('two_step_enabled').notNull().default(false),
    notificationsOn: boolean('notifications_on').notNull().default(false),
  },
  (t) => [
    check('chat_contacts_status_check', oneOf(t.status, CHAT_STATUSES)),
    check('chat_contacts_account_check', sql`num_nonnulls(${t.userId}, ${t.loginId}) <= 1`),
    uniqueIndex('chat_contacts_user_key').on(t.userId),
    uniqueIndex('chat_contacts_login_key').on(t.loginId),
    // `q`: a substring of the name, any case
    index('chat_contacts_search').using('gin', sql`(lower(${t.fullName})) gin_trgm_ops`),
  ],
);

/** A conversation: who is in it is conversation_members. */
export const conversations = pgTable('conversations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A conversation's members: people of the directory, each with its own count of messages it has not seen. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => chatContacts.id, { onDelete: 'cascade' }),
    unseenMsgs: integer('unseen_msgs').notNull().default(0),
  },
  (t) => [
    check('conversation_members_unseen_check', sql`${t.unseenMsgs} >= 0`),
    uniqueIndex('conversation_members_contact_key').on(t.conversationId, t.contactId),
    // a person's conversations
    index('conversation_members_by_contact').on(t.contactId, t.conversationId),
  ],
);

/** A conversation's messages: sending one is one insert. */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => conversationMembers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull(),
    isSent: boolean('is_sent').notNull().default(true),
    isDelivered: boolean('is_delivered').notNull().default(false),
    isSeen: boolean('is_seen').notNull().default(false),
  },
  (t) => [
    // a conversation's messages in the order they arrived (the id), and its last one (the list's lateral select)
    index('messages_by_conversation').on(t.conversationId, t.id),
    index('messages_by_sender').on(t.senderId),
  ],
);

export const messaging = { emails, chatContacts, conversations, conversationMembers, messages };
