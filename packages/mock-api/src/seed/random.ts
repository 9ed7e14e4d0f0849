// One seeded faker per domain: each domain's data depends only on its own seed, so growing one
// fixture never reshuffles another, and every machine gets the same records.
import { Faker, en } from '@faker-js/faker';

const BASE_SEED = 20_250_615;
export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Midnight (UTC) of `now`'s day. Every seeded date is an offset from it, so the data is dated
 * from today and is the same all day long (the seed's content never depends on the day).
 */
export function startOfSeedDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function seededFaker(domainSeed: number, now: Date = new Date()): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(BASE_SEED + domainSeed);
  faker.setDefaultRefDate(startOfSeedDay(now));
  return faker;
}

/**
 * A moment `daysAgo` days before today at `minuteOfDay` (UTC). Today's moments that have not
 * come yet are pulled back to just before `now` (`rank` minutes apart, so their order holds):
 * nothing is ever dated in the future.
 */
export function seedMoment(now: Date, daysAgo: number, minuteOfDay: number, rank = 0): Date {
  const at = startOfSeedDay(now).getTime() - daysAgo * DAY_MS + minuteOfDay * MINUTE_MS;
  const latest = now.getTime() - (rank + 1) * 3 * MINUTE_MS;
  return new Date(Math.min(at, latest));
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

// faker's full names come with titles and suffixes ("Dr. Dusty Weissnat", "Santina Ondricka DVM",
// "Mara West I") that read as generated, and put "dr._" at the front of e-mail addresses
const TITLE = /^(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+/;
const SUFFIX = /\s+(?:Jr\.|Sr\.|I|II|III|IV|V|MD|DDS|PhD|DVM)$/;

/** A person's first and last name, drawn as faker.person.fullName() draws it (the same random steps). */
export function personName(faker: Faker): string {
  return faker.person.fullName().replace(TITLE, '').replace(SUFFIX, '');
}

/**
 * `name`'s e-mail address at example.com: first.last plus the number faker added, if any. Drawn as
 * faker.internet.email() draws it, whose own address paired the first name with another surname
 * ("Maurice Gutkowski" wrote from maurice.johns@example.com).
 */
export function personEmail(faker: Faker, name: string): string {
  const [first = 'someone', ...rest] = name.split(' ');
  const drawn = faker.internet.email({ firstName: first, provider: 'example.com' });
  const digits = /(\d+)@/.exec(drawn)?.[1] ?? '';
  return `${nameHandle(first, rest.at(-1) ?? '')}${digits}@example.com`;
}

/** "first.last" in plain lower-case letters ("Zoë O'Keefe" → "zoe.okeefe"): a person's username and mailbox. */
export function nameHandle(first: string, last: string): string {
  return [first, last]
    .map((part) => part.normalize('NFKD').replace(/[^A-Za-z]/g, '').toLowerCase())
    .filter(Boolean)
    .join('.');
}
