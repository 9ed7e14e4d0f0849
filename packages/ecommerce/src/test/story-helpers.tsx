// Stories render pages against mock-api's handlers (msw-storybook-addon) with URL state held
// in React state, as the router would hold it.
import { WithSearch as WithSearchState } from '@atrium/test-utils/stories';
import type { ReactElement } from 'react';
import type { SearchProps } from '../lib/search';

export function WithSearch<S extends object>({ page: Page, initial }: { page: (props: SearchProps<S>) => ReactElement; initial: S }) {
  return <WithSearchState initial={initial} render={(search, onSearchChange) => <Page search={search} onSearchChange={onSearchChange} />} />;
}
