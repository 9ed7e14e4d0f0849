// Renders with Atrium's providers and this feature's English strings.
import { renderWithProviders } from '@atrium/test-utils';
import type { ReactElement } from 'react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

export const insightsResources = { en: { insights: en }, ar: { insights: ar }, he: { insights: he } };

export function renderInsights(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(ui, { resources: insightsResources, ...options });
}
