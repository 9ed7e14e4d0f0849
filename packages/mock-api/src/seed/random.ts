// One seeded faker per domain: each domain's data depends only on its own seed, so growing one
// fixture never reshuffles another, and every machine gets the same records.
import { Faker, en } from '@faker-js/faker';

/** The fixed "today" of the fixtures (calendar events excepted: they follow the real month). */
export const REFERENCE_DATE = new Date('2025-06-15T10:00:00.000Z');
const BASE_SEED = 20_250_615;

export function seededFaker(domainSeed: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(BASE_SEED + domainSeed);
  faker.setDefaultRefDate(REFERENCE_DATE);
  return faker;
}

export interface Country {
  name: string;
  code: string;
  cities: readonly string[];
}

export const COUNTRIES: readonly Country[] = [
  { name: 'United States', code: 'us', cities: ['New York', 'Chicago', 'Austin', 'Seattle'] },
  { name: 'United Kingdom', code: 'gb', cities: ['London', 'Leeds', 'Bristol'] },
  { name: 'Germany', code: 'de', cities: ['Berlin', 'Hamburg', 'Munich'] },
  { name: 'France', code: 'fr', cities: ['Paris', 'Lyon', 'Marseille'] },
  { name: 'Israel', code: 'il', cities: ['Tel Aviv', 'Haifa', 'Jerusalem'] },
  { name: 'Egypt', code: 'eg', cities: ['Cairo', 'Alexandria'] },
  { name: 'India', code: 'in', cities: ['Mumbai', 'Delhi', 'Bengaluru'] },
  { name: 'Brazil', code: 'br', cities: ['São Paulo', 'Rio de Janeiro'] },
  { name: 'Japan', code: 'jp', cities: ['Tokyo', 'Osaka'] },
  { name: 'Australia', code: 'au', cities: ['Sydney', 'Melbourne'] },
  { name: 'Canada', code: 'ca', cities: ['Toronto', 'Vancouver'] },
  { name: 'Spain', code: 'es', cities: ['Madrid', 'Barcelona'] },
];

export function money(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
