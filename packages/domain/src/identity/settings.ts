// One account's settings page (account settings, security, two-factor, deactivation): the rules
// both backends run over that account's settings object, with no storage (decision 0033). The mock
// keeps each account's object in its Db, the server in its account_settings row; each reads the
// object, calls a rule here and writes back what the rule answered.
import {
  accountSettingsUpdateSchema,
  avatarSchema,
  deactivateAccountBodySchema,
  twoFactorBodySchema,
  type AccountSettings,
  type TwoFactorSetup,
} from '@atrium/api';
import { validate, type Outcome } from '../http/validate';

/** What an account's settings are made from on first read: its own name, email, picture, company and country. */
export interface AccountIdentity {
  fullName: string;
  email: string;
  avatar: string;
  company: string;
  country: string;
}

/**
 * The sample settings page the product starts every account from (John Doe's choices of
 * notification channels, connections, plan and locale), with no second factor and no devices.
 * The demo seed adds the admin's dated sign-ins; `accountSettingsFor` replaces the identity parts.
 */
export function accountSettingsTemplate(): AccountSettings {
  return {
    profile: {
      firstName: 'John',
      lastName: 'Doe',
      email: 'admin@demo.com',
      organization: 'Atrium',
      phone: '+1 (609) 933-4422',
      address: '123 Main St, New York, NY 10100, USA',
      state: 'New York',
      zipCode: '10100',
      country: 'USA',
      language: 'en',
      timeZone: 'America/New_York',
      currency: 'USD',
      // no picture until one is uploaded (the page shows initials): the generated avatars are SVG,
      // which an uploaded avatar may not be (security review #9), and the page saves it back
      avatar: '',
    },
    notifications: {
      channels: {
        newForYou: { email: true, browser: true, app: true },
        accountActivity: { email: true, browser: true, app: true },
        newBrowser: { email: true, browser: true, app: false },
        newDevice: { email: true, browser: false, app: false },
      },
      timing: 'online',
    },
    connections: {
      apps: { google: true, slack: false, github: true, mailchimp: true, asana: false },
      social: { facebook: '', twitter: 'johndoe', linkedin: 'john-doe', dribbble: '', behance: '' },
    },
    billing: {
      plan: 'basic',
      cycle: 'monthly',
      companyName: 'Atrium',
      billingEmail: 'billing@demo.com',
      taxId: 'US-4857-2256',
      billingAddress: '123 Main St, New York, NY 10100, USA',
    },
    security: { twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '', passwordChangedAt: null, recentDevices: [] },
    deactivatedAt: null,
  };
}

/**
 * A new account's settings: the template's choices (notification channels, plan, …) with the
 * account's own name, email and picture, no second factor, no password change and no devices yet.
 * Both backends start every account from here (the server in its account_settings rows).
 */
export function accountSettingsFor(template: AccountSettings, identity: AccountIdentity): AccountSettings {
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

/** `current` with the sections present in the body replaced (security has its own calls below). */
export function updatedAccountSettings(current: AccountSettings, body: unknown): Outcome<AccountSettings> {
  const parsed = validate(accountSettingsUpdateSchema, body);
  return parsed.ok ? { ok: true, value: { ...current, ...parsed.value } } : parsed;
}

/** The second factor's setup: a fixed demo secret (any 6-digit code confirms it: there is no real authenticator behind it). */
export function twoFactorSetupOf(settings: AccountSettings): TwoFactorSetup {
  const secret = 'JBSWY3DPEHPK3PXP';
  return { secret, otpauthUrl: `otpauth://totp/Atrium:${encodeURIComponent(settings.profile.email)}?secret=${secret}&issuer=Atrium` };
}

const maskPhone = (phone: string) => `•••• ${phone.replace(/\D/g, '').slice(-4)}`;

/** `current` with the second factor enabled (an SMS phone kept masked) or disabled, as the body asks. */
export function withTwoFactor(current: AccountSettings, body: unknown): Outcome<AccountSettings> {
  const parsed = validate(twoFactorBodySchema, body);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const security =
    value.action === 'enable'
      ? { ...current.security, twoFactorEnabled: true, twoFactorMethod: value.method, twoFactorPhone: value.method === 'sms' ? maskPhone(value.phone ?? '') : '' }
      : { ...current.security, twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '' };
  return { ok: true, value: { ...current, security } };
}

/** `current` deactivated at `now` once the body confirms it (a second request keeps the first date). */
export function deactivatedAccountSettings(current: AccountSettings, body: unknown, now = new Date()): Outcome<AccountSettings> {
  const parsed = validate(deactivateAccountBodySchema, body);
  return parsed.ok ? { ok: true, value: { ...current, deactivatedAt: current.deactivatedAt ?? now.toISOString() } } : parsed;
}
