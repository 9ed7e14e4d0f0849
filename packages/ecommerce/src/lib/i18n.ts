// The feature's i18n namespace; every visible string of the package lives under it.
import { useTranslation } from 'react-i18next';

export const NAMESPACE = 'ecommerce';

export function useEcommerceTranslation() {
  return useTranslation(NAMESPACE);
}

/** The contract's validation messages are English; the locale files translate each one. */
export function useTranslateMessage() {
  const { t } = useTranslation(NAMESPACE);
  return (message: string) => t(`validation.messages.${message}`, { defaultValue: message });
}
