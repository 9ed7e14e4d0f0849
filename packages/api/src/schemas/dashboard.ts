import { z } from 'zod';
import { pageQuerySchema, searchTermSchema, sortQuerySchema } from './common';

export const analyticsProjectSchema = z.object({
  id: z.number().int(),
  logo: z.string(),
  name: z.string(),
  project: z.string(),
  leader: z.string(),
  progress: z.number().min(0).max(100),
  hours: z.string(),
  /** member avatars */
  team: z.array(z.string()),
  extraMembers: z.number().int().min(0),
});
export type AnalyticsProject = z.infer<typeof analyticsProjectSchema>;

export const PROJECT_SORT_KEYS = ['project', 'leader', 'progress'] as const;
export const analyticsProjectsQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(PROJECT_SORT_KEYS).shape,
});
export type AnalyticsProjectsQuery = z.infer<typeof analyticsProjectsQuerySchema>;

export const analyticsProjectsResponseSchema = z.object({
  projects: z.array(analyticsProjectSchema),
  totalPages: z.number().int(),
  totalProjects: z.number().int(),
  page: z.number().int(),
});
export type AnalyticsProjectsResponse = z.infer<typeof analyticsProjectsResponseSchema>;
