// URL state of the analytics page's projects table; junk falls back to the defaults (SPEC §5).
import { itemsPerPageParamSchema, orderBySchema, pageParamSchema, PROJECT_SORT_KEYS } from '@atrium/api';
import { z } from 'zod';

/** Seven projects: five a page keeps the pager in use. */
export const PROJECTS_PAGE_SIZE = 5;

export const analyticsSearchSchema = z.object({
  q: z.string().catch('').default(''),
  sortBy: z.enum(PROJECT_SORT_KEYS).optional().catch(undefined),
  orderBy: orderBySchema.optional().catch(undefined),
  page: pageParamSchema.default(1),
  itemsPerPage: itemsPerPageParamSchema.default(PROJECTS_PAGE_SIZE),
});
export type AnalyticsSearch = z.infer<typeof analyticsSearchSchema>;
export const DEFAULT_ANALYTICS_SEARCH: AnalyticsSearch = analyticsSearchSchema.parse({});
