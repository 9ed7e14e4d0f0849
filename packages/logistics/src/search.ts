// URL state of the vehicles table; junk falls back to the defaults (SPEC §5).
import { DEFAULT_ITEMS_PER_PAGE, itemsPerPageParamSchema, orderBySchema, pageParamSchema, VEHICLE_SORT_KEYS } from '@atrium/api';
import { z } from 'zod';

export const vehiclesSearchSchema = z.object({
  sortBy: z.enum(VEHICLE_SORT_KEYS).optional().catch(undefined),
  orderBy: orderBySchema.optional().catch(undefined),
  page: pageParamSchema.default(1),
  itemsPerPage: itemsPerPageParamSchema.default(DEFAULT_ITEMS_PER_PAGE),
});
export type VehiclesSearch = z.infer<typeof vehiclesSearchSchema>;
export const DEFAULT_VEHICLES_SEARCH: VehiclesSearch = vehiclesSearchSchema.parse({});
