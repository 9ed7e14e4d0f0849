import { describe, expect, it } from 'vitest';
import { formatDate, formatMinor, formatMoney, formatNumber, formatRelative } from './format';
import { createI18n } from './eager';
import { applyDocumentLanguage } from './instance';
import { dirOf, resolveLanguage } from './languages';

describe('@atrium/i18n', () => {
  it('resolves stored languages, falling back to English', () => {
    expect(resolveLanguage('he')).toBe('he');
    expect(resolveLanguage('ar-EG')).toBe('ar');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage(42)).toBe('en');
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('he')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });

  it('translates the common namespace and falls back to English for missing keys', () => {
    const i18n = createI18n({ language: 'he', resources: { en: { extra: { only: 'English only' } } } });
    expect(i18n.t('actions.retry')).toBe('נסו שוב');
    expect(i18n.t('extra:only')).toBe('English only');
  });

  it('sets <html lang dir>', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('formats through Intl per language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatMoney(1249.5, 'USD', 'en')).toBe('$1,249.50');
    expect(formatMinor(124950, 'USD', 'en')).toBe('$1,249.50');
    expect(formatMinor(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatNumber(1234, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234));
    expect(formatDate('not a date', 'en')).toBe('—');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5)), 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Jan 5, 2026');
    expect(formatRelative(new Date(2026, 0, 1, 11), 'en', new Date(2026, 0, 1, 12))).toBe('1 hour ago');
  });
});

describe('@atrium/i18n/lazy', () => {
  it('starts in a stored right-to-left language with its bundle already loaded', async () => {
    const { createLazyI18n } = await import('./lazy');
    const i18n = await createLazyI18n({ language: 'ar' });
    expect(i18n.language).toBe('ar');
    expect(i18n.t('actions.retry')).toBe('حاول مرة أخرى');
    expect(i18n.hasResourceBundle('he', 'common')).toBe(false);
  });

  it('loads a language before switching to it', async () => {
    const { createLazyI18n, switchLanguage } = await import('./lazy');
    const i18n = await createLazyI18n({ language: 'fr' });
    expect(i18n.language).toBe('en');
    await switchLanguage(i18n, 'he');
    expect(i18n.language).toBe('he');
    expect(i18n.t('actions.retry')).toBe('נסו שוב');
  });
});
