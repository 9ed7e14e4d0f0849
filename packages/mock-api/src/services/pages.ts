import { hashPassword, verifyPassword } from './passwords';
import {
  accountSettingsUpdateSchema,
  avatarSchema,
  changePasswordBodySchema,
  checkoutOrderBodySchema,
  contactMessageBodySchema,
  deactivateAccountBodySchema,
  DELIVERY_FEES,
  PAGES_VALIDATION,
  twoFactorBodySchema,
  type AccountSettings,
  type CheckoutOrderResponse,
  type ContactMessageResponse,
  type TwoFactorSetup,
  type FaqResponse,
  type HelpCenterArticle,
  type HelpCenterResponse,
  type SalesDetail,
} from '@atrium/api';
import { matchesQuery } from '@atrium/core';
import type { Db } from '@atrium/fixtures';
import { nextId, notFound, ok, validate, type Outcome } from './common';
import type { AccountRef } from '@atrium/domain';
import { notify, notifyAdmins } from './notifications';

export function listSalesDetails(db: Db): SalesDetail[] {
  return db.salesDetails;
}

/** Each group keeps only the questions containing q; groups left empty are dropped. */
export function searchFaq(db: Db, q: string): FaqResponse {
  return db.faq.flatMap((group) => {
    const faqs = group.faqs.filter((f) => matchesQuery(q, f.question));
    return faqs.length > 0 ? [{ ...group, faqs }] : [];
  });
}

/** The words of a search, lower case; quotes and punctuation around them do not count. */
function words(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '');
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&');

/**
 * The help center, or with `q` only the articles holding every word of q in their title, their
 * summary (popular and keep-learning cards), their category's name or their text. The popular
 * cards shown above the search are found by the same words as the lists below them.
 */
export function getHelpCenter(db: Db, q = ''): HelpCenterResponse {
  const wanted = words(q);
  if (wanted.length === 0) return db.helpCenter;
  const summaries = [...db.helpCenter.popularArticles, ...db.helpCenter.keepLearning];
  const text = new Map<string, string>();
  for (const category of db.helpCenter.allArticles) {
    for (const a of category.articles) {
      const article = db.helpCenterArticles.find((x) => x.slug === a.slug);
      const summary = summaries.find((s) => s.slug === a.slug);
      text.set(a.slug, [a.title, category.title, summary?.subtitle ?? '', article ? plainText(article.productContent) : ''].join(' ').toLowerCase());
    }
  }
  const found = (slug: string, ...extra: string[]) => {
    const haystack = `${text.get(slug) ?? ''} ${extra.join(' ')}`.toLowerCase();
    return wanted.every((w) => haystack.includes(w));
  };
  return {
    popularArticles: db.helpCenter.popularArticles.filter((a) => found(a.slug, a.title, a.subtitle)),
    allArticles: db.helpCenter.allArticles
      .map((c) => ({ ...c, articles: c.articles.filter((a) => found(a.slug, a.title)) }))
      .filter((c) => c.articles.length > 0),
    keepLearning: db.helpCenter.keepLearning.filter((a) => found(a.slug, a.title, a.subtitle)),
  };
}

/** The article at `slug` (its title slugified, any case), or undefined. */
export function getHelpCenterArticle(db: Db, slug: string): HelpCenterArticle | undefined {
  const wanted = slug.trim().toLowerCase();
  return db.helpCenterArticles.find((article) => article.slug === wanted);
}

// --- account settings, contact form and front checkout (pages domain, beyond SPEC §7) --------

export type { AccountRef } from '@atrium/domain';

const accountKey = (account: AccountRef) => `${account.principal}:${account.userId}`;

/** The account's name, email and picture, as the account lists hold them. */
function accountIdentity(db: Db, account: AccountRef): { fullName: string; email: string; avatar: string; company: string; country: string } | undefined {
  if (account.principal === 'login') {
    const login = db.loginUsers.find((u) => u.id === account.userId);
    return login && { fullName: login.fullName, email: login.email, avatar: login.avatar, company: '', country: '' };
  }
  const user = db.users.find((u) => u.id === account.userId);
  return user && { fullName: user.fullName, email: user.email, avatar: user.avatar, company: user.company, country: user.country };
}

/**
 * A new account's settings: the sample page's choices (notification channels, plan, …) with the
 * account's own name, email and picture, no second factor, no password change and no devices yet.
 * Both backends start every account from here (the server in its account_settings rows).
 */
export function accountSettingsFor(template: AccountSettings, identity: { fullName: string; email: string; avatar: string; company: string; country: string }): AccountSettings {
  const [first = '', ...rest] = identity.fullName.trim().split(/\s+/);
  // the settings form takes raster pictures only: a generated SVG initials badge is left out
  const avatarOk = avatarSchema.safeParse(identity.avatar).success;
  return {
    ...structuredClone(template),
    profile: {
      ...template.profile,
      firstName: first.slice(0, 50) || identity.email.split('@')[0]?.slice(0, 50) || '-',
      lastName: rest.join(' ').slice(0, 50) || '-',
      email: identity.email,
      organization: identity.company.slice(0, 100),
      phone: '',
      address: '',
      state: '',
      zipCode: '',
      country: identity.country.slice(0, 60) || template.profile.country,
      avatar: avatarOk ? identity.avatar : '',
    },
    billing: { ...template.billing, companyName: identity.company.slice(0, 100), billingEmail: identity.email, taxId: '', billingAddress: '' },
    security: { twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '', passwordChangedAt: null, recentDevices: [] },
    deactivatedAt: null,
  };
}

/** The signed-in account's settings (made from its account on first read); undefined when the account is gone. */
export function getAccountSettings(db: Db, account: AccountRef): AccountSettings | undefined {
  const key = accountKey(account);
  const own = db.accountSettingsByAccount[key];
  if (own) return own;
  const identity = accountIdentity(db, account);
  if (!identity) return undefined;
  const made = accountSettingsFor(db.accountSettings, identity);
  db.accountSettingsByAccount[key] = made;
  return made;
}

function setAccountSettings(db: Db, account: AccountRef, next: AccountSettings): AccountSettings {
  db.accountSettingsByAccount[accountKey(account)] = next;
  return next;
}

/** Replaces the sections present in the body; security has its own calls below. */
export function updateAccountSettings(db: Db, account: AccountRef, body: unknown): Outcome<AccountSettings> {
  const current = getAccountSettings(db, account);
  if (!current) return notFound;
  const parsed = validate(accountSettingsUpdateSchema, body);
  if (!parsed.ok) return parsed;
  return ok(setAccountSettings(db, account, { ...current, ...parsed.value }));
}

/** The account's stored password hash, or undefined when it has none. */
function storedPassword(db: Db, account: AccountRef): string | undefined {
  if (account.principal === 'login') return db.loginUsers.find((u) => u.id === account.userId)?.password;
  return db.userCredentials.find((c) => c.userId === account.userId)?.password;
}

/**
 * Changes the password the account signs in with (the current one must match). The handler then
 * ends the account's other sessions.
 */
export function changeAccountPassword(db: Db, account: AccountRef, body: unknown, now = new Date()): Outcome<AccountSettings> {
  const current = getAccountSettings(db, account);
  if (!current) return notFound;
  const parsed = validate(changePasswordBodySchema, body);
  if (!parsed.ok) return parsed;
  const stored = storedPassword(db, account);
  if (stored === undefined || !verifyPassword(stored, parsed.value.currentPassword)) {
    return { ok: false, reason: 'invalid', errors: { currentPassword: [PAGES_VALIDATION.passwordWrong] } };
  }
  const hash = hashPassword(parsed.value.newPassword);
  if (account.principal === 'login') {
    const login = db.loginUsers.find((u) => u.id === account.userId);
    if (login) login.password = hash;
  } else {
    db.userCredentials = [...db.userCredentials.filter((c) => c.userId !== account.userId), { userId: account.userId, password: hash }];
  }
  // a security notice on the account's own bell (whoever changed it can see it was changed)
  notify(db, account, 'passwordChanged', {}, '/pages/account-settings/security', now);
  return ok(setAccountSettings(db, account, { ...current, security: { ...current.security, passwordChangedAt: now.toISOString() } }));
}

/** A fixed demo secret: any 6-digit code confirms it (there is no real authenticator behind it). */
export function getTwoFactorSetup(db: Db, account: AccountRef): TwoFactorSetup | undefined {
  const settings = getAccountSettings(db, account);
  if (!settings) return undefined;
  const secret = 'JBSWY3DPEHPK3PXP';
  return { secret, otpauthUrl: `otpauth://totp/Atrium:${encodeURIComponent(settings.profile.email)}?secret=${secret}&issuer=Atrium` };
}

export function setTwoFactor(db: Db, account: AccountRef, body: unknown): Outcome<AccountSettings> {
  const current = getAccountSettings(db, account);
  if (!current) return notFound;
  const parsed = validate(twoFactorBodySchema, body);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const security =
    value.action === 'enable'
      ? { ...current.security, twoFactorEnabled: true, twoFactorMethod: value.method, twoFactorPhone: value.method === 'sms' ? maskPhone(value.phone ?? '') : '' }
      : { ...current.security, twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '' };
  return ok(setAccountSettings(db, account, { ...current, security }));
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

export function deactivateAccount(db: Db, account: AccountRef, body: unknown, now = new Date()): Outcome<AccountSettings> {
  const current = getAccountSettings(db, account);
  if (!current) return notFound;
  const parsed = validate(deactivateAccountBodySchema, body);
  if (!parsed.ok) return parsed;
  return ok(setAccountSettings(db, account, { ...current, deactivatedAt: current.deactivatedAt ?? now.toISOString() }));
}

export function sendContactMessage(db: Db, body: unknown, now = new Date()): Outcome<ContactMessageResponse> {
  const parsed = validate(contactMessageBodySchema, body);
  if (!parsed.ok) return parsed;
  const answer = { id: nextId(db.contactMessages), receivedAt: now.toISOString() };
  db.contactMessages.push({ ...parsed.value, ...answer });
  return ok(answer);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export { checkoutNotice } from '@atrium/domain';
import { checkoutNotice } from '@atrium/domain';

/** Prices, names and totals come from the catalogue (db.products); the client sends ids and quantities. */
export function placeCheckoutOrder(db: Db, body: unknown, now = new Date()): Outcome<CheckoutOrderResponse> {
  const parsed = validate(checkoutOrderBodySchema, body);
  if (!parsed.ok) return parsed;
  const { items, address, payment } = parsed.value;
  const lines: CheckoutOrderResponse['lines'] = [];
  const unknown: string[] = [];
  items.forEach((item, i) => {
    const product = db.products.find((p) => p.id === item.productId);
    if (!product) unknown.push(`items.${i}.productId`);
    else {
      const unitPrice = Number(product.price.replace(/[$,]/g, ''));
      lines.push({ productId: product.id, name: product.productName, unitPrice, quantity: item.quantity, total: round2(unitPrice * item.quantity) });
    }
  });
  if (unknown.length > 0) return { ok: false, reason: 'invalid', errors: Object.fromEntries(unknown.map((key) => [key, ['Unknown product']])) };
  const subtotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
  const deliveryFee = DELIVERY_FEES[address.delivery];
  const answer: CheckoutOrderResponse = {
    orderNumber: String(100_000 + db.checkoutOrders.length + 1),
    lines,
    subtotal,
    deliveryFee,
    total: round2(subtotal + deliveryFee),
    placedAt: now.toISOString(),
    cardLast4: payment.method === 'card' ? payment.cardNumber.replace(/\D/g, '').slice(-4) : null,
  };
  db.checkoutOrders.push({ items, address, paymentMethod: payment.method, ...answer });
  // the shop's administrators hear of it (decision 0028): every sign-in with the admin login role
  notifyAdmins(db, 'orderPlaced', { params: checkoutNotice(answer, address.fullName) }, now);
  return ok(answer);
}
