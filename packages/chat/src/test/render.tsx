// Renders with Atrium's providers and this package's namespace loaded in all three languages.
import { renderWithProviders, type ProviderOptions } from '@atrium/test-utils';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

export const chatResources = { en: { chat: en }, ar: { chat: ar }, he: { chat: he } };

export function renderChat(ui: ReactElement, options: Omit<ProviderOptions, 'resources'> & Omit<RenderOptions, 'wrapper'> = {}) {
  return renderWithProviders(ui, { resources: chatResources, ...options });
}
