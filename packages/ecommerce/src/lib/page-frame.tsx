// Every page renders inside this frame: it provides in-app navigation and makes sure the
// feature's translations are loaded (the shell loads them for registered modules; Storybook and
// any host that has not registered the module get them here, lazily, on first use).
import { addNamespace, resolveLanguage } from '@atrium/i18n';
import { Center, Loader } from '@mantine/core';
import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ecommerceModule } from '../module';
import { NAMESPACE } from './i18n';
import { NavigateProvider, type Navigate } from './link';

function useNamespaceReady(): boolean {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const wanted = language === 'en' ? (['en'] as const) : (['en', language] as const);
  const ready = wanted.every((lng) => i18n.hasResourceBundle(lng, NAMESPACE));
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void Promise.all(
      wanted.map((lng) => {
        const load = ecommerceModule.locales[lng];
        return addNamespace(i18n, NAMESPACE, lng, load);
      }),
    ).then(() => {
      if (live) rerender();
    });
    return () => {
      live = false;
    };
    // `wanted` follows `language`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, language, ready]);
  return ready;
}

export function PageFrame({ navigate, children }: { navigate?: Navigate | undefined; children: ReactNode }) {
  const ready = useNamespaceReady();
  return (
    <NavigateProvider navigate={navigate}>
      {ready ? (
        children
      ) : (
        <Center mih={240}>
          <Loader role="status" aria-label="Loading" />
        </Center>
      )}
    </NavigateProvider>
  );
}
