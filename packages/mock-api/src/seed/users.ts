import { BILLING_METHODS, SPEC_ROLE_ALIASES, USER_PLANS, USER_ROLES, USER_STATUSES, type LoginUser, type UserDetail } from '@atrium/api';
import { avatar } from './images';
import { BUSINESSES } from './phrases';
import { COUNTRIES, DAY_MS, isoDate, nameHandle, seededFaker, startOfSeedDay } from './random';

const LANGUAGES = ['English', 'French', 'German', 'Spanish', 'Hebrew', 'Arabic'];

export function seedUsers(): UserDetail[] {
  const faker = seededFaker(13);
  const businesses = seededFaker(113);
  const taken = new Set<string>();
  return Array.from({ length: 50 }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const fullName = `${first} ${last}`;
    // faker's company name is still drawn (and dropped) so every other field of the 50 users, which
    // tests and e2e specs read, stays as it was; the company is one Atrium Retail works with
    faker.company.name();
    const business = businesses.helpers.arrayElement(BUSINESSES);
    // the spec's user roles cycle so every role is present; each is stored as the role it stands for
    const role = SPEC_ROLE_ALIASES[USER_ROLES[i % USER_ROLES.length] ?? 'subscriber'];
    // faker's username and e-mail are drawn (and dropped) too, for the same reason: both come from
    // the user's own name ("Dario Monahan" is dario.monahan, writing from their company's mailbox), a
    // number added only where two users would share one
    faker.internet.username({ firstName: first, lastName: last });
    const username = uniqueHandle(nameHandle(first, last), taken);
    // the country drawn is dropped too: a user lives where their company is
    faker.helpers.arrayElement(COUNTRIES);
    const contact = faker.phone.number({ style: 'international' });
    faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' });
    return {
      id: i + 1,
      fullName,
      company: business.name,
      role,
      username,
      country: business.country,
      contact,
      email: `${username}@${business.domain}`,
      currentPlan: faker.helpers.arrayElement(USER_PLANS),
      status: faker.helpers.arrayElement(USER_STATUSES),
      avatar: i % 3 === 0 ? '' : avatar(fullName),
      billing: faker.helpers.arrayElement(BILLING_METHODS),
      taskDone: faker.number.int({ min: 0, max: 2_000 }),
      projectDone: faker.number.int({ min: 0, max: 300 }),
      taxId: `Tax-${faker.number.int({ min: 1_000, max: 9_999 })}`,
      language: faker.helpers.arrayElement(LANGUAGES),
      version: 1,
    };
  });
}

/** `handle`, or handle2, handle3… where an earlier user has it; remembers the one returned in `taken`. */
function uniqueHandle(handle: string, taken: Set<string>): string {
  let unique = handle;
  for (let n = 2; taken.has(unique); n++) unique = `${handle}${n}`;
  taken.add(unique);
  return unique;
}

/** The two demo logins of the README; their rules come from their role (LOGIN_ROLE_TO_ROLE). */
export function seedLoginUsers(): LoginUser[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      password: 'admin',
      avatar: avatar('John Doe'),
      email: 'admin@demo.com',
      role: 'admin',
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      password: 'client',
      avatar: avatar('Jane Doe'),
      email: 'client@demo.com',
      role: 'client',
    },
  ];
}

/**
 * The day each seeded account joined (its profile's "Joined"; `created_at` of its row on the
 * server), by `${principal}:${id}`: the demo admin's is its profile's, the others spread over the
 * three years before the seed's day, the same for every seed of one day.
 */
export function seedAccountJoinedAt(users: readonly UserDetail[], logins: readonly LoginUser[], now: Date, demoAdminJoined: string): Record<string, string> {
  const day = startOfSeedDay(now).getTime();
  const daysAgo = (n: number) => isoDate(new Date(day - n * DAY_MS));
  return {
    ...Object.fromEntries(logins.map((l) => [`login:${l.id}`, l.id === 1 ? demoAdminJoined : daysAgo(400 + l.id * 11)])),
    ...Object.fromEntries(users.map((u) => [`user:${u.id}`, daysAgo(30 + ((u.id * 37) % 1_000))])),
  };
}
