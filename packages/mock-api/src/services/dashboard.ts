import type { AnalyticsDashboard, AnalyticsProject, AnalyticsProjectsQuery, AnalyticsProjectsResponse, CountrySales, CrmDashboard } from '@atrium/api';
import { filterByQuery } from '@atrium/core';
import type { Db } from '../seed';
import { avatar } from '../seed/images';
import { BUSINESSES } from '../seed/phrases';
import { COUNTRIES, personName, seededFaker } from '../seed/random';
import { newestFirst, sortAndPage, type SortKeys } from './common';

const PROJECT_SORT: SortKeys<AnalyticsProject, NonNullable<AnalyticsProjectsQuery['sortBy']>> = {
  project: (p) => p.name,
  leader: (p) => p.leader,
  progress: (p) => p.progress,
};

export function listAnalyticsProjects(db: Db, query: AnalyticsProjectsQuery): AnalyticsProjectsResponse {
  const filtered = filterByQuery(newestFirst(db.analyticsProjects), query.q, (p) => [p.name, p.project, p.leader]);
  const page = sortAndPage(filtered, PROJECT_SORT, query, { resetBeyondLast: true });
  return { projects: page.items, totalPages: page.totalPages, totalProjects: filtered.length, page: page.page };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const change = (now: number, before: number) => (before === 0 ? 0 : round1(((now - before) / before) * 100));

/** YYYY-MM keys of the `count` months ending with `now`'s, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * Sales per country: a fixed seed per country, so the numbers hold still between calls; the
 * delta compares the last two months of the same series.
 */
function salesByCountries(seed: number): CountrySales[] {
  return COUNTRIES.slice(0, 6)
    .map((c, i) => {
      const faker = seededFaker(seed + i);
      const previous = faker.number.int({ min: 200_000, max: 900_000 });
      const sales = faker.number.int({ min: 200_000, max: 900_000 });
      return { country: c.name, code: c.code, sales, delta: change(sales, previous) };
    })
    .sort((a, b) => b.sales - a.sales);
}

/** The analytics demo dashboard; fixed figures per month (seeded), totals computed from their parts. */
export function getAnalyticsDashboard(now: Date = new Date()): AnalyticsDashboard {
  const faker = seededFaker(40);
  const channels = (['organic', 'direct', 'social', 'email'] as const).map((channel) => ({ channel, sessions: faker.number.int({ min: 2_000, max: 12_000 }) }));
  const sessions = sum(channels.map((c) => c.sessions));
  const leads = faker.number.int({ min: 800, max: 2_000 });
  const conversions = faker.number.int({ min: 200, max: 700 });

  const weekly = Array.from({ length: 7 }, (_, day) => ({ day, value: faker.number.int({ min: 400, max: 2_800 }) }));
  const earnings = sum(weekly.map((d) => d.value));
  const expense = round2(earnings * faker.number.float({ min: 0.2, max: 0.45, fractionDigits: 2 }));
  const lastWeek = faker.number.int({ min: 5_000, max: 12_000 });

  const totalTickets = faker.number.int({ min: 120, max: 220 });
  const newTickets = faker.number.int({ min: 20, max: 60 });
  const openTickets = faker.number.int({ min: 10, max: 40 });

  const months = lastMonths(now, 7).map((month) => ({
    month,
    earning: faker.number.int({ min: 8_000, max: 24_000 }),
    expense: faker.number.int({ min: 3_000, max: 9_000 }),
  }));
  const revenue = sum(months.map((m) => m.earning));
  const refunds = sum(months.map((m) => m.expense));
  const lastTwo = months.slice(-2);

  const emails = faker.number.int({ min: 10_000, max: 15_000 });
  const campaignCounts = {
    emails,
    opened: Math.round(emails * 0.34),
    clicked: Math.round(emails * 0.12),
    subscribed: Math.round(emails * 0.06),
    complaints: Math.round(emails * 0.01),
    unsubscribed: Math.round(emails * 0.02),
  };

  return {
    websiteAnalytics: { conversionRate: round1((conversions / sessions) * 100), sessions, pageViews: sessions * 3, leads, conversions, channels },
    earningReports: { total: earnings, delta: change(earnings, lastWeek), weekly, earnings, profit: round2(earnings - expense), expense },
    supportTracker: {
      totalTickets,
      newTickets,
      openTickets,
      responseTimeDays: faker.number.float({ min: 0.5, max: 3, fractionDigits: 1 }),
      completedPercent: round1(((totalTickets - openTickets) / totalTickets) * 100),
    },
    salesByCountries: salesByCountries(41),
    totalEarning: {
      total: revenue - refunds,
      delta: change(lastTwo[1]?.earning ?? 0, lastTwo[0]?.earning ?? 0),
      months,
      revenue,
      refunds,
    },
    monthlyCampaign: (Object.keys(campaignCounts) as Array<keyof typeof campaignCounts>).map((key) => ({
      key,
      count: campaignCounts[key],
      percent: round1((campaignCounts[key] / emails) * 100),
    })),
    sourceVisits: (['direct', 'social', 'email', 'referrals', 'ads', 'other'] as const).map((source) => ({
      source,
      visits: faker.number.int({ min: 500, max: 4_000 }),
      delta: faker.number.float({ min: -10, max: 15, fractionDigits: 1 }),
    })),
  };
}

// each activity's heading (it was faker's catch-phrase, "Multi-layered client-server encoding")
const ACTIVITY_TITLES = { invoice: 'Invoice sent', meeting: 'Store managers meeting', payment: 'Payment approved' } as const;
// what each kind of activity says on the CRM timeline (issue 19: it was faker lorem)
const ACTIVITY_NOTES = {
  invoice: ['Invoice sent to Harbour Mall for the pop-up space in Manchester.', 'Corporate gift card invoice paid by Kestrel Systems.'],
  meeting: ['Store managers call: weekend queue times and the summer windows.', 'Quarterly review with the Berlin and Munich teams.'],
  project: ['Self-checkout pilot moved to testing in the Tel Aviv branch.', 'New click-and-collect shelves installed in New York.'],
  payment: ['Supplier payment to Alpenweg Footwear approved.', "Refund batch for last week's returns processed."],
} as const;

/** The CRM demo dashboard; active projects are the stored analytics projects. */
export function getCrmDashboard(db: Db, now: Date = new Date()): CrmDashboard {
  const faker = seededFaker(50);
  const series = (count: number, min: number, max: number) => lastMonths(now, count).map((month) => ({ month, value: faker.number.int({ min, max }) }));
  const salesMonths = series(6, 2_000, 9_000);
  const weekly = Array.from({ length: 7 }, (_, day) => ({ day, value: faker.number.int({ min: 1_000, max: 6_000 }) }));
  const statusMonths = series(6, 2_000, 5_000);
  const people = Array.from({ length: 6 }, () => personName(faker));
  const DAY = 86_400_000;

  return {
    sales: {
      total: sum(salesMonths.map((m) => m.value)),
      delta: change(salesMonths.at(-1)?.value ?? 0, salesMonths.at(-2)?.value ?? 0),
      months: salesMonths,
    },
    revenueGrowth: { total: sum(weekly.map((d) => d.value)), delta: faker.number.float({ min: -5, max: 20, fractionDigits: 1 }), weekly },
    earningReports: (['orders', 'sales', 'profit', 'income'] as const).map((metric) => ({ metric, months: series(9, 10, 90) })),
    salesByCountries: salesByCountries(51),
    projectStatus: {
      earnings: sum(statusMonths.map((m) => m.value)),
      delta: change(statusMonths.at(-1)?.value ?? 0, statusMonths.at(-2)?.value ?? 0),
      months: statusMonths,
      items: (['donates', 'podcasts', 'courses'] as const).map((key) => ({
        key,
        value: faker.number.int({ min: 200, max: 4_000 }),
        delta: faker.number.float({ min: -10, max: 15, fractionDigits: 1 }),
      })),
    },
    activeProjects: [...db.analyticsProjects]
      .sort((a, b) => b.progress - a.progress || a.id - b.id)
      .slice(0, 6)
      .map(({ id, name, logo, project, progress }) => ({ id, name, logo, project, progress })),
    recentTransactions: (['paypal', 'wallet', 'transfer', 'mastercard', 'visa', 'wallet', 'paypal'] as const).map((method, i) => ({
      id: i + 1,
      method,
      // a business Atrium Retail pays or is paid by, not faker's "Schinner - Kuhn"
      counterpart: faker.helpers.arrayElement(BUSINESSES).name,
      at: new Date(now.getTime() - (i + 1) * DAY * 1.5).toISOString(),
      amount: round2(faker.number.float({ min: 50, max: 2_500 }) * (i % 3 === 1 ? -1 : 1)),
    })),
    activityTimeline: (['invoice', 'meeting', 'project', 'payment'] as const).map((kind, i) => {
      const person = people[i] ?? 'Team';
      return {
        id: i + 1,
        kind,
        title: kind === 'project' ? (db.analyticsProjects[i]?.name ?? 'Project') : ACTIVITY_TITLES[kind],
        description: faker.helpers.arrayElement(ACTIVITY_NOTES[kind]),
        person,
        avatar: avatar(person),
        at: new Date(now.getTime() - (i * 5 + 1) * 3_600_000).toISOString(),
      };
    }),
  };
}
