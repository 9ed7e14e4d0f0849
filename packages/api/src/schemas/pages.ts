import { z } from 'zod';
import { isSafeImageSrc, searchTermSchema, strictBody } from './common';
import { htmlString } from './html';

// --- data table (sales details) ---
export const PAYMENT_RECEIVED_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export const PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;

export const salesDetailSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    brand: z.string(),
    category: z.string(),
    price: z.number(),
    image: z.string(),
    hasFreeShipping: z.boolean(),
    rating: z.number().int().min(1).max(5),
    description: z.string(),
  }),
  /** ISO date */
  date: z.string(),
  buyer: z.object({ name: z.string(), avatar: z.string() }),
  payment: z.object({
    total: z.number(),
    receivedPaymentStatus: z.enum(PAYMENT_RECEIVED_STATUSES),
    paidAmount: z.number(),
    status: z.enum(PAYMENT_STATUSES),
  }),
});
export type SalesDetail = z.infer<typeof salesDetailSchema>;
export const salesDetailsResponseSchema = z.array(salesDetailSchema);
export type SalesDetailsResponse = z.infer<typeof salesDetailsResponseSchema>;

// --- FAQ ---
export const FAQ_GROUP_TITLES = ['Payment', 'Delivery', 'Cancellation', 'My Orders', 'Product & Services'] as const;
export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export const faqGroupSchema = z.object({
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqSchema),
});
export type Faq = z.infer<typeof faqSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export const faqQuerySchema = z.object({ q: searchTermSchema });
export type FaqQuery = z.infer<typeof faqQuerySchema>;
/** groups whose question matched q, each with only its matching faqs; empty groups omitted */
export const faqResponseSchema = z.array(faqGroupSchema);
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// --- help center ---
export const helpCenterArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
});
export const helpCenterCategorySchema = z.object({
  title: z.string(),
  icon: z.string(),
  articles: z.array(z.object({ title: z.string(), slug: z.string() })),
});
/** GET help-center?q=: every word of q must occur in an article's title, summary, category or text */
export const helpCenterQuerySchema = z.object({ q: searchTermSchema });
export type HelpCenterQuery = z.infer<typeof helpCenterQuerySchema>;
export const helpCenterResponseSchema = z.object({
  allArticles: z.array(helpCenterCategorySchema),
  popularArticles: z.array(helpCenterArticleSummarySchema),
  keepLearning: z.array(helpCenterArticleSummarySchema),
});
export const helpCenterArticleSchema = z.object({
  /** the title as a URL segment (lower case, words joined by "-"): the article's address */
  slug: z.string(),
  title: z.string(),
  lastUpdated: z.string(),
  /** HTML: sanitized on write by the server, and before rendering */
  productContent: htmlString(100_000),
  /** HTML: sanitized on write by the server, and before rendering */
  checkoutContent: htmlString(100_000),
  articleList: z.array(z.string()),
  checkoutImg: z.string(),
  productImg: z.string(),
});
export type HelpCenterArticleSummary = z.infer<typeof helpCenterArticleSummarySchema>;
export type HelpCenterCategory = z.infer<typeof helpCenterCategorySchema>;
export type HelpCenterResponse = z.infer<typeof helpCenterResponseSchema>;
export type HelpCenterArticle = z.infer<typeof helpCenterArticleSchema>;

// --- profile ---
export const PROFILE_TABS = ['about', 'teams', 'projects', 'connections'] as const;
export const profileTabSchema = z.enum(PROFILE_TABS);
export type ProfileTab = z.infer<typeof profileTabSchema>;

export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  joiningDate: z.string(),
  designation: z.string(),
  profileImg: z.string(),
  coverImg: z.string(),
});
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;

export const profileListItemSchema = z.object({ property: z.string(), value: z.string(), icon: z.string() });
export const profileConnectionSummarySchema = z.object({
  name: z.string(),
  avatar: z.string(),
  isFriend: z.boolean(),
  connections: z.string(),
});
export const profileTeamSummarySchema = z.object({
  title: z.string(),
  avatar: z.string(),
  members: z.number().int(),
  chipText: z.string(),
  chipColor: z.string(),
});
export const profileProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  leader: z.string(),
  logo: z.string(),
  team: z.array(z.string()),
  status: z.number().min(0).max(100),
});
export const profileAboutSchema = z.object({
  about: z.array(profileListItemSchema),
  contacts: z.array(profileListItemSchema),
  teams: z.array(profileListItemSchema),
  overview: z.array(profileListItemSchema),
  connections: z.array(profileConnectionSummarySchema),
  teamsTech: z.array(profileTeamSummarySchema),
  projectTable: z.array(profileProjectRowSchema),
});
export const profileChipSchema = z.object({ title: z.string(), color: z.string() });
export const profileTeamCardSchema = z.object({
  title: z.string(),
  avatar: z.string(),
  description: z.string(),
  extraMembers: z.number().int(),
  chips: z.array(profileChipSchema),
  avatarGroup: z.array(z.object({ avatar: z.string(), name: z.string() })),
});
export const profileProjectSchema = z.object({
  title: z.string(),
  client: z.string(),
  budget: z.string(),
  budgetSpent: z.string(),
  hours: z.string(),
  tasks: z.string(),
  totalTask: z.number().int(),
  completedTask: z.number().int(),
  daysLeft: z.number().int(),
  comments: z.number().int(),
  deadline: z.string(),
  startDate: z.string(),
  members: z.array(z.object({ avatar: z.string(), name: z.string() })),
  chipColor: z.string(),
  description: z.string(),
  avatar: z.string(),
});
export const profileConnectionSchema = z.object({
  name: z.string(),
  tasks: z.string(),
  avatar: z.string(),
  projects: z.string(),
  connections: z.string(),
  designation: z.string(),
  isConnected: z.boolean(),
  chips: z.array(profileChipSchema),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;
export type ProfileConnectionSummary = z.infer<typeof profileConnectionSummarySchema>;
export type ProfileTeamSummary = z.infer<typeof profileTeamSummarySchema>;
export type ProfileProjectRow = z.infer<typeof profileProjectRowSchema>;
export type ProfileAbout = z.infer<typeof profileAboutSchema>;
export type ProfileTeamCard = z.infer<typeof profileTeamCardSchema>;
export type ProfileProject = z.infer<typeof profileProjectSchema>;
export type ProfileConnection = z.infer<typeof profileConnectionSchema>;

/** The answer of GET /api/pages/profile for each tab. */
export const profileTabResponseSchemas = {
  about: profileAboutSchema,
  teams: z.array(profileTeamCardSchema),
  projects: z.array(profileProjectSchema),
  connections: z.array(profileConnectionSchema),
} as const satisfies Record<ProfileTab, z.ZodType>;
export type ProfileTabData = { [T in ProfileTab]: z.infer<(typeof profileTabResponseSchemas)[T]> };

export const profileQuerySchema = z.object({ tab: z.string().max(40).catch('') });
export type ProfileQuery = z.infer<typeof profileQuerySchema>;

// --- account settings (beyond SPEC §7: the settings pages load from and save through the API) ---
// Validation messages are stable codes; the pages translate them (`validation.<code>`), and the
// mock server answers the same codes in its field-level 400, so client and server agree.
export const PAGES_VALIDATION = {
  required: 'required',
  email: 'email',
  tooLong: 'tooLong',
  phone: 'phone',
  zip: 'zip',
  passwordLength: 'passwordLength',
  passwordLower: 'passwordLower',
  passwordUpper: 'passwordUpper',
  passwordDigit: 'passwordDigit',
  passwordSymbol: 'passwordSymbol',
  passwordMismatch: 'passwordMismatch',
  passwordReused: 'passwordReused',
  passwordWrong: 'passwordWrong',
  code: 'code',
  confirm: 'confirm',
  messageLength: 'messageLength',
  cardNumber: 'cardNumber',
  cardExpiry: 'cardExpiry',
  cvv: 'cvv',
  cartEmpty: 'cartEmpty',
  quantity: 'quantity',
  avatar: 'avatar',
} as const;
const V = PAGES_VALIDATION;

const requiredText = (max = 100) => z.string().trim().min(1, V.required).max(max, V.tooLong);
const optionalText = (max = 100) => z.string().trim().max(max, V.tooLong);

export const ACCOUNT_LANGUAGES = ['en', 'ar', 'he', 'fr', 'de', 'pt'] as const;
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'ILS', 'SAR'] as const;
export const NOTIFICATION_TYPES = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
export const NOTIFICATION_TIMINGS = ['online', 'always', 'never'] as const;
export const CONNECTED_APPS = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;
export const SOCIAL_ACCOUNTS = ['facebook', 'twitter', 'linkedin', 'dribbble', 'behance'] as const;
export const BILLING_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export const TWO_FACTOR_METHODS = ['app', 'sms'] as const;

/**
 * a raster data: URL of a small image (upload preview), an http(s) URL or a same-origin path;
 * ~1 MB of base64 at most. No SVG (security review #7, #9): an SVG carries script once a server
 * serves it from its own origin, so avatars are PNG, JPEG, GIF or WebP like every other image.
 */
export const avatarSchema = z.string().max(1_400_000, V.avatar).refine(isSafeImageSrc, V.avatar);

export const accountProfileSchema = z.object({
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: z.string().trim().min(1, V.required).max(320, V.tooLong).pipe(z.email(V.email)),
  organization: optionalText(100),
  phone: z.string().trim().max(30, V.phone).refine((s) => s === '' || /^\+?[0-9 ()-]{6,20}$/.test(s), V.phone),
  address: optionalText(200),
  state: optionalText(60),
  zipCode: z.string().trim().max(20, V.zip).refine((s) => s === '' || /^[A-Za-z0-9 -]{3,10}$/.test(s), V.zip),
  country: requiredText(60),
  language: z.enum(ACCOUNT_LANGUAGES),
  timeZone: requiredText(60),
  currency: z.enum(ACCOUNT_CURRENCIES),
  avatar: avatarSchema,
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const notificationSettingSchema = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });
export const notificationSettingsSchema = z.object({
  channels: z.object(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, notificationSettingSchema])) as Record<(typeof NOTIFICATION_TYPES)[number], typeof notificationSettingSchema>),
  timing: z.enum(NOTIFICATION_TIMINGS),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const connectionSettingsSchema = z.object({
  apps: z.object(Object.fromEntries(CONNECTED_APPS.map((a) => [a, z.boolean()])) as Record<(typeof CONNECTED_APPS)[number], z.ZodBoolean>),
  /** the handle on each network, '' when not linked */
  social: z.object(Object.fromEntries(SOCIAL_ACCOUNTS.map((a) => [a, optionalText(60)])) as Record<(typeof SOCIAL_ACCOUNTS)[number], ReturnType<typeof optionalText>>),
});
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;

export const billingSettingsSchema = z.object({
  plan: z.enum(BILLING_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  companyName: optionalText(100),
  billingEmail: z.string().trim().min(1, V.required).max(320, V.tooLong).pipe(z.email(V.email)),
  taxId: optionalText(30),
  billingAddress: optionalText(200),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

export const securitySettingsSchema = z.object({
  twoFactorEnabled: z.boolean(),
  twoFactorMethod: z.enum(TWO_FACTOR_METHODS).nullable(),
  /** masked phone for SMS codes */
  twoFactorPhone: z.string(),
  /** ISO time of the last password change, null when never changed */
  passwordChangedAt: z.string().nullable(),
  recentDevices: z.array(z.object({ browser: z.string(), device: z.string(), location: z.string(), lastActive: z.string() })),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const accountSettingsSchema = z.object({
  profile: accountProfileSchema,
  notifications: notificationSettingsSchema,
  connections: connectionSettingsSchema,
  billing: billingSettingsSchema,
  security: securitySettingsSchema,
  /** ISO time the account was deactivated, null while active */
  deactivatedAt: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PUT body: any of the editable sections, each whole (security changes have their own calls). */
export const accountSettingsUpdateSchema = strictBody(
  z
    .object({
      profile: accountProfileSchema,
      notifications: notificationSettingsSchema,
      connections: connectionSettingsSchema,
      billing: billingSettingsSchema,
    })
    .partial(),
);
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;
/** The strength rules, in the order a checklist shows them. */
export const PASSWORD_RULES = [
  { code: V.passwordLength, test: (s: string) => s.length >= ACCOUNT_PASSWORD_MIN_LENGTH },
  { code: V.passwordLower, test: (s: string) => /[a-z]/.test(s) },
  { code: V.passwordUpper, test: (s: string) => /[A-Z]/.test(s) },
  { code: V.passwordDigit, test: (s: string) => /[0-9]/.test(s) },
  { code: V.passwordSymbol, test: (s: string) => /[^A-Za-z0-9\s]/.test(s) },
] as const;

export const strongPasswordSchema = z
  .string()
  .max(128, V.tooLong)
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.code });
  });

/**
 * The current password is checked against a slow hash: its length is capped before any hashing
 * (a 10 MB "password" was a denial of service), at the longest password the app lets anyone set.
 */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z.string().min(1, V.required).max(1_000, V.tooLong),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string().min(1, V.required).max(128, V.tooLong),
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== body.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordMismatch });
    if (body.currentPassword !== '' && body.newPassword === body.currentPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: V.passwordReused });
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const twoFactorBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('enable'),
    method: z.enum(TWO_FACTOR_METHODS),
    phone: z.string().trim().max(30, V.phone).optional(),
    /** the 6-digit code the authenticator app (or the SMS) shows */
    code: z.string().max(6, V.code).regex(/^\d{6}$/, V.code),
  }),
  z.strictObject({ action: z.literal('disable') }),
]).superRefine((body, ctx) => {
  if (body.action === 'enable' && body.method === 'sms' && !/^\+?[0-9 ()-]{6,20}$/.test(body.phone ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phone });
  }
});
export type TwoFactorBody = z.infer<typeof twoFactorBodySchema>;
/** The shared secret shown during setup (the demo accepts any 6-digit code for it). */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const deactivateAccountBodySchema = z.strictObject({ confirm: z.literal(true, V.confirm) });
export type DeactivateAccountBody = z.infer<typeof deactivateAccountBodySchema>;

// --- landing page contact form ---
export const contactMessageBodySchema = z.strictObject({
  name: requiredText(80),
  email: z.string().trim().min(1, V.required).max(320, V.tooLong).pipe(z.email(V.email)),
  message: z.string().trim().min(10, V.messageLength).max(2000, V.tooLong),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;
export const contactMessageResponseSchema = z.object({ id: z.number().int(), receivedAt: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

// --- front checkout ---
export const DELIVERY_OPTIONS = ['standard', 'express', 'overnight'] as const;
/** delivery fees in dollars; standard is free */
export const DELIVERY_FEES: Record<(typeof DELIVERY_OPTIONS)[number], number> = { standard: 0, express: 10, overnight: 15 };
export const CHECKOUT_PAYMENT_METHODS = ['card', 'paypal', 'cod'] as const;

/** Luhn check: catches a mistyped card number before the server does. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A cart line as the client sends it: which product and how many. Name, price and totals come
 * from the catalogue on the server; a client-sent price is never charged (security review).
 */
export const checkoutItemSchema = z.strictObject({
  productId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  quantity: z.number().int().min(1, V.quantity).max(10, V.quantity),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

export const checkoutAddressSchema = z.object({
  fullName: requiredText(80),
  phone: z.string().trim().max(30, V.phone).regex(/^\+?[0-9 ()-]{6,20}$/, V.phone),
  address: requiredText(200),
  city: requiredText(60),
  zipCode: z.string().trim().max(20, V.zip).regex(/^[A-Za-z0-9 -]{3,10}$/, V.zip),
  country: requiredText(60),
  delivery: z.enum(DELIVERY_OPTIONS),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  cardNumber: z.string().max(30, V.cardNumber).refine(isValidCardNumber, V.cardNumber),
  cardName: requiredText(80),
  /** MM/YY, not in the past */
  expiry: z.string().max(10, V.cardExpiry).refine((s) => {
    const m = /^(\d{2})\/(\d{2})$/.exec(s.trim());
    if (!m) return false;
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    if (month < 1 || month > 12) return false;
    const now = new Date();
    return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
  }, V.cardExpiry),
  cvv: z.string().max(4, V.cvv).regex(/^\d{3,4}$/, V.cvv),
});
export const checkoutPaymentSchema = z.discriminatedUnion('method', [
  cardPaymentSchema,
  z.object({ method: z.literal('paypal'), email: z.string().trim().min(1, V.required).max(320, V.tooLong).pipe(z.email(V.email)) }),
  z.object({ method: z.literal('cod') }),
]);
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

export const checkoutOrderBodySchema = z.strictObject({
  items: z.array(checkoutItemSchema).min(1, V.cartEmpty).max(50),
  address: strictBody(checkoutAddressSchema),
  payment: strictBody(checkoutPaymentSchema),
});
export type CheckoutOrderBody = z.infer<typeof checkoutOrderBodySchema>;

export const checkoutOrderResponseSchema = z.object({
  orderNumber: z.string(),
  /** each line as charged: the catalogue's name and unit price */
  lines: z.array(z.object({ productId: z.number().int(), name: z.string(), unitPrice: z.number(), quantity: z.number().int(), total: z.number() })),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  placedAt: z.string(),
  /** the last digits of the card, or null for other methods */
  cardLast4: z.string().nullable(),
});
export type CheckoutOrderResponse = z.infer<typeof checkoutOrderResponseSchema>;
