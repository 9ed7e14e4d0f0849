import { describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

// regression (issue 21): the landing page's plans sold "unlimited forms and surveys", "basic form
// creation tools" and "subdomains": copy written for a form builder, not for Atrium.
const FORM_BUILDER = {
  en: /\bforms?\b|survey|subdomain|responses/i,
  ar: /نماذج|استبيان|نطاق|ردود/,
  he: /טפס|טופס|סקר|דומיין|תגובות/,
} as const;
const BRAND = { en: 'Atrium', ar: 'أتريوم', he: 'אטריום' } as const;

describe('@atrium/pages front-page copy', () => {
  it.each([
    ['en', en],
    ['ar', ar],
    ['he', he],
  ] as const)('%s: the plans speak of Atrium, not of a form builder', (lng, strings) => {
    const features = Object.values(strings.pricing.features);
    expect(features).toHaveLength(10);
    expect(features.filter((f) => FORM_BUILDER[lng].test(f))).toEqual([]);
    expect(strings.landing.heroTitle).toContain(BRAND[lng]);
    expect(FORM_BUILDER[lng].test(strings.landing.heroText)).toBe(false);
  });
});
