import { VEHICLE_WARNINGS, type Vehicle } from '@atrium/api';
import { COUNTRIES, seededFaker } from './random';

// Countries a lorry can drive between (the fleet drove London → Toronto and Mumbai → Jerusalem)
export const ROAD_REGIONS: ReadonlyArray<readonly string[]> = [
  ['United States', 'Canada'],
  ['United Kingdom', 'France', 'Germany', 'Spain'],
  ['Israel', 'Egypt'],
  ['India'],
  ['Brazil'],
  ['Japan'],
  ['Australia'],
];

export function seedVehicles(): Vehicle[] {
  const faker = seededFaker(11);
  return Array.from({ length: 25 }, (_, i) => {
    const [from, drawn] = faker.helpers.arrayElements(COUNTRIES, 2);
    // the destination drawn is moved into the start's region; the draws stay as they were
    const region = ROAD_REGIONS.find((r) => r.includes(from?.name ?? '')) ?? [from?.name ?? ''];
    const toName = region[COUNTRIES.findIndex((c) => c.name === drawn?.name) % region.length] ?? from?.name;
    const to = COUNTRIES.find((c) => c.name === toName) ?? from;
    const location = faker.number.int({ min: 100_000, max: 999_999 });
    const startCity = faker.helpers.arrayElement(from?.cities ?? ['Berlin']);
    // one draw, as arrayElement made it (a one-city list would make none and shift the rest)
    const ends = to?.cities ?? ['Paris'];
    const endIndex = faker.number.int({ max: ends.length - 1 });
    const endCity = ends[endIndex] === startCity ? ends[(endIndex + 1) % ends.length] : ends[endIndex];
    return {
      id: i + 1,
      location,
      startCity,
      startCountry: from?.name ?? 'Germany',
      endCity: endCity ?? 'Paris',
      endCountry: to?.name ?? 'France',
      warnings: i % 3 === 0 ? 'No Warnings' : faker.helpers.arrayElement(VEHICLE_WARNINGS),
      progress: faker.number.int({ min: 0, max: 100 }),
    };
  });
}

/** [longitude, latitude] of every city a vehicle can start or end in (the seed's COUNTRIES). */
export const CITY_COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  'New York': [-74.006, 40.7128],
  Chicago: [-87.6298, 41.8781],
  Austin: [-97.7431, 30.2672],
  Seattle: [-122.3321, 47.6062],
  London: [-0.1276, 51.5072],
  Leeds: [-1.5491, 53.8008],
  Bristol: [-2.5879, 51.4545],
  Berlin: [13.405, 52.52],
  Hamburg: [9.9937, 53.5511],
  Munich: [11.582, 48.1351],
  Paris: [2.3522, 48.8566],
  Lyon: [4.8357, 45.764],
  Marseille: [5.3698, 43.2965],
  'Tel Aviv': [34.7818, 32.0853],
  Haifa: [34.9896, 32.794],
  Jerusalem: [35.2137, 31.7683],
  Cairo: [31.2357, 30.0444],
  Alexandria: [29.9187, 31.2001],
  Mumbai: [72.8777, 19.076],
  Delhi: [77.1025, 28.7041],
  Bengaluru: [77.5946, 12.9716],
  'São Paulo': [-46.6333, -23.5505],
  'Rio de Janeiro': [-43.1729, -22.9068],
  Tokyo: [139.6503, 35.6762],
  Osaka: [135.5023, 34.6937],
  Sydney: [151.2093, -33.8688],
  Melbourne: [144.9631, -37.8136],
  Toronto: [-79.3832, 43.6532],
  Vancouver: [-123.1207, 49.2827],
  Madrid: [-3.7038, 40.4168],
  Barcelona: [2.1734, 41.3851],
};
