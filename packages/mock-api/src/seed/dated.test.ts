// Regression for issue 19: the seed was frozen on 2025-06-15 (the newest mail ~17 months old, no
// order in the last 90 days) and read as lorem ipsum. It is now dated from the day it is built.
import { Faker, base, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { getCrmDashboard } from '../services/dashboard';
import { LIST_PRICE } from './ecommerce';
import { ROAD_REGIONS } from './logistics';
import { BUSINESSES } from './phrases';
import { createSeed } from './index';

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T15:30:00Z');
const TODAY = '2026-03-10';
const db = createSeed({ now: NOW });

const daysBefore = (iso: string) => (NOW.getTime() - Date.parse(iso)) / DAY;
/** "3/7/2026" (orders) as a date */
const orderDate = (mdy: string) => {
  const [m = 1, d = 1, y = 1970] = mdy.split('/').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toISOString();
};

describe('@atrium/mock-api/seed dated from today', () => {
  it('inbox: the last 30 days, the newest from today, nothing in the future', () => {
    const inbox = db.emails.filter((e) => e.folder === 'inbox').map((e) => e.time).sort().reverse();
    expect(inbox[0]?.slice(0, 10)).toBe(TODAY);
    for (const time of inbox) {
      expect(daysBefore(time)).toBeGreaterThanOrEqual(0);
      expect(daysBefore(time)).toBeLessThanOrEqual(30);
    }
  });

  it('account settings: the recent devices are the last weeks\' sign-ins, newest first (they were 2024 sign-ins, oldest first; ar dark screenshot pass)', () => {
    const times = db.accountSettings.security.recentDevices.map((d) => d.lastActive);
    expect(times[0]?.slice(0, 10)).toBe(TODAY);
    expect([...times].sort().reverse()).toEqual(times);
    for (const time of times) {
      expect(daysBefore(time)).toBeGreaterThanOrEqual(0);
      expect(daysBefore(time)).toBeLessThanOrEqual(30);
    }
  });

  it('inbox: no week number out of season, a queue takes minutes a shop would see, a till number a shop has', () => {
    const all = db.emails.flatMap((e) => [e, ...e.replies]);
    // 'Footfall report for Austin, week 17' arrived in late November (ar dark screenshot pass)
    expect(all.filter((e) => /week \d+/i.test(e.subject))).toEqual([]);
    for (const e of all) {
      const minutes = /just over (\d+) minutes/.exec(e.message)?.[1];
      if (minutes) expect(Number(minutes)).toBeLessThan(15);
      const till = /Till (\d+)/.exec(e.subject)?.[1];
      if (till) expect(Number(till)).toBeLessThanOrEqual(8);
    }
  });

  it('chats: every message from today or yesterday, the newest today', () => {
    const times = db.chat.chats.flatMap((c) => c.messages.map((m) => m.time)).sort();
    expect(times.at(-1)?.slice(0, 10)).toBe(TODAY);
    for (const time of times) expect(['2026-03-09', TODAY]).toContain(time.slice(0, 10));
    expect(times.every((t) => Date.parse(t) <= NOW.getTime())).toBe(true);
  });

  it('orders over the last 90 days, invoices over the last 6 months, reviews in the past', () => {
    const orders = db.orders.map((o) => daysBefore(orderDate(o.date)));
    expect(Math.max(...orders)).toBeLessThanOrEqual(90);
    expect(Math.min(...orders)).toBeLessThan(1);
    const invoices = db.invoices.map((i) => daysBefore(`${i.issuedDate}T00:00:00Z`));
    expect(Math.max(...invoices)).toBeLessThanOrEqual(184);
    expect(Math.min(...invoices)).toBeLessThan(8);
    expect(db.reviews.every((r) => daysBefore(`${r.date}T00:00:00Z`) >= 0)).toBe(true);
  });

  it('timed calendar events start at different hours, not all at 09:00 (ar dark month view read \'9 AM\' on every event)', () => {
    const starts = new Set((db.calendarEventsByAccount['login:1'] ?? []).filter((e) => !e.allDay).map((e) => e.start.slice(11, 16)));
    expect(starts.size).toBeGreaterThan(5);
  });

  it('calendar events fall in this month and the next', () => {
    const months = new Set((db.calendarEventsByAccount['login:1'] ?? []).map((e) => e.start.slice(0, 7)));
    expect(months).toEqual(new Set(['2026-03', '2026-04']));
  });

  it('calendar events are the company\'s own: each at a branch, stock counts, supplier visits and training among them', () => {
    // they were a template's personal diary ("Dart Game?", "Grandma's Birthday", "Gym")
    const branches = ['Tel Aviv', 'Haifa', 'London', 'Manchester', 'Berlin', 'Munich', 'Paris', 'New York', 'Chicago', 'Austin', 'Dubai', 'Tokyo'];
    for (const event of db.calendarEventsByAccount['login:1'] ?? []) expect(branches.some((city) => event.extendedProps.location?.endsWith(city))).toBe(true);
    const titles = (db.calendarEventsByAccount['login:1'] ?? []).map((e) => e.title).join('\n');
    for (const kind of [/Stock count/, /Supplier visit/, /Staff training/, /Store opening/]) expect(titles).toMatch(kind);
    expect(titles).not.toMatch(/Dart Game|Grandma|Gym|Meditation|Dinner/);
  });

  it('is deterministic for a given day: later the same day gives the same data', () => {
    const later = createSeed({ now: new Date('2026-03-10T23:50:00Z') });
    const evening = createSeed({ now: new Date('2026-03-10T21:30:00Z') });
    expect(JSON.stringify(later)).toBe(JSON.stringify(evening));
    // and the content does not depend on the day at all
    const other = createSeed({ now: new Date('2026-07-01T12:00:00Z') });
    expect(other.emails.map((e) => e.subject)).toEqual(db.emails.map((e) => e.subject));
  });
});

describe('@atrium/mock-api/seed content', () => {
  // words faker's lorem draws from (the ones the issue quoted, and its most common)
  const LOREM = /\b(lorem|ipsum|dolor|amet|consectetur|adipisci|comparo|auctor|ullus|vitium|torrens|somnus|tempora|voluptas|aperiam|cupiditate)\b/i;

  it('no pseudo-Latin in mail, chat, contacts, courses, reviews or invoices', () => {
    const texts = [
      ...db.emails.flatMap((e) => [e.subject, e.message, ...e.replies.map((r) => r.message)]),
      ...db.chat.chats.flatMap((c) => c.messages.map((m) => m.message)),
      ...db.chat.contacts.map((c) => c.about),
      db.chat.profileUser.about,
      ...db.courses.flatMap((c) => [c.courseTitle, c.desc]),
      ...db.reviews.flatMap((r) => [r.head, r.para]),
      ...db.invoices.flatMap((i) => [i.service, i.note ?? '', ...(i.items ?? []).map((item) => item.description)]),
    ];
    expect(texts.filter((t) => LOREM.test(t))).toEqual([]);
  });

  // Every visible string of the whole seeded database, not a chosen few fields: a text reads as
  // faker's pseudo-Latin when two or more of its words come from faker's own lorem list (less the
  // few that are also English, like "a", "in", "decor", "audio"). URLs, data URIs and e-mail
  // addresses are not read by anyone, so they are skipped.
  const LOREM_WORDS = new Set(en.lorem?.word ?? []);
  const ENGLISH = new Set(['a', 'ab', 'ad', 'at', 'in', 'id', 'et', 'sit', 'sol', 'decor', 'comes', 'demo', 'error', 'audio', 'video', 'via', 'alias', 'terra', 'vox', 'ara', 'arca', 'amor', 'tempus', 'sum', 'uter', 'versus', 'conor', 'aqua', 'bis', 'cura', 'centum']);
  const loremLike = (text: string) => {
    const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
    return words.filter((w) => LOREM_WORDS.has(w) && !ENGLISH.has(w)).length >= 2;
  };
  const visibleTexts = (value: unknown, path = 'db', out: Array<readonly [string, string]> = []) => {
    if (typeof value === 'string') {
      if (!/^(data:|https?:|\/|[^\s@]+@[^\s@]+$)/.test(value)) out.push([path, value]);
    } else if (Array.isArray(value)) value.forEach((item, i) => visibleTexts(item, `${path}[${i}]`, out));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visibleTexts(item, `${path}.${key}`, out);
    return out;
  };

  it('the lorem detector catches faker\'s pseudo-Latin (so the scan below can fail)', () => {
    const faker = new Faker({ locale: [en] });
    faker.seed(7);
    const samples = Array.from({ length: 50 }, () => faker.lorem.sentence({ min: 4, max: 10 }));
    expect(samples.filter((s) => !loremLike(s))).toEqual([]);
    expect(visibleTexts({ reviews: [{ para: 'Comparo auctor ullus vitium torrens somnus.' }] }).filter(([, t]) => loremLike(t))).toHaveLength(1);
  });

  // faker's company names ("Schinner - Kuhn", "Walsh LLC", "Kub, Hahn and Ryan"): surnames from
  // faker's own list joined the three ways faker joins them
  const SURNAMES = new Set(en.person?.last_name?.generic ?? []);
  const companyLike = (text: string) =>
    [...text.matchAll(/\b([A-Z][A-Za-z']+) - ([A-Z][A-Za-z']+)\b/g)].some((m) => SURNAMES.has(m[1] ?? '') && SURNAMES.has(m[2] ?? '')) ||
    [...text.matchAll(/\b([A-Z][A-Za-z']+) (?:Inc|LLC|Group|and Sons)\b/g)].some((m) => SURNAMES.has(m[1] ?? '')) ||
    [...text.matchAll(/\b([A-Z][A-Za-z'-]+), ([A-Z][A-Za-z'-]+) and ([A-Z][A-Za-z'-]+)\b/g)].some((m) => m.slice(1).every((w) => w.split('-').every((part) => SURNAMES.has(part))));
  // catch-phrases ("Multi-layered client-server encoding"), bs ("synergize scalable e-commerce"),
  // hacker phrases and job titles ("Dynamic Applications Engineer") are three or more words in a row
  // from faker's buzzword lists; real sentences rarely string three of them together
  const BUZZ = new Set(
    [
      ...(en.company?.adjective ?? []),
      ...(en.company?.descriptor ?? []),
      ...(en.company?.noun ?? []),
      ...(en.company?.buzz_adjective ?? []),
      ...(en.company?.buzz_noun ?? []),
      ...(en.company?.buzz_verb ?? []),
      ...(en.hacker?.adjective ?? []),
      ...(en.hacker?.noun ?? []),
      ...(en.hacker?.verb ?? []),
      ...(en.hacker?.ingverb ?? []),
      ...(base.hacker?.abbreviation ?? []),
      ...(en.person?.job_descriptor ?? []),
      ...(en.person?.job_area ?? []),
      ...(en.person?.job_type ?? []),
    ].flatMap((w) => w.toLowerCase().split(' ')),
  );
  const buzzLike = (text: string) => {
    let run = 0;
    for (const word of text.toLowerCase().match(/[a-z0-9][a-z0-9/-]*/g) ?? []) {
      run = BUZZ.has(word) ? run + 1 : 0;
      if (run >= 3) return true;
    }
    return false;
  };
  // hacker phrases have faker's own sentence templates ("Try to {{verb}} the {{noun}}, maybe it will ...")
  const HACKER = (en.hacker?.phrase ?? []).map(
    (template) => new RegExp(template.split(/\{\{[^}]+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join("[\\w/'-]+(?: [\\w/'-]+)?"), 'i'),
  );
  const hackerLike = (text: string) => HACKER.some((pattern) => pattern.test(text));
  const filler = (text: string) => loremLike(text) || companyLike(text) || buzzLike(text) || hackerLike(text) || /\bItem \d+\b/i.test(text);

  it('the filler detectors catch faker\'s company names, catch-phrases, bs, hacker phrases and job titles', () => {
    const faker = new Faker({ locale: [en, base] });
    faker.seed(11);
    const samples = Array.from({ length: 40 }, () => [faker.company.name(), faker.company.catchPhrase(), faker.company.buzzPhrase(), faker.hacker.phrase(), faker.person.jobTitle()]).flat();
    expect(samples.filter((s) => !filler(s))).toEqual([]);
    expect(filler('Schinner - Kuhn')).toBe(true);
    expect(filler('Footfall report for Berlin, week 12')).toBe(false);
  });

  it('no string in the seeded database, nor on the CRM dashboard, is faker filler', () => {
    const texts = [...visibleTexts(db), ...visibleTexts(getCrmDashboard(db, NOW), 'crm')];
    expect(texts.filter(([, text]) => filler(text))).toEqual([]);
  });

  it('users work for, and invoices are made out to, businesses in the branch cities', () => {
    const cities = ['Tel Aviv', 'Haifa', 'London', 'Manchester', 'Berlin', 'Munich', 'Paris', 'New York', 'Chicago', 'Austin', 'Dubai', 'Tokyo'];
    for (const invoice of db.invoices) expect(cities.some((city) => invoice.client.address.endsWith(`, ${city}`))).toBe(true);
    expect(new Set(db.users.map((u) => u.company)).size).toBeGreaterThan(10);
    // and each user lives where their company is (Sonora Audio UK's man was in Egypt)
    const homeOf = new Map(db.invoices.map((i) => [i.client.company, i.client.country]));
    for (const user of db.users) if (homeOf.has(user.company)) expect(user.country).toBe(homeOf.get(user.company));
    expect(new Set(db.invoices.map((i) => i.client.company)).size).toBeGreaterThan(10);
  });

  it("a user's username and e-mail come from their own name, at their company's mailbox, and no two users share one", () => {
    // "Dario Monahan" was @dario_monahan59, and Henry Streich wrote from henry.streich45@example.com
    const handle = (part: string) => part.normalize('NFKD').replace(/[^A-Za-z]/g, '').toLowerCase();
    for (const user of db.users) {
      const [first = '', ...rest] = user.fullName.split(' ');
      expect(user.username).toMatch(new RegExp(`^${handle(first)}\\.${handle(rest.join(''))}\\d*$`));
      const [local, domain] = user.email.split('@');
      expect(local).toBe(user.username);
      expect(domain).toBe(BUSINESSES.find((b) => b.name === user.company)?.domain);
    }
    expect(new Set(db.users.map((u) => u.username)).size).toBe(db.users.length);
    expect(new Set(db.users.map((u) => u.email)).size).toBe(db.users.length);
  });

  it('no string anywhere in the seeded database is lorem-like or "Item N"', () => {
    const texts = visibleTexts(db);
    expect(texts.length).toBeGreaterThan(1_000);
    expect(texts.filter(([, text]) => loremLike(text))).toEqual([]);
    expect(texts.filter(([, text]) => /\bItem \d+\b/i.test(text))).toEqual([]);
  });

  it('every course teaches its own lessons, and sales details sell the catalogue\'s products to its customers', () => {
    for (const details of db.courseDetails) {
      // beyond the shared welcome and final project, each course has its own two sections
      expect(details.content).toHaveLength(4);
    }
    const lessons = db.courseDetails.map((d) => JSON.stringify(d.content.slice(1, 3)));
    expect(new Set(lessons).size).toBe(new Set(db.courses.map((c) => c.courseTitle)).size);
    const products = new Map(db.products.map((p) => [p.productName, p]));
    const customers = new Set(db.customers.map((c) => c.customer));
    for (const sale of db.salesDetails) {
      expect(products.get(sale.product.name)?.productBrand).toBe(sale.product.brand);
      expect(products.get(sale.product.name)?.category).toBe(sale.product.category);
      expect(customers.has(sale.buyer.name)).toBe(true);
    }
  });

  it('product prices fit their category (no $1,000 beanie), and a sale totals its price × a few', () => {
    const cap: Record<string, number> = { Accessories: 150, Shoes: 230, 'Home Decor': 370, Games: 550, Office: 610, Electronics: 1_320 };
    const price = (text: string) => Number.parseFloat(text.replace(/[^0-9.]/g, ''));
    for (const p of db.products) expect(price(String(p.price))).toBeLessThanOrEqual(cap[p.category] ?? 0);
    for (const sale of db.salesDetails) expect(sale.payment.total).toBeLessThanOrEqual(sale.product.price * 3 + 0.01);
  });

  it('each product sells within 10% of its own shelf price (a 1000-piece puzzle cost $428.08)', () => {
    const price = (text: string) => Number.parseFloat(text.replace(/[^0-9.]/g, ''));
    for (const p of db.products) {
      const list = LIST_PRICE[p.productName] ?? Number.NaN;
      expect(price(String(p.price)), p.productName).toBeGreaterThanOrEqual(list * 0.9 - 1);
      expect(price(String(p.price)), p.productName).toBeLessThanOrEqual(list * 1.1 + 1);
    }
  });

  it('people are named plainly (no "Dr. Dusty Weissnat", "Santina Ondricka DVM") and write from their own address', () => {
    const people = [
      ...db.customers.map((c) => [c.customer, c.email] as const),
      ...db.reviews.map((r) => [r.reviewer, r.email] as const),
      ...db.referrals.map((r) => [r.user, r.email] as const),
      ...db.orders.map((o) => [o.customer, o.email] as const),
    ];
    const titled = /^(Mr|Mrs|Ms|Miss|Dr)\.? | (Jr\.|Sr\.|I|II|III|IV|V|MD|DDS|PhD|DVM)$/;
    const names = [...people.map(([name]) => name), ...db.invoices.map((i) => i.client.name), ...db.analyticsProjects.map((p) => p.leader)];
    expect(names.filter((name) => titled.test(name))).toEqual([]);
    for (const [name, email] of people) {
      const last = name.split(' ').at(-1)?.normalize('NFKD').replace(/[^A-Za-z]/g, '').toLowerCase() ?? '';
      expect(email, name).toMatch(new RegExp(`\\.${last}\\d*@example\\.com$`));
    }
  });

  it('the fleet drives where roads go: start and end in one region, never the same city (a lorry went London → Toronto)', () => {
    for (const v of db.vehicles) {
      const region = ROAD_REGIONS.find((r) => r.includes(v.startCountry));
      expect(region, `${v.startCity} → ${v.endCity}`).toContain(v.endCountry);
      expect(v.endCity).not.toBe(v.startCity);
    }
  });

  it("customers' histories are their orders: counts and totals summed from the orders they placed (decision 0028)", () => {
    // a customer had 386 orders at $18.71 each, and the dashboard's orders by country ran to 6,135;
    // then counts were drawn apart from the orders. Now they are the orders' own.
    let buyers = 0;
    for (const c of db.customers) {
      const mine = db.orders.filter((o) => o.email.toLowerCase() === c.email.toLowerCase());
      expect(c.order).toBe(mine.length);
      expect(Math.round(c.totalSpent * 100)).toBe(mine.reduce((sum, o) => sum + Math.round(o.spent * 100), 0));
      if (mine.length > 0) buyers += 1;
    }
    expect(db.orders.every((o) => db.customers.some((c) => c.email.toLowerCase() === o.email.toLowerCase()))).toBe(true);
    // a regular buys more than once; most customers have bought
    expect(Math.max(...db.customers.map((c) => c.order))).toBeGreaterThan(1);
    expect(buyers).toBeGreaterThan(db.customers.length / 2);
  });

  it('products have real names, never "Item N", and pictures without text in them', () => {
    expect(db.products.filter((p) => /^Item \d+$/.test(p.productName))).toEqual([]);
    expect(new Set(db.products.map((p) => p.productName)).size).toBe(db.products.length);
    for (const p of db.products) expect(decodeURIComponent(p.image)).not.toContain('<text');
    for (const c of db.courses) expect(decodeURIComponent(c.image)).not.toContain('<text');
  });

  it('Hebrew and Arabic come from people in the Israeli and Dubai branches', () => {
    const hebrew = /[\u0590-\u05FF]/;
    const arabic = /[\u0600-\u06FF]/;
    const inbox = db.emails.filter((e) => e.folder === 'inbox');
    expect(inbox.some((e) => hebrew.test(e.subject))).toBe(true);
    expect(inbox.some((e) => arabic.test(e.subject))).toBe(true);
    for (const e of inbox.filter((mail) => hebrew.test(mail.subject) || arabic.test(mail.subject))) {
      expect(e.message).toMatch(/Tel Aviv|Haifa|Dubai/);
    }
    const byId = new Map(db.chat.contacts.map((c) => [c.id, c]));
    for (const chat of db.chat.chats) {
      for (const m of chat.messages.filter((msg) => hebrew.test(msg.message) || arabic.test(msg.message))) {
        expect(byId.get(m.senderId)?.role).toMatch(/Tel Aviv|Haifa|Dubai/);
      }
    }
  });
});
