// The chain: 12 branches in 7 countries and 7 time zones, their zones and queues, and the
// hidden traits the generator draws their numbers from. Dates that the design states relative
// to today (a branch opened 5 months ago, one closed for renovation) follow the mock clock.
import type { Branch, HoursChange, OpeningHours, Queue, QueueKind, Zone, ZoneKind } from '@atrium/api';
import { dayNumberOf, isoDateOf, monthKeyOf, monthStartDay } from './calendar';
import { placeIncidents, SEED_INCIDENTS, type Incident, type IncidentSpec } from './incidents';

/** Traits behind a branch's numbers; never served. */
export interface BranchProfile {
  /** visitors on an average open day before seasonality and trend */
  baseDaily: number;
  /** Monday first; multiplies the day's visitors */
  weekdayWeights: readonly [number, number, number, number, number, number, number];
  /** the busiest day, whose hour profile has a broad midday peak */
  peakWeekday: number;
  conversion: number;
  /** average transaction value in major units of the branch's currency */
  atvMajor: number;
  upt: number;
  captureRate: number;
  dwellMinutes: number;
  bounceRate: number;
  groupShare: number;
  returningRate: number;
  /** visitors a staff member serves per hour before conversion suffers */
  starTarget: number;
  /** yearly growth (+) or decline (−) */
  trendPerYear: number;
}

export interface SeedBranch {
  branch: Branch;
  zones: Zone[];
  queues: Queue[];
  profile: BranchProfile;
  /** local day numbers with no data: closed for renovation */
  closedFrom: number | null;
  closedTo: number | null;
  openedDay: number;
  /** digits of the currency's minor unit (JPY 0, others 2) */
  currencyDigits: number;
  /** value of one major unit in the reporting currency (fixed demo rates) */
  fxToReporting: number;
  /** days whose hours differ from the week's (the branch's calendar holds them; GET /events serves them) */
  hoursChanges: HoursChange[];
  /** planted incidents (never served: the truth the detector and the explainer are checked against) */
  incidents: Incident[];
  /** promotion days on (the seed) or off (a control seed of the harness) */
  promotions: boolean;
}

/** A test-only option of the generator: other planted incidents, or promotions off. */
export interface ChainOptions {
  /** incidents to plant instead of the seed's six ([] plants none) */
  incidents?: readonly IncidentSpec[] | undefined;
  promotions?: boolean | undefined;
}

export const FX_TO_USD: Record<string, number> = { USD: 1, EUR: 1.08, GBP: 1.27, ILS: 0.27, AED: 0.2723, JPY: 0.0067 };

const h = (open: string, close: string) => ({ open, close });
const RETAIL: OpeningHours = [h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('11:00', '18:00')];
const ISRAEL: OpeningHours = [h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '21:00'), h('09:00', '22:00'), h('09:00', '15:00'), null, h('09:00', '21:00')];
const GERMANY: OpeningHours = [h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('09:00', '20:00'), null];
const US: OpeningHours = [h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '22:00'), h('09:00', '22:00'), h('11:00', '19:00')];
const GULF: OpeningHours = [h('10:00', '22:00'), h('10:00', '22:00'), h('10:00', '22:00'), h('10:00', '23:00'), h('14:00', '23:00'), h('10:00', '23:00'), h('10:00', '22:00')];
const JAPAN: OpeningHours = [h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '21:00'), h('10:00', '21:00'), h('10:00', '20:00')];

const SAT_PEAK = [0.86, 0.84, 0.9, 0.96, 1.12, 1.45, 0.78] as const;
const IL_PEAK = [0.95, 0.92, 0.98, 1.32, 1.18, 0, 1.02] as const;
const GULF_PEAK = [0.88, 0.86, 0.9, 1.05, 1.3, 1.4, 0.92] as const;

interface BranchInput {
  code: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  timezone: string;
  currency: string;
  lat: number;
  lng: number;
  areaM2: number;
  manager: string;
  hours: OpeningHours;
  tags: string[];
  openedAt: string;
  profile: BranchProfile;
  zones: ReadonlyArray<[string, ZoneKind, number, number, number, number]>;
  queues: ReadonlyArray<[string, QueueKind, number, number]>;
}

const baseProfile = (over: Partial<BranchProfile>): BranchProfile => ({
  baseDaily: 2400,
  weekdayWeights: SAT_PEAK,
  peakWeekday: 5,
  conversion: 0.24,
  atvMajor: 48,
  upt: 2.3,
  captureRate: 0.19,
  dwellMinutes: 19,
  bounceRate: 0.22,
  groupShare: 0.34,
  returningRate: 0.42,
  starTarget: 28,
  trendPerYear: 0.04,
  ...over,
});

// Floor plans: [name, kind, x, y, w, h] on a 0..100 grid.
const PLAN_LARGE: BranchInput['zones'] = [
  ['Main entrance', 'entrance', 40, 88, 20, 12],
  ['Checkout', 'checkout', 62, 70, 34, 14],
  ['Fitting rooms', 'fitting-room', 4, 6, 22, 20],
  ['Promo island', 'promo', 36, 44, 26, 18],
  ['Aisle A — apparel', 'aisle', 4, 30, 26, 40],
  ['Aisle B — home', 'aisle', 66, 6, 30, 30],
  ['Service desk', 'service-desk', 4, 76, 22, 16],
  ['Café', 'cafe', 30, 6, 32, 28],
];
const PLAN_MEDIUM: BranchInput['zones'] = [
  ['Entrance', 'entrance', 38, 86, 24, 14],
  ['Checkout', 'checkout', 60, 62, 36, 20],
  ['Fitting rooms', 'fitting-room', 4, 4, 30, 22],
  ['Seasonal promo', 'promo', 34, 38, 28, 20],
  ['Main aisle', 'aisle', 4, 30, 26, 52],
  ['Service desk', 'service-desk', 66, 8, 30, 26],
  ['Accessories aisle', 'aisle', 38, 6, 24, 26],
];
const PLAN_SMALL: BranchInput['zones'] = [
  ['Entrance', 'entrance', 36, 84, 28, 16],
  ['Checkout', 'checkout', 62, 56, 34, 24],
  ['Promo wall', 'promo', 4, 56, 30, 24],
  ['Aisle', 'aisle', 4, 6, 56, 44],
  ['Fitting rooms', 'fitting-room', 64, 6, 32, 40],
  ['Service point', 'service-desk', 36, 56, 22, 20],
];

const QUEUES_FULL: BranchInput['queues'] = [
  ['Main checkout', 'checkout', 6, 180],
  ['Express checkout', 'checkout', 3, 120],
  ['Service desk', 'service-desk', 2, 300],
  ['Returns', 'returns', 1, 240],
];
const QUEUES_PHARMA: BranchInput['queues'] = [
  ['Checkout', 'checkout', 5, 180],
  ['Pharmacy', 'pharmacy', 2, 300],
  ['Service desk', 'service-desk', 1, 300],
];
const QUEUES_SMALL: BranchInput['queues'] = [
  ['Checkout', 'checkout', 3, 180],
  ['Service point', 'service-desk', 1, 300],
];

const INPUTS: BranchInput[] = [
  {
    code: 'TLV-01', name: 'Tel Aviv Dizengoff', city: 'Tel Aviv', country: 'Israel', countryCode: 'IL', timezone: 'Asia/Jerusalem', currency: 'ILS',
    lat: 32.0853, lng: 34.7818, areaM2: 2400, manager: 'Noa Levi', hours: ISRAEL, tags: ['flagship', 'mall'], openedAt: '2016-03-01',
    profile: baseProfile({ baseDaily: 3400, weekdayWeights: IL_PEAK, peakWeekday: 3, atvMajor: 185, conversion: 0.27, trendPerYear: 0.06 }),
    zones: PLAN_LARGE, queues: QUEUES_FULL,
  },
  {
    code: 'HFA-01', name: 'Haifa Grand Canyon', city: 'Haifa', country: 'Israel', countryCode: 'IL', timezone: 'Asia/Jerusalem', currency: 'ILS',
    lat: 32.794, lng: 34.9896, areaM2: 1500, manager: 'Yossi Cohen', hours: ISRAEL, tags: ['mall'], openedAt: '2018-09-15',
    profile: baseProfile({ baseDaily: 1900, weekdayWeights: IL_PEAK, peakWeekday: 3, atvMajor: 160, conversion: 0.23, trendPerYear: -0.03 }),
    zones: PLAN_MEDIUM, queues: QUEUES_PHARMA,
  },
  {
    code: 'LON-01', name: 'London Oxford Street', city: 'London', country: 'United Kingdom', countryCode: 'GB', timezone: 'Europe/London', currency: 'GBP',
    lat: 51.5154, lng: -0.1419, areaM2: 3200, manager: 'Oliver Bennett', hours: RETAIL, tags: ['flagship', 'high-street', 'tourist'], openedAt: '2014-05-10',
    profile: baseProfile({ baseDaily: 5200, atvMajor: 41, conversion: 0.19, captureRate: 0.11, trendPerYear: 0.05, starTarget: 34 }),
    zones: PLAN_LARGE, queues: QUEUES_FULL,
  },
  {
    code: 'MAN-01', name: 'Manchester Arndale', city: 'Manchester', country: 'United Kingdom', countryCode: 'GB', timezone: 'Europe/London', currency: 'GBP',
    lat: 53.4831, lng: -2.2399, areaM2: 1800, manager: 'Grace Walker', hours: RETAIL, tags: ['mall'], openedAt: '2017-11-02',
    profile: baseProfile({ baseDaily: 2600, atvMajor: 36, conversion: 0.22, trendPerYear: 0.01 }),
    zones: PLAN_MEDIUM, queues: QUEUES_PHARMA,
  },
  {
    code: 'BER-01', name: 'Berlin Alexanderplatz', city: 'Berlin', country: 'Germany', countryCode: 'DE', timezone: 'Europe/Berlin', currency: 'EUR',
    lat: 52.5219, lng: 13.4132, areaM2: 2600, manager: 'Lena Fischer', hours: GERMANY, tags: ['flagship', 'high-street'], openedAt: '2015-02-20',
    profile: baseProfile({ baseDaily: 3900, atvMajor: 44, conversion: 0.25, trendPerYear: 0.03 }),
    zones: PLAN_LARGE, queues: QUEUES_FULL,
  },
  {
    code: 'MUC-01', name: 'Munich Marienplatz', city: 'Munich', country: 'Germany', countryCode: 'DE', timezone: 'Europe/Berlin', currency: 'EUR',
    lat: 48.1374, lng: 11.5755, areaM2: 1400, manager: 'Jonas Weber', hours: GERMANY, tags: ['new', 'high-street'], openedAt: '2000-01-01',
    profile: baseProfile({ baseDaily: 2100, atvMajor: 52, conversion: 0.21, trendPerYear: 0.12 }),
    zones: PLAN_MEDIUM, queues: QUEUES_SMALL,
  },
  {
    code: 'PAR-01', name: 'Paris Rivoli', city: 'Paris', country: 'France', countryCode: 'FR', timezone: 'Europe/Paris', currency: 'EUR',
    lat: 48.8606, lng: 2.3476, areaM2: 2100, manager: 'Camille Martin', hours: [h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('10:00', '20:00'), h('11:00', '19:00')],
    tags: ['high-street', 'tourist'], openedAt: '2016-06-01',
    profile: baseProfile({ baseDaily: 3000, atvMajor: 49, conversion: 0.2, trendPerYear: -0.02 }),
    zones: PLAN_LARGE, queues: QUEUES_FULL,
  },
  {
    code: 'NYC-01', name: 'New York SoHo', city: 'New York', country: 'United States', countryCode: 'US', timezone: 'America/New_York', currency: 'USD',
    lat: 40.7233, lng: -74.0007, areaM2: 2900, manager: 'Ava Thompson', hours: US, tags: ['flagship', 'tourist'], openedAt: '2013-10-12',
    profile: baseProfile({ baseDaily: 4600, atvMajor: 62, conversion: 0.21, captureRate: 0.13, trendPerYear: 0.07, starTarget: 32 }),
    zones: PLAN_LARGE, queues: QUEUES_FULL,
  },
  {
    code: 'CHI-01', name: 'Chicago Michigan Ave', city: 'Chicago', country: 'United States', countryCode: 'US', timezone: 'America/Chicago', currency: 'USD',
    lat: 41.8948, lng: -87.6243, areaM2: 2000, manager: 'Ethan Miller', hours: US, tags: ['high-street'], openedAt: '2017-04-08',
    profile: baseProfile({ baseDaily: 2800, atvMajor: 55, conversion: 0.24, trendPerYear: 0.02 }),
    zones: PLAN_MEDIUM, queues: QUEUES_PHARMA,
  },
  {
    code: 'AUS-01', name: 'Austin Domain', city: 'Austin', country: 'United States', countryCode: 'US', timezone: 'America/Chicago', currency: 'USD',
    lat: 30.4021, lng: -97.7253, areaM2: 1200, manager: 'Mia Garcia', hours: US, tags: ['mall', 'outlet'], openedAt: '2019-08-23',
    profile: baseProfile({ baseDaily: 1700, atvMajor: 47, conversion: 0.29, captureRate: 0.26, trendPerYear: 0.09 }),
    zones: PLAN_SMALL, queues: QUEUES_SMALL,
  },
  {
    code: 'DXB-01', name: 'Dubai Mall', city: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', timezone: 'Asia/Dubai', currency: 'AED',
    lat: 25.1972, lng: 55.2796, areaM2: 3000, manager: 'Omar Al Mansoori', hours: GULF, tags: ['flagship', 'mall', 'tourist'], openedAt: '2015-12-01',
    profile: baseProfile({ baseDaily: 4300, weekdayWeights: GULF_PEAK, peakWeekday: 5, atvMajor: 210, conversion: 0.18, dwellMinutes: 24, trendPerYear: 0.08 }),
    zones: PLAN_LARGE, queues: QUEUES_FULL,
  },
  {
    code: 'TYO-01', name: 'Tokyo Shibuya', city: 'Tokyo', country: 'Japan', countryCode: 'JP', timezone: 'Asia/Tokyo', currency: 'JPY',
    lat: 35.6595, lng: 139.7005, areaM2: 1300, manager: 'Haruto Sato', hours: JAPAN, tags: ['high-street'], openedAt: '2018-03-17',
    profile: baseProfile({ baseDaily: 3600, atvMajor: 6400, conversion: 0.31, captureRate: 0.09, dwellMinutes: 15, trendPerYear: 0.02, starTarget: 36 }),
    zones: PLAN_SMALL, queues: QUEUES_SMALL,
  },
];

export const YOUNG_BRANCH_ID = 'muc-01';
export const RENOVATING_BRANCH_ID = 'par-01';
export const DST_BRANCH_ID = 'lon-01';

const ZONE_CAPACITY_PER_M2: Record<ZoneKind, number> = {
  entrance: 0.6,
  checkout: 0.5,
  'fitting-room': 0.3,
  promo: 0.45,
  aisle: 0.35,
  'service-desk': 0.4,
  cafe: 0.5,
};

function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface Chain {
  todayDay: number;
  branches: SeedBranch[];
  byId: Map<string, SeedBranch>;
}

/** The seed as of a day (UTC date of the mock clock); `options` only in tests (the harness). */
export function buildChain(todayDay: number, options: ChainOptions = {}): Chain {
  const branches = INPUTS.map((input): SeedBranch => {
    const id = input.code.toLowerCase();
    let openedAt = input.openedAt;
    let status: Branch['status'] = 'open';
    let closedFrom: number | null = null;
    let closedTo: number | null = null;
    if (id === YOUNG_BRANCH_ID) {
      // opened on the 10th of the month five months back: a range before it is empty
      openedAt = isoDateOf(monthStartDay(monthKeyOf(todayDay) - 5) + 9);
    }
    if (id === RENOVATING_BRANCH_ID) {
      // closed for the last three weeks and the next four
      status = 'renovating';
      closedFrom = todayDay - 21;
      closedTo = todayDay + 28;
    }
    const capacity = Math.round((input.profile.baseDaily * 0.1) / 10) * 10;
    return {
      branch: {
        id,
        code: input.code,
        name: input.name,
        city: input.city,
        country: input.country,
        countryCode: input.countryCode,
        timezone: input.timezone,
        currency: input.currency,
        coordinates: { lat: input.lat, lng: input.lng },
        areaM2: input.areaM2,
        capacity,
        status,
        openedAt,
        manager: {
          name: input.manager,
          email: `${slug(input.manager)}@atrium-retail.example`,
          avatar: `/images/avatars/${(input.code.charCodeAt(0) % 8) + 1}.png`,
        },
        openingHours: input.hours,
        tags: input.tags,
      },
      zones: input.zones.map(([name, kind, x, y, w, hh], i) => {
        const areaM2 = Math.round((input.areaM2 * w * hh) / 10_000);
        return {
          id: `${id}-z${i + 1}`,
          branchId: id,
          name,
          kind,
          areaM2,
          capacity: Math.max(4, Math.round(areaM2 * ZONE_CAPACITY_PER_M2[kind])),
          position: { x, y, w, h: hh },
        };
      }),
      queues: input.queues.map(([name, kind, lanes, target], i) => ({
        id: `${id}-q${i + 1}`,
        branchId: id,
        name,
        kind,
        lanes,
        targetWaitSeconds: target,
      })),
      profile: input.profile,
      closedFrom,
      closedTo,
      openedDay: dayNumberOf(openedAt),
      currencyDigits: currencyDigits(input.currency),
      fxToReporting: FX_TO_USD[input.currency] ?? 1,
      hoursChanges: [],
      incidents: [],
      promotions: options.promotions ?? true,
    };
  });
  const planted = placeIncidents(branches, todayDay, options.incidents ?? SEED_INCIDENTS);
  for (const b of branches) b.incidents = planted.get(b.branch.id) ?? [];
  return { todayDay, branches, byId: new Map(branches.map((b) => [b.branch.id, b])) };
}

// Holidays and opening hours live in @atrium/api (dayPlanOn, branchStatusAt): the one rule the
// generator, the live board, the branch header and the server read.

export const SEASONALITY = [0.85, 0.88, 0.95, 0.98, 1.0, 1.02, 1.06, 1.03, 0.96, 1.0, 1.1, 1.35] as const;
