import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n } from '@atrium/i18n';
import { describe, expect, it } from 'vitest';
import { withNamespaceBundles } from './stories';

function Greeting() {
  const { t } = useTranslation('demo');
  return <p>{t('hello')}</p>;
}

describe('withNamespaceBundles', () => {
  it("adds the feature's bundles before the story renders, keeping ones already there", () => {
    const i18n = createI18n({ language: 'ar' });
    i18n.addResourceBundle('en', 'demo', { hello: 'kept' });
    const decorate = withNamespaceBundles('demo', { en: { hello: 'hello' }, ar: { hello: 'مرحبا' } });
    render(<I18nextProvider i18n={i18n}>{decorate(Greeting)}</I18nextProvider>);
    expect(screen.getByText('مرحبا')).toBeInTheDocument();
    expect(i18n.getResource('en', 'demo', 'hello')).toBe('kept');
  });
});
