import { hashPassword, verifyPassword } from './passwords';
import {
  changePasswordBodySchema,
  checkoutOrderBodySchema,
  contactMessageBodySchema,
  DELIVERY_FEES,
  PAGES_VALIDATION,
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
import {
  accountSettingsFor,
  deactivatedAccountSettings,
  twoFactorSetupOf,
  updatedAccountSettings,
  withTwoFactor,
  type AccountIdentity,
  type AccountRef,
} from '@atrium/domain';
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
function accountIdentity(db: Db, account: AccountRef): AccountIdentity | undefined {
  if (account.principal === 'login') {
    const login = db.loginUsers.find((u) => u.id === account.userId);
    return login && { fullName: login.fullName, email: login.email, avatar: login.avatar, company: '', country: '' };
  }
  const user = db.users.find((u) => u.id === account.userId);
  return user && { fullName: user.fullName, email: user.email, avatar: user.avatar, company: user.company, country: user.country };
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
  const next = updatedAccountSettings(current, body);
  return next.ok ? ok(setAccountSettings(db, account, next.value)) : next;
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
  return settings && twoFactorSetupOf(settings);
}

export function setTwoFactor(db: Db, account: AccountRef, body: unknown): Outcome<AccountSettings> {
  const current = getAccountSettings(db, account);
  if (!current) return notFound;
  const next = withTwoFactor(current, body);
  return next.ok ? ok(setAccountSettings(db, account, next.value)) : next;
}

export function deactivateAccount(db: Db, account: AccountRef, body: unknown, now = new Date()): Outcome<AccountSettings> {
  const current = getAccountSettings(db, account);
  if (!current) return notFound;
  const next = deactivatedAccountSettings(current, body, now);
  return next.ok ? ok(setAccountSettings(db, account, next.value)) : next;
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
