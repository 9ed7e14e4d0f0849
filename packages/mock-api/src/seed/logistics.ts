import { VEHICLE_WARNINGS, type Vehicle } from '@atrium/api';
import { COUNTRIES, seededFaker } from './random';

export function seedVehicles(): Vehicle[] {
  const faker = seededFaker(11);
  return Array.from({ length: 25 }, (_, i) => {
    const [from, to] = faker.helpers.arrayElements(COUNTRIES, 2);
    return {
      id: i + 1,
      location: faker.number.int({ min: 100_000, max: 999_999 }),
      startCity: faker.helpers.arrayElement(from?.cities ?? ['Berlin']),
      startCountry: from?.name ?? 'Germany',
      endCity: faker.helpers.arrayElement(to?.cities ?? ['Paris']),
      endCountry: to?.name ?? 'France',
      warnings: i % 3 === 0 ? 'No Warnings' : faker.helpers.arrayElement(VEHICLE_WARNINGS),
      progress: faker.number.int({ min: 0, max: 100 }),
    };
  });
}
