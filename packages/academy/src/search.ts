// The URL state of the my-course page. Every field falls back to its default instead of failing,
// so a stale or hand-edited link still opens the page (SPEC §5).
import { ALL_COURSES_LABEL, COURSE_SORT_KEYS, DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, itemsPerPageParamSchema, orderBySchema, pageParamSchema } from '@atrium/api';
import { z } from 'zod';

export const myCourseSearchSchema = z.object({
  q: z.string().catch('').default(''),
  label: z.string().catch(ALL_COURSES_LABEL).default(ALL_COURSES_LABEL),
  hideCompleted: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .catch(false)
    .default(false),
  sortBy: z.enum(COURSE_SORT_KEYS).optional().catch(undefined),
  orderBy: orderBySchema.optional().catch(undefined),
  page: pageParamSchema.default(DEFAULT_PAGE),
  itemsPerPage: itemsPerPageParamSchema.default(DEFAULT_ITEMS_PER_PAGE),
});
export type MyCourseSearch = z.infer<typeof myCourseSearchSchema>;
export const DEFAULT_MY_COURSE_SEARCH: MyCourseSearch = myCourseSearchSchema.parse({});
