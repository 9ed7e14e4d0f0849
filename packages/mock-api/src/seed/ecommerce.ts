import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
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
import { avatar, flagEmoji, thumbnail } from './images';
import { COUNTRIES, isoDate, money, seededFaker } from './random';

const BRANDS = ['Apple', 'Samsung', 'Sony', 'Nike', 'Adidas', 'Logitech', 'IKEA', 'Nintendo', 'Microsoft', 'Puma', 'Dell', 'Philips'];
const PRODUCTS_BY_CATEGORY: Record<(typeof PRODUCT_CATEGORIES)[number], readonly string[]> = {
  Electronics: ['Smart Watch', 'Wireless Earbuds', 'Tablet', 'Laptop', 'Smartphone', 'Bluetooth Speaker', 'Camera', 'Monitor'],
  Accessories: ['Leather Wallet', 'Sunglasses', 'Backpack', 'Phone Case', 'Wrist Strap', 'Travel Mug', 'Keychain', 'Belt'],
  Shoes: ['Running Shoes', 'Sneakers', 'Hiking Boots', 'Slip-ons', 'Sandals', 'Trainers', 'Loafers', 'Football Boots'],
  Office: ['Desk Lamp', 'Office Chair', 'Notebook Set', 'Ergonomic Mouse', 'Keyboard', 'Standing Desk', 'Pen Set', 'Planner'],
  'Home Decor': ['Table Clock', 'Wall Art', 'Flower Vase', 'Throw Pillow', 'Candle Set', 'Floor Rug', 'Mirror', 'Plant Pot'],
  Games: ['Game Console', 'VR Headset', 'Controller', 'Racing Wheel', 'Board Game', 'Gaming Headset', 'Puzzle Box', 'Arcade Stick'],
};

export function seedProducts(): Product[] {
  const faker = seededFaker(4);
  return Array.from({ length: 50 }, (_, i) => {
    const category = PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length] ?? 'Electronics';
    const productName = PRODUCTS_BY_CATEGORY[category][Math.floor(i / PRODUCT_CATEGORIES.length)] ?? `Item ${i + 1}`;
    const stock = faker.datatype.boolean({ probability: 0.7 });
    return {
      id: i + 1,
      productName,
      productBrand: faker.helpers.arrayElement(BRANDS),
      category,
      stock,
      sku: 10_000 + i * 173 + faker.number.int({ min: 0, max: 99 }),
      price: money(faker.number.float({ min: 5, max: 1_999, fractionDigits: 2 })),
      qty: stock ? faker.number.int({ min: 1, max: 900 }) : 0,
      status: faker.helpers.arrayElement(PRODUCT_STATUSES),
      image: thumbnail(productName),
    };
  });
}

export function seedReviews(products: readonly Product[]): Review[] {
  const faker = seededFaker(5);
  return Array.from({ length: 100 }, (_, i) => {
    const product = faker.helpers.arrayElement(products);
    const reviewer = faker.person.fullName();
    const rating = faker.number.int({ min: 1, max: 5 });
    return {
      id: i + 1,
      product: product.productName,
      companyName: product.productBrand,
      productImage: product.image,
      reviewer,
      email: faker.internet.email({ firstName: reviewer.split(' ')[0], provider: 'example.com' }).toLowerCase(),
      avatar: avatar(reviewer),
      date: isoDate(faker.date.past({ years: 1 })),
      status: faker.helpers.arrayElement(REVIEW_STATUSES),
      review: rating,
      head: rating >= 4 ? faker.helpers.arrayElement(['Great product', 'Love it', 'Worth every penny']) : faker.helpers.arrayElement(['Not as described', 'Could be better', 'Average quality']),
      para: faker.lorem.sentences({ min: 1, max: 3 }),
    };
  });
}

export function seedReferrals(): Referral[] {
  const faker = seededFaker(6);
  return Array.from({ length: 45 }, (_, i) => {
    const user = faker.person.fullName();
    const value = faker.number.int({ min: 100, max: 9_999 });
    return {
      id: i + 1,
      user,
      email: faker.internet.email({ firstName: user.split(' ')[0], provider: 'example.com' }).toLowerCase(),
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

export function seedOrders(): Order[] {
  const faker = seededFaker(7);
  return Array.from({ length: 100 }, (_, i) => {
    const customer = faker.person.fullName();
    const when = faker.date.past({ years: 1 });
    return {
      id: i + 1,
      order: 5_400 + i * 7 + faker.number.int({ min: 0, max: 6 }),
      customer,
      email: faker.internet.email({ firstName: customer.split(' ')[0], provider: 'example.com' }).toLowerCase(),
      avatar: avatar(customer),
      payment: faker.number.int({ min: 1, max: 4 }),
      status: faker.helpers.arrayElement(ORDER_STATUSES),
      spent: faker.number.float({ min: 10, max: 999, fractionDigits: 2 }),
      method: faker.helpers.arrayElement(PAYMENT_METHODS),
      date: monthDayYear(when),
      time: twelveHour(when),
      methodNumber: faker.number.int({ min: 1_000, max: 9_999 }),
    };
  });
}

export function seedCustomers(): CustomerDetail[] {
  const faker = seededFaker(8);
  const ids = faker.helpers.uniqueArray(() => faker.number.int({ min: 100_000, max: 999_999 }), 100);
  return ids.map((customerId, i) => {
    const customer = faker.person.fullName();
    const country = faker.helpers.arrayElement(COUNTRIES);
    return {
      id: i + 1,
      customer,
      customerId,
      email: faker.internet.email({ firstName: customer.split(' ')[0], provider: 'example.com' }).toLowerCase(),
      country: country.name,
      countryFlag: flagEmoji(country.code),
      countryCode: country.code,
      order: faker.number.int({ min: 0, max: 900 }),
      totalSpent: faker.number.float({ min: 0, max: 9_999, fractionDigits: 2 }),
      avatar: avatar(customer),
      status: 'Active',
      contact: faker.phone.number({ style: 'international' }),
    };
  });
}
