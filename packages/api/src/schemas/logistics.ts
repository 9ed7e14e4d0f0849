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
export const vehiclesResponseSchema = z.object({
  vehicles: z.array(vehicleSchema),
  /** exact up to LIST_TOTAL_EXACT_LIMIT vehicles; past it, that limit with totalExact false (decision 0020) */
  totalVehicles: z.number().int(),
  totalExact: z.boolean().optional(),
});
export type VehiclesResponse = z.infer<typeof vehiclesResponseSchema>;

export const VEHICLE_STATES = ['loading', 'onTheWay', 'unloading', 'waiting'] as const;
export const vehicleStateSchema = z.enum(VEHICLE_STATES);
export type VehicleState = z.infer<typeof vehicleStateSchema>;

/** The logistics dashboard, aggregated from the vehicles. */
export const logisticsStatsSchema = z.object({
  totalVehicles: z.number().int(),
  /** how many vehicles are in each state, with the share of the fleet (0 to 100) */
  overview: z.array(z.object({ state: vehicleStateSchema, count: z.number().int(), percent: z.number() })),
  /** last 12 months, oldest first; month is YYYY-MM */
  shipments: z.array(z.object({ month: z.string(), shipment: z.number().int(), delivery: z.number().int() })),
  deliveryPerformance: z.array(
    z.object({
      key: z.enum(['inTransit', 'outForDelivery', 'delivered', 'failed', 'onTime', 'averageProgress']),
      value: z.number(),
      /** change against the previous period, in percent */
      delta: z.number(),
    }),
  ),
  ordersByCountries: z.array(z.object({ country: z.string(), orders: z.number().int(), origin: z.number().int(), destination: z.number().int() })),
  vehiclesOnRoute: z.number().int(),
  warnings: z.array(z.object({ warning: vehicleWarningSchema, count: z.number().int() })),
});
export type LogisticsStats = z.infer<typeof logisticsStatsSchema>;

/** [longitude, latitude] */
export const lngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
export type LngLat = z.infer<typeof lngLatSchema>;

export const fleetVehicleSchema = vehicleSchema.extend({
  state: vehicleStateSchema,
  /** the route from start to end, as waypoints */
  route: z.array(lngLatSchema).min(2),
  /** where the vehicle is now, on the route, at `progress` percent */
  position: lngLatSchema,
  timeline: z.array(
    z.object({
      kind: z.enum(['departed', 'checkpoint', 'arrival']),
      city: z.string(),
      country: z.string(),
      /** ISO date-time: past for reached points, the estimate for the rest */
      at: z.string(),
      reached: z.boolean(),
    }),
  ),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;
/** Every vehicle's live position; progress here advances with the server's clock. */
export const fleetResponseSchema = z.object({ now: z.string(), vehicles: z.array(fleetVehicleSchema) });
export type FleetResponse = z.infer<typeof fleetResponseSchema>;
