// The phone the issue-36 specs hold (390 × 844, SPEC §9's phone width) and the pooled page they
// share per language and theme (support/page-pool.ts): the vertical nav folded into its drawer,
// motion reduced so layouts are measured where they end, not mid-animation.
import type { PageMode } from '../support/page-pool';

export const PHONE = { width: 390, height: 844 } as const;

/** The worker's phone page in `lang` and `scheme`, one per mode, shared by the phone specs. */
export function phoneMode({ lang, scheme }: { lang: 'ar' | 'he' | 'en'; scheme: 'light' | 'dark' }): PageMode {
  return { name: `phone ${lang} ${scheme}`, lang, scheme, viewport: PHONE, reducedMotion: true, settings: { 'atrium-content-layout-nav': 'vertical' } };
}
