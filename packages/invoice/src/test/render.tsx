// Renders with Atrium's providers and this package's namespace in all three languages.
import { renderWithProviders, type ProviderOptions } from '@atrium/test-utils';
import { Notifications } from '@mantine/notifications';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

export const invoiceResources = { en: { invoice: en }, ar: { invoice: ar }, he: { invoice: he } };

export function renderInvoice(ui: ReactElement, options: Omit<ProviderOptions, 'resources'> & Omit<RenderOptions, 'wrapper'> = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      {ui}
    </>,
    { resources: invoiceResources, ...options },
  );
}
