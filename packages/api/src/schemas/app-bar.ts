import { z } from 'zod';
import { searchTermSchema } from './common';

/** Keys match @atrium/core's SearchCategory, so the shell's Spotlight and this call agree. */
export const SEARCH_CATEGORIES = ['dashboards', 'frontPages', 'appsAndPages', 'userInterface', 'formsAndTables', 'chartsAndMisc'] as const;
export const searchCategoryKeySchema = z.enum(SEARCH_CATEGORIES);
export type SearchCategoryKey = z.infer<typeof searchCategoryKeySchema>;
export const APP_BAR_SEARCH_LIMIT = 5;

export const appBarSearchItemSchema = z.object({ title: z.string(), icon: z.string(), path: z.string().startsWith('/') });
export type AppBarSearchItem = z.infer<typeof appBarSearchItemSchema>;

export const appBarSearchCategorySchema = z.object({
  title: z.string(),
  category: searchCategoryKeySchema,
  children: z.array(appBarSearchItemSchema).min(1).max(APP_BAR_SEARCH_LIMIT),
});
export type AppBarSearchCategory = z.infer<typeof appBarSearchCategorySchema>;

export const appBarSearchQuerySchema = z.object({ q: searchTermSchema });
export type AppBarSearchQuery = z.infer<typeof appBarSearchQuerySchema>;
export const appBarSearchResponseSchema = z.array(appBarSearchCategorySchema);
export type AppBarSearchResponse = z.infer<typeof appBarSearchResponseSchema>;
