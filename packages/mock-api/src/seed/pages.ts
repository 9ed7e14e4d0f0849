import {
  type AccountSettings,
  PAYMENT_RECEIVED_STATUSES,
  PAYMENT_STATUSES,
  type FaqGroup,
  type HelpCenterArticle,
  type HelpCenterResponse,
  type ProfileAbout,
  type ProfileConnection,
  type ProfileProject,
  type ProfileTeamCard,
  type SalesDetail,
} from '@atrium/api';
import { seedCustomers, seedProducts } from './ecommerce';
import { avatar, coverImage, productImage, thumbnail } from './images';
import { BRANCHES, STAFF } from './phrases';
import { DAY_MS, isoDate, seededFaker, seedMoment, slugify, startOfSeedDay } from './random';

const SALES_BLURB: Record<string, string> = {
  Electronics: 'Comes with a two-year Atrium Retail warranty; any branch swaps a faulty unit on the spot.',
  Accessories: 'Everyday quality you can gift; free engraving in our London, Paris and Tokyo branches.',
  Shoes: 'Try a pair on in any branch; online orders exchange for another size free of charge.',
  Office: 'Built for long working days at home or in the office; assembly instructions in the box.',
  'Home Decor': 'Shown in our living-room displays; delivered to your door or ready to collect in branch.',
  Games: 'For family evenings and weekends; ask in branch for a demo before you buy.',
};

/** Sales of the catalogue's own products (name, brand, category and price) to the customers' own names. */
export function seedSalesDetails(now: Date = new Date()): SalesDetail[] {
  const faker = seededFaker(15, now);
  const products = seedProducts();
  const buyers = seedCustomers();
  return Array.from({ length: 40 }, (_, i) => {
    const item = products[(i * 7) % products.length] ?? products[0];
    const name = item?.productName ?? 'Atrium Retail Gift Card';
    const buyer = buyers[(i * 11) % buyers.length]?.customer ?? 'Dana Levi';
    const price = Number.parseFloat(String(item?.price ?? '25').replace(/[^0-9.]/g, '')) || 25;
    const quantity = faker.number.int({ min: 1, max: 3 });
    const total = Math.round(price * quantity * 100) / 100;
    const receivedPaymentStatus = faker.helpers.arrayElement(PAYMENT_RECEIVED_STATUSES);
    const paidAmount = receivedPaymentStatus === 'Fully Paid' ? total : receivedPaymentStatus === 'Unpaid' ? 0 : Math.round(total * 50) / 100;
    const category = item?.category ?? 'Accessories';
    return {
      product: {
        id: item?.id ?? i + 1,
        name,
        slug: slugify(name),
        brand: item?.productBrand ?? 'Atrium Retail',
        category,
        price,
        image: productImage(category, name),
        hasFreeShipping: price >= 50,
        rating: faker.number.int({ min: 3, max: 5 }),
        description: `${name} by ${item?.productBrand ?? 'Atrium Retail'}. ${SALES_BLURB[category] ?? ''}`.trim(),
      },
      date: isoDate(faker.date.past({ years: 1 })),
      buyer: { name: buyer, avatar: avatar(buyer) },
      payment: { total, receivedPaymentStatus, paidAmount, status: faker.helpers.arrayElement(PAYMENT_STATUSES) },
    };
  });
}

/** The five FAQ groups with the sample facts of SPEC §9. */
export function seedFaq(): FaqGroup[] {
  return [
    {
      faqTitle: 'Payment',
      faqIcon: 'tabler-credit-card',
      faqSubtitle: 'Get help with payment',
      faqs: [
        { question: 'When is payment taken for my order?', answer: 'Payment is taken when your order is dispatched, not when you place it.' },
        { question: 'How do I pay for my order?', answer: 'We accept Visa, MasterCard, American Express and PayPal.' },
        { question: 'What should I do if I am having trouble placing an order?', answer: 'Contact our customer service team and we will help you complete the order.' },
        { question: 'Can I pay part of my order with a gift card?', answer: 'Yes: enter the gift card at checkout and pay the rest by card or PayPal. Gift cards also work at the tills of every branch.' },
      ],
    },
    {
      faqTitle: 'Delivery',
      faqIcon: 'tabler-briefcase',
      faqSubtitle: 'Scheduling, tracking and damaged parcels',
      faqs: [
        { question: 'How would you ship my order?', answer: 'Large items go by our delivery partner, small ones by courier.' },
        { question: 'What is the delivery cost of my order?', answer: 'Scheduled delivery costs $69, or $99 for a next-day slot.' },
        { question: 'What to do if my product arrives damaged?', answer: 'Report the damage within 48 hours of delivery and we will replace the item.' },
      ],
    },
    {
      faqTitle: 'Cancellation',
      faqIcon: 'tabler-refresh',
      faqSubtitle: 'Changing or cancelling an order before delivery',
      faqs: [
        { question: 'Can I cancel my order?', answer: 'Yes, up to 72 hours before the scheduled delivery date.' },
        { question: 'Can I return my product?', answer: 'You can return most products within 15 days of delivery.' },
        { question: 'Where can I view the status of my return?', answer: 'Your account’s orders page shows every return and its status.' },
      ],
    },
    {
      faqTitle: 'My Orders',
      faqIcon: 'tabler-box',
      faqSubtitle: 'Order history, invoices and returns',
      faqs: [
        { question: 'Has my order been successful?', answer: 'You receive a confirmation email as soon as the order is placed.' },
        { question: 'My promotion code is not working, what can I do?', answer: 'Check the code’s expiry date and conditions, then contact us if it still fails.' },
        { question: 'How do I track my orders?', answer: 'Follow the tracking link in your dispatch email.' },
      ],
    },
    {
      faqTitle: 'Product & Services',
      faqIcon: 'tabler-settings',
      faqSubtitle: 'Warranty, specifications and care',
      faqs: [
        { question: 'Will I be notified once my order has shipped?', answer: 'Yes, we send an email and a text message when it ships.' },
        { question: 'Where can I find warranty information?', answer: 'Each product page lists its warranty; the manual has the full terms.' },
        { question: 'How can I purchase additional warranty coverage?', answer: 'Add extended coverage at checkout or within 30 days of delivery.' },
      ],
    },
  ];
}

// The help center, written for Atrium Retail's shoppers: [category, icon, articles[title, body]]
const HELP: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string]>]> = [
  ['Orders & delivery', 'tabler-truck-delivery', [
    ['How long does delivery take?', 'Standard delivery takes 2–4 working days, express the next working day when you order before 14:00. Orders over $69 travel free.'],
    ['How do I track my order?', 'Open Orders in your account and choose the order: the tracking link appears as soon as the parcel leaves our warehouse. We also email it to you.'],
    ['Can I change or cancel an order?', 'You can change or cancel an order within 72 hours, as long as it has not shipped. Open the order in your account and choose Cancel.'],
    ['My parcel arrived damaged', 'Tell us within 48 hours with a photo of the parcel and the item. We send a replacement or refund you in full, whichever you prefer.'],
  ]],
  ['Returns & refunds', 'tabler-receipt-refund', [
    ['How do I return an item?', 'You have 15 days to return an item in its original packaging. Start the return in your account, print the label and drop the parcel at any post office, or bring it to one of our stores.'],
    ['When will I get my refund?', 'Refunds go back to the original payment method within 5 working days of the return reaching us. Store returns are refunded on the spot.'],
    ['Can I exchange for another size?', 'Yes: choose Exchange when you start the return and pick the new size. We ship it as soon as the original is on its way back.'],
  ]],
  ['Click & collect', 'tabler-building-store', [
    ['How does click & collect work?', 'Choose Collect in store at checkout and pick a branch. We email you when the order is ready, usually within two hours during opening times.'],
    ['How long will the store keep my order?', 'Your order waits at the collection desk for 7 days. Bring the email or the order number and a photo ID.'],
    ['Can someone else collect my order?', 'Yes, forward them the ready-for-collection email. They show it with the order number at the desk.'],
  ]],
  ['Loyalty & gift cards', 'tabler-gift', [
    ['How do loyalty points work?', 'You earn one point for every dollar spent online or in store. Every 500 points become a $5 voucher in your account.'],
    ['How do I use a gift card?', 'Enter the 16-digit number at checkout, or hand the card over at any till. Gift cards are valid for 2 years and can be used in part.'],
    ['Can I check my gift card balance?', 'Enter the card number on the gift card page, or ask at any till. The balance is printed on your receipt as well.'],
  ]],
  ['Your account', 'tabler-user', [
    ['How do I change my password?', 'Open Account settings, then Security, and choose Change password. You need your current password to set a new one.'],
    ['I am not receiving the verification email', 'Check your spam folder first, then ask for a new email from the sign-in page. Addresses at some work domains block our messages.'],
    ['How do I close my account?', 'Open Account settings and choose Deactivate account. Orders in progress are still delivered, and your points are kept for 12 months.'],
  ]],
  ['Stores & opening hours', 'tabler-map-pin', [
    ['Where are your stores?', 'We have branches in Tel Aviv, Haifa, London, Manchester, Berlin, Munich, Paris, New York, Chicago, Austin, Dubai and Tokyo. Each branch page lists its address and parking.'],
    ['What are the opening hours?', 'Most branches open 10:00–20:00 Monday to Saturday and 11:00–18:00 on Sunday. Tel Aviv and Haifa close early on Friday, and Dubai stays open until 22:00.'],
    ['Do you have accessible stores?', 'Every branch has step-free access, a lift to every floor and a quiet hour on Tuesday mornings. Ask any colleague for a hand.'],
  ]],
];

const summary = (title: string, subtitle: string) => ({ slug: slugify(title), title, img: thumbnail(title, 58, 58), subtitle });

export function seedHelpCenter(): HelpCenterResponse {
  return {
    popularArticles: [
      summary('How long does delivery take?', 'Delivery times, costs and free delivery over $69.'),
      summary('How do I return an item?', 'Fifteen days to change your mind, by post or in store.'),
      summary('How does click & collect work?', 'Order online, pick it up at your branch the same day.'),
    ],
    allArticles: HELP.map(([title, icon, articles]) => ({ title, icon, articles: articles.map(([article]) => ({ title: article, slug: slugify(article) })) })),
    keepLearning: [
      summary('How do loyalty points work?', 'Earn points on every purchase and turn them into vouchers.'),
      summary('Where are your stores?', 'Twelve branches in eight countries, and what each one offers.'),
      summary('Can I exchange for another size?', 'Swap sizes without waiting for a refund.'),
    ],
  };
}

/** One article per help-center title, found by its slug (GET /api/pages/help-center/article/{slug}). */
export function seedHelpCenterArticles(now: Date = new Date()): HelpCenterArticle[] {
  return HELP.flatMap(([category, , articles], c) =>
    articles.map(([title, body], i) => ({
      slug: slugify(title),
      title,
      lastUpdated: isoDate(new Date(startOfSeedDay(now).getTime() - (c * 7 + i * 3 + 2) * DAY_MS)),
      productContent: `<p>${body}</p>`,
      checkoutContent: '<p>Still need help? Our customer service team answers every day from 08:00 to 20:00 by chat, and at the service desk of every branch.</p>',
      articleList: articles.map(([other]) => other).filter((other) => other !== title),
      checkoutImg: thumbnail(category, 400, 240),
      productImg: thumbnail(title, 400, 240),
    })),
  );
}

// The signed-in admin's profile, in the company's own words: John runs retail operations from the
// New York head office; his teams, projects and connections are Atrium Retail's, the numbers of
// the overview are counted from them (no "Task Compiled: 13.5k" beside six projects).
/** Chips: what a team or a colleague works on (retail areas, not a developer's tech stack). */
const AREA_CHIPS = [
  { title: 'Stores', color: 'primary' },
  { title: 'Merchandising', color: 'success' },
  { title: 'Logistics', color: 'warning' },
  { title: 'Service', color: 'info' },
  { title: 'Online', color: 'error' },
] as const;

/** Each team with the note that describes it (drawn apart they no longer matched: every team "answered customers"). */
const PROFILE_TEAMS: readonly (readonly [title: string, note: string, chips: readonly number[]])[] = [
  ['Store Managers', 'Store managers and their deputies, sharing what works on the shop floor.', [0, 3]],
  ['Visual Merchandising', 'The people who plan windows, signage and displays for every branch.', [1, 0]],
  ['Supply & Logistics', 'Keeps stock moving between the warehouse and the twelve branches.', [2, 4]],
  ['Customer Service', 'Answers customers by chat, email and at the service desks.', [3, 4]],
  ['E-commerce', 'Runs the online shop, click-and-collect and the weekly newsletter.', [4, 1]],
  ['Loss Prevention', 'Stock counts, till checks and store security across the chain.', [0, 2]],
];

/** Each project with its own description. */
const PROFILE_PROJECTS: readonly (readonly [title: string, note: string])[] = [
  ['Self-checkout tills', 'Self-checkout tills for the busiest branches, starting with Tel Aviv and London.'],
  ['Two-minute refunds', 'A new returns process so a store refund takes less than two minutes.'],
  ['Click-and-collect', 'Click-and-collect shelves and notifications for every branch.'],
  ['Live occupancy', 'Footfall sensors and live occupancy on the store managers\' dashboard.'],
  ['Autumn windows', 'New window displays and in-store signage for the autumn collection.'],
  ['Staff rota app', 'Shift swaps and holiday requests from the phone, for every branch team.'],
];

/**
 * What an account's profile shows beyond what its account row knows (name, picture, role, join
 * date: services/profile.ts): where it works, its job title, its cover, and the about lines,
 * teams, projects and connections of its tabs. Only the demo admin has one (decision 0029).
 */
export interface ProfileSample {
  location: string;
  designation: string;
  coverImg: string;
  about: ProfileAbout;
  teams: ProfileTeamCard[];
  projects: ProfileProject[];
  connections: ProfileConnection[];
}

/** The date the demo admin joined (its profile's "Joined"): login_accounts.created_at on the server. */
export const DEMO_ADMIN_JOINED = '2021-04-01';

export function seedProfile(now: Date = new Date()): ProfileSample {
  const faker = seededFaker(16, now);
  // the company's own people (the colleagues who write to John in the inbox and the chat)
  const people = STAFF.map((p) => p.name);
  const member = (i: number) => ({ avatar: avatar(people[i % people.length] ?? 'A B'), name: people[i % people.length] ?? 'A B' });
  const chipsOf = (indexes: readonly number[]) => indexes.map((i) => ({ ...(AREA_CHIPS[i] ?? AREA_CHIPS[0]) }));
  const teams = PROFILE_TEAMS.map(([title, description, chips], i) => ({
    title,
    avatar: avatar(title),
    description,
    extraMembers: faker.number.int({ min: 0, max: 9 }),
    chips: chipsOf(chips),
    avatarGroup: [member(i), member(i + 5), member(i + 10)],
  }));
  const projects = PROFILE_PROJECTS.map(([title, description], i) => {
    const totalTask = faker.number.int({ min: 50, max: 300 });
    const completedTask = faker.number.int({ min: 0, max: totalTask });
    const budget = faker.number.int({ min: 3, max: 60 }) * 1_000;
    return {
      title,
      client: people[(i * 3) % people.length] ?? 'Noa Levi',
      budget: `$${budget.toLocaleString('en-US')}`,
      budgetSpent: `$${Math.round(budget * 0.6).toLocaleString('en-US')}`,
      hours: `${faker.number.int({ min: 10, max: 400 })}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}h`,
      tasks: `${completedTask}/${totalTask}`,
      totalTask,
      completedTask,
      daysLeft: faker.number.int({ min: 1, max: 60 }),
      comments: faker.number.int({ min: 0, max: 100 }),
      deadline: isoDate(faker.date.soon({ days: 120 })),
      startDate: isoDate(faker.date.past({ years: 1 })),
      members: [member(i), member(i + 2), member(i + 4)],
      chipColor: AREA_CHIPS[i % AREA_CHIPS.length]?.color ?? 'primary',
      description,
      avatar: avatar(title),
    };
  });
  const connections = STAFF.slice(0, 9).map((person, i) => ({
    name: person.name,
    tasks: String(faker.number.int({ min: 10, max: 900 })),
    avatar: avatar(person.name),
    projects: String(faker.number.int({ min: 1, max: 6 })),
    connections: String(faker.number.int({ min: 10, max: 90 })),
    designation: `${person.role}, ${person.city}`,
    isConnected: i % 3 !== 2,
    chips: chipsOf([i % AREA_CHIPS.length, (i + 3) % AREA_CHIPS.length]),
  }));
  return {
    location: 'New York',
    designation: 'Head of Retail Operations',
    coverImg: coverImage(),
    about: {
      // property: the field's English label (the UI translates the ones it knows); status, role,
      // country and language are codes the UI names in the reader's language
      about: [
        { property: 'Full name', value: 'John Doe', icon: 'tabler-user' },
        { property: 'Status', value: 'active', icon: 'tabler-check' },
        { property: 'Role', value: 'administrator', icon: 'tabler-crown' },
        { property: 'Country', value: 'US', icon: 'tabler-flag' },
        { property: 'Language', value: 'en', icon: 'tabler-language' },
      ],
      contacts: [
        { property: 'Phone', value: '+1 (609) 933-4422', icon: 'tabler-phone-call' },
        { property: 'Email', value: 'admin@demo.com', icon: 'tabler-mail' },
        { property: 'Office', value: 'Head office, New York', icon: 'tabler-building' },
      ],
      teams: teams.slice(0, 2).map((team) => ({ property: team.title, value: String(team.avatarGroup.length + team.extraMembers), icon: 'tabler-users' })),
      overview: [
        { property: 'Branches', value: String(BRANCHES.length), icon: 'tabler-building-store' },
        { property: 'Teams', value: String(teams.length), icon: 'tabler-users' },
        { property: 'Projects', value: String(projects.length), icon: 'tabler-layout-grid' },
        { property: 'Tasks completed', value: String(projects.reduce((sum, p) => sum + p.completedTask, 0)), icon: 'tabler-check' },
      ],
      connections: connections.slice(0, 5).map((c) => ({ name: c.name, avatar: c.avatar, isFriend: c.isConnected, connections: c.connections })),
      teamsTech: teams.slice(0, 5).map((team) => ({
        title: team.title,
        avatar: team.avatar,
        members: team.avatarGroup.length + team.extraMembers,
        chipText: team.chips[0]?.title ?? 'Stores',
        chipColor: team.chips[0]?.color ?? 'primary',
      })),
      projectTable: projects.slice(0, 5).map((p, i) => ({
        id: i + 1,
        name: p.title,
        date: p.startDate,
        leader: p.client,
        logo: p.avatar,
        team: p.members.map((m) => m.avatar),
        status: p.totalTask ? Math.round((100 * p.completedTask) / p.totalTask) : 0,
      })),
    },
    teams,
    projects,
    connections,
  };
}

/** The signed-in admin's own settings (account-settings pages); the demo password is "admin". */
export function seedAccountSettings(now: Date = new Date()): AccountSettings {
  return {
    profile: {
      firstName: 'John',
      lastName: 'Doe',
      email: 'admin@demo.com',
      organization: 'Atrium',
      phone: '+1 (609) 933-4422',
      address: '123 Main St, New York, NY 10100, USA',
      state: 'New York',
      zipCode: '10100',
      country: 'USA',
      language: 'en',
      timeZone: 'America/New_York',
      currency: 'USD',
      // no picture until one is uploaded (the page shows initials): the generated avatars are SVG,
      // which an uploaded avatar may not be (security review #9), and the page saves it back
      avatar: '',
    },
    notifications: {
      channels: {
        newForYou: { email: true, browser: true, app: true },
        accountActivity: { email: true, browser: true, app: true },
        newBrowser: { email: true, browser: true, app: false },
        newDevice: { email: true, browser: false, app: false },
      },
      timing: 'online',
    },
    connections: {
      apps: { google: true, slack: false, github: true, mailchimp: true, asana: false },
      social: { facebook: '', twitter: 'johndoe', linkedin: 'john-doe', dribbble: '', behance: '' },
    },
    billing: {
      plan: 'basic',
      cycle: 'monthly',
      companyName: 'Atrium',
      billingEmail: 'billing@demo.com',
      taxId: 'US-4857-2256',
      billingAddress: '123 Main St, New York, NY 10100, USA',
    },
    security: {
      twoFactorEnabled: false,
      twoFactorMethod: null,
      twoFactorPhone: '',
      passwordChangedAt: null,
      // the admin's own sign-ins, newest first and dated from today, from where John works and
      // travels (it listed 2024 sign-ins from Switzerland, Australia and India, oldest first)
      recentDevices: [
        { browser: 'Chrome on macOS', device: 'MacBook Pro 14-inch', location: 'New York, United States', lastActive: seedMoment(now, 0, 8 * 60 + 5).toISOString() },
        { browser: 'Safari on iPhone', device: 'iPhone 15', location: 'New York, United States', lastActive: seedMoment(now, 1, 19 * 60 + 40).toISOString() },
        { browser: 'Chrome on Windows', device: 'Head office PC', location: 'London, United Kingdom', lastActive: seedMoment(now, 6, 10 * 60 + 15).toISOString() },
        { browser: 'Safari on iPad', device: 'iPad Air', location: 'Tel Aviv, Israel', lastActive: seedMoment(now, 17, 14 * 60 + 30).toISOString() },
      ],
    },
    deactivatedAt: null,
  };
}
