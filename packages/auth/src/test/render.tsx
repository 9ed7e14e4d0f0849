// Renders with Atrium's providers and this package's namespace loaded in all three languages.
import { renderWithProviders, type ProviderOptions } from '@atrium/test-utils';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { authResources } from './resources';

export function renderAuth(ui: ReactElement, options: Omit<ProviderOptions, 'resources'> & Omit<RenderOptions, 'wrapper'> = {}) {
  return renderWithProviders(ui, { resources: authResources, ...options });
}
