import { z } from 'zod';
import { pageQuerySchema, sortQuerySchema } from './common';

export const VEHICLE_WARNINGS = ['No Warnings', 'Ecu Not Responding', 'Oil Leakage', 'Fuel Problems', 'Temperature not optimal'] as const;
export const vehicleWarningSchema = z.enum(VEHICLE_WARNINGS);
export type VehicleWarning = z.infer<typeof vehicleWarningSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  location: z.number().int(),
  startCity: z.string(),
  startCountry: z.string(),
  endCity: z.string(),
  endCountry: z.string(),
  warnings: vehicleWarningSchema,
  progress: z.number().min(0).max(100),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const VEHICLE_SORT_KEYS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const;
export const vehiclesQuerySchema = z.object({ ...pageQuerySchema.shape, ...sortQuerySchema(VEHICLE_SORT_KEYS).shape });
export type VehiclesQuery = z.infer<typeof vehiclesQuerySchema>;
export const vehiclesResponseSchema = z.object({ vehicles: z.array(vehicleSchema), totalVehicles: z.number().int() });
export type VehiclesResponse = z.infer<typeof vehiclesResponseSchema>;
