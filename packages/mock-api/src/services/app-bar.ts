import { APP_BAR_SEARCH_LIMIT, type AppBarSearchResponse } from '@atrium/api';
import { matchesQuery } from '@atrium/core';
import { SEARCH_CATALOGUE, type SearchCatalogueCategory } from '@atrium/fixtures';

/** Entries whose title contains q, at most five per category; empty categories are left out. */
export function searchAppBar(q: string, catalogue: readonly SearchCatalogueCategory[] = SEARCH_CATALOGUE): AppBarSearchResponse {
  return catalogue.flatMap(({ title, category, children }) => {
    const hits = children.filter((c) => matchesQuery(q, c.title)).slice(0, APP_BAR_SEARCH_LIMIT);
    return hits.length > 0 ? [{ title, category, children: hits }] : [];
  });
}
