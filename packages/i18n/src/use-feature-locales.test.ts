import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createElement, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './eager';
import { useFeatureLocales, type FeatureLocales } from './use-feature-locales';

// Tells React this is a test, so act() waits for suspended renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function feature(id: string): FeatureLocales & { calls: string[] } {
  const calls: string[] = [];
  const bundle = (l: string) => () => {
    calls.push(l);
    return Promise.resolve({ hello: `${id} ${l}` });
  };
  return { id, calls, locales: { en: bundle('en'), ar: bundle('ar'), he: bundle('he') } };
}

function Page({ of }: { of: FeatureLocales }) {
  useFeatureLocales(of);
  const { t } = useTranslation(of.id);
  return createElement('p', null, t('hello'));
}

async function renderPages(i18n: I18n, features: FeatureLocales[]) {
  await act(async () => {
    render(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(Suspense, { fallback: 'loading' }, ...features.map((of, i) => createElement(Page, { of, key: i }))),
      ),
    );
    await Promise.resolve();
  });
}

describe('useFeatureLocales', () => {
  it("suspends until the feature's English and current-language bundles are loaded, once", async () => {
    const chat = feature('chat');
    await renderPages(createI18n({ language: 'he' }), [chat, chat]);
    expect(await screen.findAllByText('chat he')).toHaveLength(2);
    expect(chat.calls.sort()).toEqual(['en', 'he']);
  });

  it('loads each feature of one i18n instance on its own', async () => {
    const i18n = createI18n({ language: 'en' });
    const chat = feature('chat');
    const email = feature('email');
    await renderPages(i18n, [chat]);
    expect(await screen.findByText('chat en')).toBeTruthy();
    await renderPages(i18n, [email]);
    expect(await screen.findByText('email en')).toBeTruthy();
    expect(email.calls).toEqual(['en']);
  });
});
