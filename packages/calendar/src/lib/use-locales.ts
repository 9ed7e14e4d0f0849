// Makes sure this feature's translations are loaded before its page renders (suspends until
// then). The shell preloads registered features' namespaces; this keeps the page correct when it
// is shown before that (a deep link, a language switch, a story).
import { addNamespace, resolveLanguage } from '@atrium/i18n';
import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarModule } from '../module';

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

export function useCalendarLocales(): void {
  const { i18n } = useTranslation();
  const lng = resolveLanguage(i18n.language);
  const wanted = lng === 'en' ? (['en'] as const) : (['en', lng] as const);
  const missing = wanted.filter((l) => !i18n.hasResourceBundle(l, calendarModule.id));
  if (missing.length === 0) return;
  const byInstance = pending.get(i18n) ?? new Map<string, Promise<void>>();
  pending.set(i18n, byInstance);
  const key = missing.join(',');
  let promise = byInstance.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map((l) => {
        const load = calendarModule.locales[l];
        return load ? addNamespace(i18n, calendarModule.id, l, load) : Promise.resolve();
      }),
    ).then(() => undefined);
    byInstance.set(key, promise);
  }
  use(promise);
}
