// An order as both backends describe it: when it was placed, its stored lines, its shipping, and
// the detail page's answer (totals, addresses, timeline) derived from the order and its lines.
// Pure: the mock calls it over its arrays, the server over its rows (decision 0028).
import { fromMinor, toMinor, type Address, type Order, type OrderDetail } from '@atrium/api';
import { COUNTRIES } from '../reference/countries';

/**
 * A line of an order as it was sold (issue 32, decision 0028): the product it names, and its name,
 * brand, picture and unit price at the time. Stored with the order, so a past order keeps its
 * lines and prices when the catalogue changes.
 */
export interface OrderLine {
  orderId: number;
  productId: number;
  productName: string;
  productBrand: string;
  image: string;
  /** dollars, two decimals */
  unitPrice: number;
  qty: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A tiny deterministic generator (xorshift), so the seed's lines are the same on every build. */
export function orderPrng(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** An order's shipping: free over $100, else 10% of the total up to $10. */
export function orderShipping(total: number): number {
  return total > 100 ? 0 : Math.min(10, round2(total * 0.1));
}

/** An order's instant from its month/day/year and 12-hour texts (the seed writes them in UTC). */
export function orderInstant(order: Pick<Order, 'date' | 'time'>): Date {
  const [month = 1, day = 1, year = 1970] = order.date.split('/').map(Number);
  const [, h = '12', m = '0', half = 'AM'] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(order.time) ?? [];
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return new Date(Date.UTC(year, month - 1, day, hours, Number(m)));
}

/** When an order was placed (its month/day/year and 12-hour texts, UTC). */
export function orderDate(order: Order): Date {
  const [m = 1, d = 1, y = 1970] = order.date.split('/').map(Number);
  const [clock = '12:00', half = 'AM'] = order.time.split(' ');
  const [h = 12, min = 0] = clock.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, (h % 12) + (half === 'PM' ? 12 : 0), min));
}

const STREETS = ['Market Street', 'Oak Avenue', 'High Street', 'Rue de Rivoli', 'Harbour Road', 'Station Lane', 'Park Road'];

function addressFor(order: Order, random: () => number): Address {
  const country = COUNTRIES[Math.floor(random() * COUNTRIES.length)] ?? COUNTRIES[0];
  const city = country?.cities[Math.floor(random() * (country.cities.length || 1))] ?? '';
  return {
    name: order.customer,
    line1: `${1 + Math.floor(random() * 240)} ${STREETS[Math.floor(random() * STREETS.length)] ?? STREETS[0]}`,
    city,
    country: country?.name ?? '',
    postcode: String(10_000 + Math.floor(random() * 89_999)),
    phone: `+1 555 ${String(1_000 + Math.floor(random() * 8_999))}`,
  };
}

/** Steps already reached for a status; "Ready to Pickup" replaces the courier steps. */
function stepsFor(status: Order['status']): OrderDetail['timeline'][number]['step'][] {
  switch (status) {
    case 'Dispatched':
      return ['Placed', 'Dispatched'];
    case 'Ready to Pickup':
      return ['Placed', 'Dispatched', 'Ready to Pickup'];
    case 'Out for Delivery':
      return ['Placed', 'Dispatched', 'Out for Delivery'];
    case 'Delivered':
      return ['Placed', 'Dispatched', 'Out for Delivery', 'Delivered'];
  }
}

/** The detail of `order` with its stored `lines` (in their order): pure, and the server's too. */
export function orderDetailOf(order: Order, lines: readonly Omit<OrderLine, 'orderId'>[]): OrderDetail {
  const random = orderPrng(order.id + 0x5eed);
  const total = round2(order.spent);
  const shipping = orderShipping(total);
  const items = lines.map((line) => ({ productId: line.productId, productName: line.productName, productBrand: line.productBrand, image: line.image, unitPrice: line.unitPrice, qty: line.qty }));
  // line totals are unitPrice × qty (in cents, exact); the rest of the total is tax
  const itemsSumMinor = items.reduce((a, item) => a + toMinor(item.unitPrice) * item.qty, 0);
  const itemsSum = fromMinor(itemsSumMinor);
  const tax = fromMinor(toMinor(total) - toMinor(shipping) - itemsSumMinor);
  const placed = orderDate(order);
  const hours = [0, 20, 30, 46, 70];
  const timeline = stepsFor(order.status).map((step, i) => ({ step, at: new Date(placed.getTime() + (hours[i] ?? 0) * 3_600_000).toISOString() }));
  const shippingAddress = addressFor(order, random);
  const billingAddress = random() < 0.7 ? shippingAddress : addressFor(order, random);
  return { order, items, totals: { subtotal: itemsSum, shipping, tax, total }, shippingAddress, billingAddress, timeline };
}
