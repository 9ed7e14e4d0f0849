import { describe, expect, it } from 'vitest';
import * as core from '@atrium/core';
import * as format from './format';
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

  it('formats with @atrium/core\'s module, not a second implementation', () => {
    expect(format.formatNumber).toBe(core.formatNumber);
    expect(format.formatMoney).toBe(core.formatCurrency);
    expect(format.formatMinor).toBe(core.formatMinor);
    expect(format.formatPercent).toBe(core.formatPercent);
    expect(format.formatCompact).toBe(core.formatCompact);
    expect(format.formatDate).toBe(core.formatDate);
    expect(format.formatRelative).toBe(core.formatRelative);
    expect(format.formatMoney(1249.5, 'USD', 'en')).toBe('$1,249.50');
    expect(format.formatDate('2026-01-05', 'he')).toBe(core.formatDate('2026-01-05', 'he', 'date'));
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
