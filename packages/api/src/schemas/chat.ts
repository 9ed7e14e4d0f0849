import { z } from 'zod';
import { searchTermSchema } from './common';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export const chatStatusSchema = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const chatProfileUserSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status: chatStatusSchema,
  settings: z.object({
    isTwoStepAuthVerificationEnabled: z.boolean(),
    isNotificationsOn: z.boolean(),
  }),
});
export type ChatProfileUser = z.infer<typeof chatProfileUserSchema>;

export const chatContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatMessageSchema = z.object({
  message: z.string(),
  /** ISO date-time */
  time: z.string(),
  senderId: z.number().int(),
  feedback: z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int().min(0),
  messages: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatContactWithChatSchema = chatContactSchema.extend({
  chat: z.object({
    id: z.number().int(),
    unseenMsgs: z.number().int().min(0),
    lastMessage: chatMessageSchema.optional(),
  }),
});
export type ChatContactWithChat = z.infer<typeof chatContactWithChatSchema>;

/**
 * The directory (`contacts`) is the product's people: the company's staff and every account of
 * the system, the caller excepted (decision 0036). It answers at most this many, in id order; a
 * search (`q`) finds anyone past them.
 */
export const CHAT_DIRECTORY_LIMIT = 100;

export const chatsAndContactsQuerySchema = z.object({ q: searchTermSchema });
export type ChatsAndContactsQuery = z.infer<typeof chatsAndContactsQuerySchema>;

export const chatsAndContactsResponseSchema = z.object({
  /** contacts that have a chat, newest last message first */
  chatsContacts: z.array(chatContactWithChatSchema),
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileUserSchema,
});
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponseSchema>;

export const chatWithContactResponseSchema = z.object({
  /** absent when the user has no chat yet */
  chat: chatSchema.optional(),
  contact: chatContactSchema,
});
export type ChatWithContactResponse = z.infer<typeof chatWithContactResponseSchema>;

/** The sender is the signed-in user (the server's session), never a field of the body. */
export const sendMessageBodySchema = z.strictObject({
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const sendMessageResponseSchema = z.object({
  msg: chatMessageSchema,
  /** present only when the message started a new chat */
  chat: chatSchema.optional(),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** PUT /api/apps/chat/profile-user: the signed-in user's own status, about and settings. */
export const updateChatProfileBodySchema = z
  .object({
    status: chatStatusSchema.optional(),
    about: z.string().trim().max(500).optional(),
    settings: chatProfileUserSchema.shape.settings.partial().strict().optional(),
  })
  .strict();
export type UpdateChatProfileBody = z.input<typeof updateChatProfileBodySchema>;

/**
 * GET /api/apps/chat/updates: what the caller's chat holds now, to know when to read it again.
 * `unseenMsgs` sums the caller's unseen counts; `latest` is the time of the newest message in any
 * of the caller's chats (null before the first). With `Accept: text/event-stream` the server
 * pushes an `updates` event with this JSON whenever it changes (a message from another account).
 */
export const chatUpdatesSchema = z.object({
  unseenMsgs: z.number().int().min(0),
  latest: z.string().nullable(),
});
export type ChatUpdates = z.infer<typeof chatUpdatesSchema>;
