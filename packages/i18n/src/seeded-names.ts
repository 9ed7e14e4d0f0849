// Names that are data written in English by the seed (a permission, a store's zone) but that a
// reader should read in their language: a known name maps to a translation key, any other name (one
// a user typed) is shown as it is stored. The stored name stays what the API searches and sorts.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The key of a known name in `keys`; undefined for any other name. */
export function seededNameKey(keys: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(keys, name) ? keys[name] : undefined;
}

/** `name` in the reader's language: `t('<prefix>.<key>')` in `namespace` for a known name, else `name`. */
export function useSeededName(namespace: string, prefix: string, keys: Readonly<Record<string, string>>): (name: string) => string {
  const { t } = useTranslation(namespace);
  return useCallback(
    (name: string) => {
      const key = seededNameKey(keys, name);
      return key ? t(`${prefix}.${key}`) : name;
    },
    [t, prefix, keys],
  );
}
