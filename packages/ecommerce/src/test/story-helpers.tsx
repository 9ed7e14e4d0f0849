// Stories render pages against mock-api's handlers (msw-storybook-addon) with URL state held
// in React state, as the router would hold it.
import { useState, type ReactElement } from 'react';
import type { SearchProps } from '../lib/search';

export function WithSearch<S extends object>({ page: Page, initial }: { page: (props: SearchProps<S>) => ReactElement; initial: S }) {
  const [search, setSearch] = useState(initial);
  return <Page search={search} onSearchChange={(patch) => setSearch((current) => ({ ...current, ...patch }))} />;
}
