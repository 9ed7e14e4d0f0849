// Seed for the back office's own data beyond SPEC §3: product categories (one per §3 category,
// so every seeded product belongs to one) and the store settings.
import { PRODUCT_CATEGORIES, type Category, type StoreSettings } from '@atrium/api';
import { slugify } from './random';

const DESCRIPTIONS: Record<(typeof PRODUCT_CATEGORIES)[number], string> = {
  Electronics: 'Phones, computers, audio and cameras.',
  Accessories: 'Bags, wallets, cases and everyday carry.',
  Shoes: 'Running, casual and outdoor footwear.',
  Office: 'Desks, chairs, stationery and peripherals.',
  'Home Decor': 'Lighting, textiles and decoration for the home.',
  Games: 'Consoles, controllers, board games and VR.',
};

export function seedCategories(): Category[] {
  return PRODUCT_CATEGORIES.map((name, i) => ({ id: i + 1, name, slug: slugify(name), description: DESCRIPTIONS[name], status: 'Published' }));
}

export function seedStoreSettings(): StoreSettings {
  const channels = { email: true, app: true };
  return {
    store: { name: 'Atrium Store', email: 'store@example.com', phone: '+1 555 0100', currency: 'USD', address: '45 Roker Terrace, Latheronwheel, London', supportEmail: 'support@example.com' },
    payments: { card: true, paypal: true, cashOnDelivery: false, bankTransfer: false },
    checkout: { guestCheckout: true, requirePhone: false, orderNotes: true, termsRequired: true },
    shipping: { domesticRate: 5, internationalRate: 25, freeShippingOver: 100, processingDays: 2 },
    locations: [
      { id: 'loc-1', name: 'London warehouse', address: '45 Roker Terrace, London', fulfilsOnlineOrders: true },
      { id: 'loc-2', name: 'Berlin shop', address: 'Torstraße 12, Berlin', fulfilsOnlineOrders: false },
    ],
    notifications: {
      newOrder: channels,
      orderShipped: channels,
      orderDelivered: { email: true, app: false },
      newReview: { email: false, app: true },
      lowStock: channels,
      newCustomer: { email: false, app: false },
    },
  };
}
