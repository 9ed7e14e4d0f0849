// One account's settings rules (decision 0033), as both backends run them over a settings object.
import { describe, expect, it } from 'vitest';
import { accountSettingsFor, accountSettingsTemplate, deactivatedAccountSettings, twoFactorSetupOf, updatedAccountSettings, withTwoFactor } from './settings';

const identity = { fullName: 'Nadia  Haddad Saleh', email: 'nadia@example.com', avatar: 'data:image/svg+xml;base64,PHN2Zy8+', company: 'Cedar Labs', country: 'Lebanon' };

describe('account settings', () => {
  it('starts an account from the template with its own identity, no devices and no second factor', () => {
    const template = accountSettingsTemplate();
    const made = accountSettingsFor(template, identity);
    expect(made.profile).toMatchObject({ firstName: 'Nadia', lastName: 'Haddad Saleh', email: 'nadia@example.com', organization: 'Cedar Labs', country: 'Lebanon', phone: '', avatar: '', language: 'en' });
    expect(made.billing).toMatchObject({ companyName: 'Cedar Labs', billingEmail: 'nadia@example.com', taxId: '', plan: template.billing.plan });
    expect(made.notifications).toEqual(template.notifications);
    expect(made.notifications).not.toBe(template.notifications);
    expect(made.security).toEqual({ twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '', passwordChangedAt: null, recentDevices: [] });
    // no name: the email's local part; no country: the template's
    expect(accountSettingsFor(template, { ...identity, fullName: ' ', country: '' }).profile).toMatchObject({ firstName: 'nadia', lastName: '-', country: 'USA' });
  });

  it('replaces only the sections a valid body names and refuses an invalid one field by field', () => {
    const current = accountSettingsFor(accountSettingsTemplate(), identity);
    const billing = { ...current.billing, plan: 'enterprise' as const };
    const next = updatedAccountSettings(current, { billing });
    expect(next.ok && next.value.billing.plan).toBe('enterprise');
    expect(next.ok && next.value.profile).toEqual(current.profile);
    const refused = updatedAccountSettings(current, { profile: { ...current.profile, email: 'not an email' } });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason === 'invalid' && Object.keys(refused.errors).some((key) => key.includes('email'))).toBe(true);
  });

  it('enables SMS with the phone masked, disables, and deactivates once', () => {
    const current = accountSettingsFor(accountSettingsTemplate(), identity);
    const sms = withTwoFactor(current, { action: 'enable', method: 'sms', phone: '+961 71 234 567', code: '123456' });
    expect(sms.ok && sms.value.security).toMatchObject({ twoFactorEnabled: true, twoFactorMethod: 'sms', twoFactorPhone: '•••• 4567' });
    const off = sms.ok ? withTwoFactor(sms.value, { action: 'disable' }) : sms;
    expect(off.ok && off.value.security).toMatchObject({ twoFactorEnabled: false, twoFactorMethod: null, twoFactorPhone: '' });
    expect(twoFactorSetupOf(current).otpauthUrl).toContain('Atrium:nadia%40example.com');
    const first = deactivatedAccountSettings(current, { confirm: true }, new Date('2026-01-02T03:04:05Z'));
    const again = first.ok ? deactivatedAccountSettings(first.value, { confirm: true }, new Date('2026-02-01T00:00:00Z')) : first;
    expect(again.ok && again.value.deactivatedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(deactivatedAccountSettings(current, { confirm: false }).ok).toBe(false);
  });
});
