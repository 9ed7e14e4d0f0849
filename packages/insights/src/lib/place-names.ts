// A branch's zone and queue names are data in English ("Main entrance", "Express checkout"). The
// names every seeded branch uses are shown in the reader's language (places.* in this namespace);
// a name the store set itself is shown as it is.
import { seededNameKey, useSeededName } from '@atrium/i18n';

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
