// What an empty database starts with: the demo seed (SEED=demo), or, in production, no account
// and no demo records (SEED=none). Passwords are stored as argon2id hashes, made asynchronously
// before the seed's transaction; HTML fields are stored sanitized, as any write.
import { mapHtmlFields } from '@atrium/api';
import { createSeed, dbSchema, type Db } from '@atrium/fixtures';
import { hashPasswordAsync, isPasswordHash } from './auth/passwords';
import { sanitizeStoredHtml } from './sanitize';

/** What an empty database is filled with: the demo seed, or no account and no demo records (production). */
export type SeedKind = 'demo' | 'none';

/**
 * The seed of `now`'s day as the server stores it: every password replaced by its argon2id hash,
 * and its HTML fields sanitized like any write (the demo seed carries hostile email bodies on
 * purpose, to test the screens; issue 22).
 */
export async function hashedSeed(now: Date): Promise<Db> {
  const db = mapHtmlFields(dbSchema, createSeed({ now }), sanitizeStoredHtml);
  const hash = async (value: string) => (isPasswordHash(value) ? value : hashPasswordAsync(value));
  db.loginUsers = await Promise.all(db.loginUsers.map(async (u) => ({ ...u, password: await hash(u.password) })));
  db.userCredentials = await Promise.all(db.userCredentials.map(async (c) => ({ ...c, password: await hash(c.password) })));
  return db;
}

/**
 * An empty production database's content: the schema's collections with the reference data the
 * screens need (roles and their permissions, product categories, store settings, FAQ and help
 * center, the account-settings shape), and no account and no demo records: no login, no user, no
 * invoice, order, customer, product, review, referral, email, chat contact or conversation, calendar event or vehicle. The store-analytics demo chain is not
 * created either (src/index.ts). The first admin comes from `create-admin`.
 */
export function bootstrapData(now: Date): Promise<Db> {
  const db = mapHtmlFields(dbSchema, createSeed({ now }), sanitizeStoredHtml);
  return Promise.resolve({
    ...db,
    loginUsers: [],
    userCredentials: [],
    users: [],
    invoices: [],
    orders: [],
    customers: [],
    orderLines: [],
    products: [],
    productDetails: [],
    reviews: [],
    referrals: [],
    emails: [],
    mailboxes: {},
    // the sample people to chat with are demo records too; the first admin's chat starts empty
    chat: { ...db.chat, contacts: [], chats: [] },
    calendarEventsByAccount: {},
    notificationsByAccount: {},
    // the catalogue is reference data and stays; progress is a person's, and there is nobody yet
    academyProgressByAccount: {},
    vehicles: [],
    contactMessages: [],
    checkoutOrders: [],
    accountSettingsByAccount: {},
    // the sample profile is the demo admin's, and there is no account yet
    profileByAccount: {},
    accountJoinedAt: {},
  });
}

