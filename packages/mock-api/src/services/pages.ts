import { hashPassword, verifyPassword } from './passwords';
import {
  accountSettingsUpdateSchema,
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
  PROFILE_TABS,
  type FaqResponse,
  type HelpCenterArticle,
  type HelpCenterResponse,
  type ProfileHeader,
  type ProfileTab,
  type ProfileTabData,
  type SalesDetail,
} from '@atrium/api';
import { matchesQuery } from '@atrium/core';
import type { Db } from '../seed';
import { nextId, ok, validate, type Outcome } from './common';

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

export function isProfileTab(tab: string): tab is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(tab);
}

/** The data of one profile tab; an unknown tab has none (the handler answers an empty 200). */
export function getProfileTab(db: Db, tab: string): ProfileTabData[ProfileTab] | undefined {
  return isProfileTab(tab) ? db.profile[tab] : undefined;
}

export function getProfileHeader(db: Db): ProfileHeader {
  return db.profile.header;
}

// --- account settings, contact form and front checkout (pages domain, beyond SPEC §7) --------

export function getAccountSettings(db: Db): AccountSettings {
  return db.accountSettings;
}

/** Replaces the sections present in the body; security has its own calls below. */
export function updateAccountSettings(db: Db, body: unknown): Outcome<AccountSettings> {
  const parsed = validate(accountSettingsUpdateSchema, body);
  if (!parsed.ok) return parsed;
  db.accountSettings = { ...db.accountSettings, ...parsed.value };
  return ok(db.accountSettings);
}

export function changeAccountPassword(db: Db, body: unknown, now = new Date()): Outcome<AccountSettings> {
  const parsed = validate(changePasswordBodySchema, body);
  if (!parsed.ok) return parsed;
  if (!verifyPassword(db.accountPassword, parsed.value.currentPassword)) {
    return { ok: false, reason: 'invalid', errors: { currentPassword: [PAGES_VALIDATION.passwordWrong] } };
  }
  db.accountPassword = hashPassword(parsed.value.newPassword);
  db.accountSettings = { ...db.accountSettings, security: { ...db.accountSettings.security, passwordChangedAt: now.toISOString() } };
  return ok(db.accountSettings);
}

/** A fixed demo secret: any 6-digit code confirms it (there is no real authenticator behind it). */
export function getTwoFactorSetup(db: Db): TwoFactorSetup {
  const secret = 'JBSWY3DPEHPK3PXP';
  return { secret, otpauthUrl: `otpauth://totp/Atrium:${encodeURIComponent(db.accountSettings.profile.email)}?secret=${secret}&issuer=Atrium` };
}

export function setTwoFactor(db: Db, body: unknown): Outcome<AccountSettings> {
  const parsed = validate(twoFactorBodySchema, body);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const security =
    value.action === 'enable'
      ? { ...db.accountSettings.security, twoFactorEnabled: true, twoFactorMethod: value.method, twoFactorPhone: value.method === 'sms' ? maskPhone(value.phone ?? '') : '' }
      : { ...db.accountSettings.security, twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '' };
  db.accountSettings = { ...db.accountSettings, security };
  return ok(db.accountSettings);
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

export function deactivateAccount(db: Db, body: unknown, now = new Date()): Outcome<AccountSettings> {
  const parsed = validate(deactivateAccountBodySchema, body);
  if (!parsed.ok) return parsed;
  db.accountSettings = { ...db.accountSettings, deactivatedAt: db.accountSettings.deactivatedAt ?? now.toISOString() };
  return ok(db.accountSettings);
}

export function sendContactMessage(db: Db, body: unknown, now = new Date()): Outcome<ContactMessageResponse> {
  const parsed = validate(contactMessageBodySchema, body);
  if (!parsed.ok) return parsed;
  const answer = { id: nextId(db.contactMessages), receivedAt: now.toISOString() };
  db.contactMessages.push({ ...parsed.value, ...answer });
  return ok(answer);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

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
  return ok(answer);
}
