// Place names are data in English: a branch's name, city and country ("Tel Aviv Dizengoff", "Tel
// Aviv", "Israel") and its zones and queues ("Main entrance", "Express checkout"). The names the
// seed gives are shown in the reader's language (branchNames.*, cities.*, countries.*, places.* in
// this namespace); a name the chain set itself is shown as it is. The stored English name stays
// what the API searches and sorts.
import { seededNameKey, useSeededName } from '@atrium/i18n';
import { useMemo } from 'react';

/** The seeded zone and queue names (packages/mock-api's floor plans and queues) and their keys. */
const PLACE_KEYS: Readonly<Record<string, string>> = {
  'Main entrance': 'mainEntrance',
  Entrance: 'entrance',
  Checkout: 'checkout',
  'Main checkout': 'mainCheckout',
  'Express checkout': 'expressCheckout',
  'Fitting rooms': 'fittingRooms',
  'Promo island': 'promoIsland',
  'Seasonal promo': 'seasonalPromo',
  'Promo wall': 'promoWall',
  'Aisle A — apparel': 'aisleApparel',
  'Aisle B — home': 'aisleHome',
  'Main aisle': 'mainAisle',
  'Accessories aisle': 'accessoriesAisle',
  Aisle: 'aisle',
  'Service desk': 'serviceDesk',
  'Service point': 'servicePoint',
  Café: 'cafe',
  Returns: 'returns',
  Pharmacy: 'pharmacy',
};

/** The translation key (under places.) of a seeded zone or queue name; undefined for any other name. */
export function placeKey(name: string): string | undefined {
  return seededNameKey(PLACE_KEYS, name);
}

/** A zone's or queue's name as the reader reads it: translated when it is a seeded name, else as stored. */
export function usePlaceName(): (name: string) => string {
  return useSeededName('insights', 'places', PLACE_KEYS);
}

/** The seeded branches' names (packages/mock-api's insights seed) and their keys. */
const BRANCH_KEYS: Readonly<Record<string, string>> = {
  'Tel Aviv Dizengoff': 'tlvDizengoff',
  'Haifa Grand Canyon': 'hfaGrandCanyon',
  'London Oxford Street': 'lonOxfordStreet',
  'Manchester Arndale': 'manArndale',
  'Berlin Alexanderplatz': 'berAlexanderplatz',
  'Munich Marienplatz': 'mucMarienplatz',
  'Paris Rivoli': 'parRivoli',
  'New York SoHo': 'nycSoho',
  'Chicago Michigan Ave': 'chiMichiganAve',
  'Austin Domain': 'ausDomain',
  'Dubai Mall': 'dxbDubaiMall',
  'Tokyo Shibuya': 'tyoShibuya',
};

/** The seeded branches' cities and their keys. */
const CITY_KEYS: Readonly<Record<string, string>> = {
  'Tel Aviv': 'telAviv',
  Haifa: 'haifa',
  London: 'london',
  Manchester: 'manchester',
  Berlin: 'berlin',
  Munich: 'munich',
  Paris: 'paris',
  'New York': 'newYork',
  Chicago: 'chicago',
  Austin: 'austin',
  Dubai: 'dubai',
  Tokyo: 'tokyo',
};

/** The seeded branches' countries and their keys. */
const COUNTRY_KEYS: Readonly<Record<string, string>> = {
  Israel: 'israel',
  'United Kingdom': 'unitedKingdom',
  Germany: 'germany',
  France: 'france',
  'United States': 'unitedStates',
  'United Arab Emirates': 'unitedArabEmirates',
  Japan: 'japan',
};

/** The translation key (under branchNames., cities. or countries.) of a seeded name; undefined for any other. */
export function branchNameKey(name: string): string | undefined {
  return seededNameKey(BRANCH_KEYS, name);
}
export function cityKey(name: string): string | undefined {
  return seededNameKey(CITY_KEYS, name);
}
export function countryKey(name: string): string | undefined {
  return seededNameKey(COUNTRY_KEYS, name);
}

/** How the reader reads a branch's name, city and country. */
export interface BranchNames {
  name: (name: string) => string;
  city: (city: string) => string;
  country: (country: string) => string;
}

/** A branch's name, city and country as the reader reads them: translated when seeded, else as stored. */
export function useBranchNames(): BranchNames {
  const name = useSeededName('insights', 'branchNames', BRANCH_KEYS);
  const city = useSeededName('insights', 'cities', CITY_KEYS);
  const country = useSeededName('insights', 'countries', COUNTRY_KEYS);
  return useMemo(() => ({ name, city, country }), [name, city, country]);
}

/** Branches with their names as the reader reads them (for a picker or a lookup by id). */
export function useLocalBranches<T extends { name: string }>(branches: readonly T[] | undefined): T[] | undefined {
  const { name } = useBranchNames();
  return useMemo(() => branches?.map((b) => ({ ...b, name: name(b.name) })), [branches, name]);
}
