// Renders a page the way a route does: with the feature's translations and its URL state held
// in React state (standing in for the router's search params).
import { renderWithProviders } from '@atrium/test-utils';
import { useState, type ReactElement } from 'react';
import en from '../locales/en.json';
import type { SearchProps } from '../lib/search';

export const resources = { en: { ecommerce: en } };

export function renderPage(ui: ReactElement, options: { language?: 'en' | 'ar' | 'he' } = {}) {
  return renderWithProviders(ui, { resources, ...options });
}

/** Holds `search` like the router does and reports every change, so tests can assert the URL state. */
export function renderWithSearch<S extends object>(
  Page: (props: SearchProps<S>) => ReactElement,
  initial: S,
  onChange: (search: S) => void = () => undefined,
) {
  function Harness() {
    const [search, setSearch] = useState(initial);
    return (
      <Page
        search={search}
        onSearchChange={(patch) =>
          setSearch((current) => {
            const next = { ...current, ...patch };
            onChange(next);
            return next;
          })
        }
      />
    );
  }
  return renderPage(<Harness />);
}
