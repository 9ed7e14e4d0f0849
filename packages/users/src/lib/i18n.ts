// The feature's i18n namespace; every visible string of the package lives under it.
import { formatNumber } from '@atrium/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const NAMESPACE = 'users';

export function useUsersTranslation() {
  return useTranslation(NAMESPACE);
}

export function useFormatters() {
  const { i18n } = useUsersTranslation();
  const lng = i18n.language;
  return useMemo(() => ({ number: (n: number) => formatNumber(n, lng) }), [lng]);
}
