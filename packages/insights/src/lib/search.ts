// URL state of the four screens, as zod schemas the app's route files validate search with.
// Junk in a shared link falls back to a default rather than breaking the page.
import { anomalyIdSchema, compareModeSchema, granularitySchema, isoDateSchema, branchSortKeySchema } from '@atrium/api/insights';
import { z } from 'zod';

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '28d', '90d', '12m', 'month', 'custom'] as const;
export const rangePresetSchema = z.enum(RANGE_PRESETS);
export type RangePreset = z.infer<typeof rangePresetSchema>;

const branchIdsParam = z
  .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().min(1)))
  .catch([])
  .default([]);

const rangeSearchShape = {
  range: rangePresetSchema.catch('28d').default('28d'),
  from: isoDateSchema.optional().catch(undefined),
  to: isoDateSchema.optional().catch(undefined),
  compare: compareModeSchema.catch('previous').default('previous'),
  granularity: granularitySchema.optional().catch(undefined),
};

export const chainOverviewSearchSchema = z.object({
  ...rangeSearchShape,
  branchIds: branchIdsParam,
  sortBy: branchSortKeySchema.catch('visitors').default('visitors'),
  orderBy: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type ChainOverviewSearch = z.infer<typeof chainOverviewSearchSchema>;

export const visitorsLandingSearchSchema = z.object({
  ...rangeSearchShape,
  branchIds: branchIdsParam,
  /** the live board's pause, kept in the URL so a wall screen can be left paused */
  paused: z.coerce.boolean().catch(false).default(false),
});
export type VisitorsLandingSearch = z.infer<typeof visitorsLandingSearchSchema>;

export const branchSearchSchema = z.object({
  ...rangeSearchShape,
  /** the chain screens' branch selection, carried along so the way back restores it */
  branchIds: branchIdsParam,
  /** the day of the intraday (15-minute) chart; yesterday when missing */
  day: isoDateSchema.optional().catch(undefined),
  /** an anomaly drawn on its day's chart with the expected band (issue 33); its day wins over `day` */
  anomaly: anomalyIdSchema.optional().catch(undefined),
});
export type BranchSearch = z.infer<typeof branchSearchSchema>;

export const branchVisitorsSearchSchema = z.object({
  ...rangeSearchShape,
  /** the chain screens' branch selection, carried along so the way back restores it */
  branchIds: branchIdsParam,
  zoneId: z.string().min(1).optional().catch(undefined),
});
export type BranchVisitorsSearch = z.infer<typeof branchVisitorsSearchSchema>;

/** What every screen's range & compare picker reads and writes. */
export interface RangeSearch {
  range: RangePreset;
  from?: string | undefined;
  to?: string | undefined;
  compare: z.infer<typeof compareModeSchema>;
  granularity?: z.infer<typeof granularitySchema> | undefined;
}
