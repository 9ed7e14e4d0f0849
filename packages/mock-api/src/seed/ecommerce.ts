import {
  ALLOWED_DELIVERY,
  PAYMENT_METHODS,
  paymentState,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
  type CustomerDetail,
  type Order,
  type Product,
  type Referral,
  type Review,
} from '@atrium/api';
import { avatar, flagEmoji, productImage } from './images';
import { COUNTRIES, isoDate, money, personEmail, personName, seededFaker, seedMoment } from './random';

// [name, brand] per category: nine each, so the 50 products never run out of names
const PRODUCTS_BY_CATEGORY: Record<(typeof PRODUCT_CATEGORIES)[number], ReadonlyArray<readonly [string, string]>> = {
  Electronics: [
    ['Pulse ANC Wireless Earbuds', 'Sonora'],
    ['Voyager 14" Ultrabook', 'Kestrel'],
    ['Halo Smart Watch Series 3', 'Orbit'],
    ['Boombox Mini Bluetooth Speaker', 'Sonora'],
    ['Clarity 27" 4K Monitor', 'Kestrel'],
    ['Snap 20 MP Mirrorless Camera', 'Optika'],
    ['Tab S 11" Tablet, 128 GB', 'Orbit'],
    ['Nova 5G Smartphone, 256 GB', 'Orbit'],
    ['PowerCell 20,000 mAh Power Bank', 'Voltix'],
  ],
  Accessories: [
    ['Heritage Leather Wallet', 'Marlow & Co'],
    ['Aviator Polarised Sunglasses', 'Solène'],
    ['Commuter 20 L Backpack', 'Fjord'],
    ['Clear Armour Phone Case', 'Voltix'],
    ['Canvas Market Tote', 'Atrium Basics'],
    ['Thermo Steel Travel Mug, 450 ml', 'Fjord'],
    ['Braided Leather Belt', 'Marlow & Co'],
    ['Silk Square Scarf', 'Solène'],
    ['Merino Rib Beanie', 'Fjord'],
  ],
  Shoes: [
    ['Stride Runner 2 Running Shoes', 'Tempo'],
    ['Court Classic White Sneakers', 'Tempo'],
    ['Ridge Waterproof Hiking Boots', 'Alpenweg'],
    ['Breeze Canvas Slip-ons', 'Atrium Basics'],
    ['Coast Leather Sandals', 'Solène'],
    ['Suede Penny Loafers', 'Marlow & Co'],
    ['Trail Blazer Trainers', 'Alpenweg'],
    ["Kids' Light-up Sneakers", 'Tempo'],
    ['Chelsea Leather Boots', 'Marlow & Co'],
  ],
  Office: [
    ['Arc LED Desk Lamp', 'Lumen'],
    ['Posture Mesh Office Chair', 'Ergonord'],
    ['A5 Dotted Notebooks, Set of 3', 'Papier & Fils'],
    ['Vertical Ergonomic Mouse', 'Ergonord'],
    ['Quiet Low-profile Keyboard', 'Kestrel'],
    ['Rise Electric Standing Desk', 'Ergonord'],
    ['Fineliner Pens, Set of 12', 'Papier & Fils'],
    ['Undated Weekly Planner', 'Papier & Fils'],
    ['Bamboo Monitor Stand', 'Lumen'],
  ],
  'Home Decor': [
    ['Nordic Oak Table Clock', 'Hygge Home'],
    ['Coastline Print, Framed 50×70', 'Galerie'],
    ['Hand-blown Glass Vase', 'Hygge Home'],
    ['Linen Throw Pillow', 'Atrium Home'],
    ['Fig & Cedar Candle Trio', 'Hygge Home'],
    ['Wool Rug, 160×230', 'Atrium Home'],
    ['Round Brass Wall Mirror', 'Galerie'],
    ['Terracotta Plant Pot, Large', 'Atrium Home'],
    ['Chunky Knit Blanket', 'Hygge Home'],
  ],
  Games: [
    ['Nexus Game Console, 1 TB', 'Arcadia'],
    ['Horizon VR Headset', 'Arcadia'],
    ['ProPad Wireless Controller', 'Arcadia'],
    ['Apex Racing Wheel & Pedals', 'Gridline'],
    ['Harbour Traders Board Game', 'Meeple & Co'],
    ['Surround Gaming Headset', 'Sonora'],
    ['Tokyo at Night, 1000-piece Puzzle', 'Meeple & Co'],
    ['Retro Arcade Stick', 'Gridline'],
    ['Family Quiz Night Card Game', 'Meeple & Co'],
  ],
};

// What each category's things cost in a high-street store (a beanie at $1,150 read as nonsense)
const PRICE_RANGE: Record<(typeof PRODUCT_CATEGORIES)[number], readonly [number, number]> = {
  Electronics: [39, 1_299],
  Accessories: [12, 149],
  Shoes: [39, 229],
  Office: [6, 549],
  'Home Decor': [14, 349],
  Games: [19, 499],
};

// Each product's shelf price in dollars: the category range gave a jigsaw puzzle at $428 and a
// beanie at $136; a product now sells within 10% of its own price
export const LIST_PRICE: Readonly<Record<string, number>> = {
  'Pulse ANC Wireless Earbuds': 149, 'Voyager 14" Ultrabook': 1_199, 'Halo Smart Watch Series 3': 299, 'Boombox Mini Bluetooth Speaker': 79,
  'Clarity 27" 4K Monitor': 379, 'Snap 20 MP Mirrorless Camera': 899, 'Tab S 11" Tablet, 128 GB': 449, 'Nova 5G Smartphone, 256 GB': 699,
  'PowerCell 20,000 mAh Power Bank': 49,
  'Heritage Leather Wallet': 59, 'Aviator Polarised Sunglasses': 129, 'Commuter 20 L Backpack': 89, 'Clear Armour Phone Case': 25,
  'Canvas Market Tote': 19, 'Thermo Steel Travel Mug, 450 ml': 29, 'Braided Leather Belt': 45, 'Silk Square Scarf': 79, 'Merino Rib Beanie': 29,
  'Stride Runner 2 Running Shoes': 129, 'Court Classic White Sneakers': 89, 'Ridge Waterproof Hiking Boots': 179, 'Breeze Canvas Slip-ons': 39,
  'Coast Leather Sandals': 69, 'Suede Penny Loafers': 119, 'Trail Blazer Trainers': 99, "Kids' Light-up Sneakers": 45, 'Chelsea Leather Boots': 159,
  'Arc LED Desk Lamp': 59, 'Posture Mesh Office Chair': 289, 'A5 Dotted Notebooks, Set of 3': 19, 'Vertical Ergonomic Mouse': 49,
  'Quiet Low-profile Keyboard': 79, 'Rise Electric Standing Desk': 549, 'Fineliner Pens, Set of 12': 15, 'Undated Weekly Planner': 22,
  'Bamboo Monitor Stand': 39,
  'Nordic Oak Table Clock': 65, 'Coastline Print, Framed 50×70': 120, 'Hand-blown Glass Vase': 49, 'Linen Throw Pillow': 35,
  'Fig & Cedar Candle Trio': 39, 'Wool Rug, 160×230': 329, 'Round Brass Wall Mirror': 149, 'Terracotta Plant Pot, Large': 45, 'Chunky Knit Blanket': 89,
  'Nexus Game Console, 1 TB': 499, 'Horizon VR Headset': 399, 'ProPad Wireless Controller': 69, 'Apex Racing Wheel & Pedals': 299,
  'Harbour Traders Board Game': 45, 'Surround Gaming Headset': 99, 'Tokyo at Night, 1000-piece Puzzle': 25, 'Retro Arcade Stick': 149,
  'Family Quiz Night Card Game': 19,
};

export function seedProducts(): Product[] {
  const faker = seededFaker(4);
  return Array.from({ length: 50 }, (_, i) => {
    const category = PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length] ?? 'Electronics';
    const names = PRODUCTS_BY_CATEGORY[category];
    const [productName, productBrand] = names[Math.floor(i / PRODUCT_CATEGORIES.length) % names.length] ?? ['Gift Card', 'Atrium Retail'];
    const stock = faker.datatype.boolean({ probability: 0.7 });
    return {
      id: i + 1,
      productName,
      productBrand,
      category,
      stock,
      sku: 10_000 + i * 173 + faker.number.int({ min: 0, max: 99 }),
      // one draw, as before: the product's own price give or take 10%, ending in .99
      price: money(Math.max(1, Math.round((LIST_PRICE[productName] ?? PRICE_RANGE[category][0]) * faker.number.float({ min: 0.9, max: 1.1 }))) - 0.01),
      qty: stock ? faker.number.int({ min: 1, max: 900 }) : 0,
      status: faker.helpers.arrayElement(PRODUCT_STATUSES),
      image: productImage(category, productName),
      version: 1,
    };
  });
}

const REVIEW_HEADS = {
  good: ['Great product', 'Love it', 'Worth every penny', 'Exactly what I wanted', 'Better than expected', 'Would buy again'],
  mixed: ['Good, not great', 'Does the job', 'Fine for the price', 'Some room for improvement'],
  bad: ['Not as described', 'Disappointed', 'Returned it', 'Poor quality for the price'],
} as const;

const REVIEW_LINES = {
  good: [
    'Picked it up at the {city} store and the staff helped me choose.',
    'Arrived two days after I ordered, well packed.',
    'Looks even better in real life than in the photos.',
    'I bought a second one as a gift.',
    'Solid build and it feels like it will last.',
  ],
  mixed: [
    'It works, but the instructions could be clearer.',
    'Nice design, although the colour is a little darker than on the website.',
    'Delivery took a week longer than promised.',
    'Good value, but I expected slightly better finishing.',
  ],
  bad: [
    'It stopped working after two weeks and I had to return it.',
    'The box was damaged and one part was missing.',
    'Much smaller than it looks in the pictures.',
    'Customer service in {city} sorted out the refund quickly, at least.',
  ],
} as const;

const CATEGORY_LINES: Record<(typeof PRODUCT_CATEGORIES)[number], { good: string; bad: string }> = {
  Electronics: { good: 'The battery easily lasts a full day and pairing took seconds.', bad: 'The battery drains faster than advertised.' },
  Accessories: { good: 'The materials feel premium and it goes with everything.', bad: 'The stitching started to come loose within a month.' },
  Shoes: { good: 'True to size and comfortable from the first day, no breaking in.', bad: 'The sizing runs small; order half a size up.' },
  Office: { good: 'My home office finally feels organised, and my back thanks me.', bad: 'Assembly took over an hour and two screws did not fit.' },
  'Home Decor': { good: 'It makes the living room feel warmer; visitors always ask where it is from.', bad: 'The colour looked different in my living room than in the store.' },
  Games: { good: 'The whole family played it all weekend.', bad: 'The controller lost connection a few times during a match.' },
};

const REVIEW_CITIES = ['Tel Aviv', 'Haifa', 'London', 'Manchester', 'Berlin', 'Munich', 'Paris', 'New York', 'Chicago', 'Austin', 'Dubai', 'Tokyo'];

export function seedReviews(products: readonly Product[], now: Date = new Date()): Review[] {
  const faker = seededFaker(5, now);
  return Array.from({ length: 100 }, (_, i) => {
    const product = faker.helpers.arrayElement(products);
    const reviewer = personName(faker);
    const rating = faker.number.int({ min: 1, max: 5 });
    const mood = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
    const city = faker.helpers.arrayElement(REVIEW_CITIES);
    const category = CATEGORY_LINES[product.category as (typeof PRODUCT_CATEGORIES)[number]] ?? CATEGORY_LINES.Electronics;
    const lines = [
      ...(mood === 'mixed' ? [] : [mood === 'good' ? category.good : category.bad]),
      ...faker.helpers.arrayElements(REVIEW_LINES[mood], { min: 1, max: 2 }).map((line) => line.replace('{city}', city)),
    ];
    return {
      id: i + 1,
      product: product.productName,
      companyName: product.productBrand,
      productImage: product.image,
      reviewer,
      email: personEmail(faker, reviewer),
      avatar: avatar(reviewer),
      date: isoDate(faker.date.recent({ days: 180 })),
      status: faker.helpers.arrayElement(REVIEW_STATUSES),
      review: rating,
      head: faker.helpers.arrayElement(REVIEW_HEADS[mood]),
      para: lines.join(' '),
    };
  });
}

export function seedReferrals(): Referral[] {
  const faker = seededFaker(6);
  return Array.from({ length: 45 }, (_, i) => {
    const user = personName(faker);
    const value = faker.number.int({ min: 100, max: 9_999 });
    return {
      id: i + 1,
      user,
      email: personEmail(faker, user),
      avatar: avatar(user),
      referredId: faker.number.int({ min: 10_000, max: 99_999 }),
      status: faker.helpers.arrayElement(REFERRAL_STATUSES),
      value: money(value),
      earning: money(Math.round(value * faker.number.float({ min: 0.05, max: 0.2 }) * 100) / 100),
    };
  });
}

function monthDayYear(date: Date): string {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

function twelveHour(date: Date): string {
  const h = date.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const PAYMENT_WEIGHTS = [
  { value: 1, weight: 70 },
  { value: 2, weight: 15 },
  { value: 3, weight: 8 },
  { value: 4, weight: 7 },
];
const STATUS_WEIGHTS: Record<Order['status'], number> = { Delivered: 60, 'Out for Delivery': 12, 'Ready to Pickup': 13, Dispatched: 15 };

/**
 * 100 orders over the last 90 days; the last added (listed first) is today's. Each order's
 * delivery status is drawn among those its payment allows (order-state.ts in @atrium/api): no
 * cancelled or failed order is out for delivery or delivered.
 *
 * Each order is placed by one of `customers` (issue 32, decision 0028): its name, email and
 * avatar are that customer's as they were when it ordered, so a customer's orders and total spent
 * are counted from the orders. The customer is drawn with a faker of its own, so the orders'
 * other fields are the draws they were before.
 */
export function seedOrders(now: Date = new Date(), customers: readonly CustomerDetail[] = seedCustomers()): Order[] {
  const faker = seededFaker(7, now);
  const buyers = seededFaker(9);
  return Array.from({ length: 100 }, (_, i) => {
    // the name and email drawn here before orders had customers; drawn still, so the rest stays
    const drawn = personName(faker);
    const when = seedMoment(now, Math.floor(((99 - i) * 90) / 100), faker.number.int({ min: 8 * 60, max: 21 * 60 }), 99 - i);
    const order = 5_400 + i * 7 + faker.number.int({ min: 0, max: 6 });
    personEmail(faker, drawn);
    const buyer = customers.length > 0 ? buyers.helpers.arrayElement(customers) : undefined;
    const customer = buyer?.customer ?? drawn;
    const email = buyer?.email ?? personEmail(buyers, drawn);
    // most orders of a running shop are paid and, after a few days, delivered
    const payment = faker.helpers.weightedArrayElement(PAYMENT_WEIGHTS);
    return {
      id: i + 1,
      order,
      customer,
      email,
      avatar: avatar(customer),
      payment,
      status: faker.helpers.weightedArrayElement(ALLOWED_DELIVERY[paymentState(payment)].map((value) => ({ value, weight: STATUS_WEIGHTS[value] }))),
      spent: faker.number.float({ min: 10, max: 999, fractionDigits: 2 }),
      method: faker.helpers.arrayElement(PAYMENT_METHODS),
      date: monthDayYear(when),
      time: twelveHour(when),
      methodNumber: faker.number.int({ min: 1_000, max: 9_999 }),
      version: 1,
    };
  });
}

export function seedCustomers(): CustomerDetail[] {
  const faker = seededFaker(8);
  const ids = faker.helpers.uniqueArray(() => faker.number.int({ min: 100_000, max: 999_999 }), 100);
  return ids.map((customerId, i) => {
    const customer = personName(faker);
    const country = faker.helpers.arrayElement(COUNTRIES);
    // a shop's regular buys a few times a year at a believable basket (it was up to 900 orders at
    // $11 each); the two draws stay where they were, so the customers' other fields do not change
    const order = faker.number.int({ min: 1, max: 30 });
    const averageOrder = faker.number.float({ min: 25, max: 320, fractionDigits: 2 });
    return {
      id: i + 1,
      customer,
      customerId,
      email: personEmail(faker, customer),
      country: country.name,
      countryFlag: flagEmoji(country.code),
      countryCode: country.code,
      order,
      totalSpent: Math.round(order * averageOrder * 100) / 100,
      avatar: avatar(customer),
      status: 'Active',
      contact: faker.phone.number({ style: 'international' }),
    };
  });
}

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

/**
 * The seed's lines of one order, drawn once from the seed's catalogue: one to three products,
 * whose amounts share the order's subtotal (its total less shipping and 8% tax) by weight.
 * Before decision 0028 the order page drew these on every request over the *current* catalogue.
 */
export function seedOrderLinesOf(order: Pick<Order, 'id' | 'spent'>, products: readonly Product[]): OrderLine[] {
  const random = orderPrng(order.id);
  const total = round2(order.spent);
  const shipping = orderShipping(total);
  const tax = round2((total - shipping) * (0.08 / 1.08));
  const subtotal = round2(total - shipping - tax);
  const count = Math.min(1 + Math.floor(random() * 3), Math.max(1, products.length));
  const picked: Product[] = [];
  for (let i = 0; i < count && products.length > 0; i++) {
    const product = products[Math.floor(random() * products.length)];
    if (product && !picked.includes(product)) picked.push(product);
  }
  const weights = picked.map(() => 1 + random());
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let left = subtotal;
  return picked.map((product, i) => {
    const qty = 1 + Math.floor(random() * 2);
    const line = i === picked.length - 1 ? round2(left) : round2((subtotal * (weights[i] ?? 1)) / weightSum);
    left = round2(left - line);
    return { orderId: order.id, productId: product.id, productName: product.productName, productBrand: product.productBrand, image: product.image, unitPrice: round2(line / qty), qty };
  });
}

/** Every seed order's lines, in order. */
export function seedOrderLines(orders: readonly Order[], products: readonly Product[]): OrderLine[] {
  return orders.flatMap((order) => seedOrderLinesOf(order, products));
}
