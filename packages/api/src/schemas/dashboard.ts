import { z } from 'zod';
import { pageQuerySchema, searchTermSchema, sortQuerySchema } from './common';

export const analyticsProjectSchema = z.object({
  id: z.number().int(),
  logo: z.string(),
  name: z.string(),
  project: z.string(),
  leader: z.string(),
  progress: z.number().min(0).max(100),
  hours: z.string(),
  /** member avatars */
  team: z.array(z.string()),
  extraMembers: z.number().int().min(0),
});
export type AnalyticsProject = z.infer<typeof analyticsProjectSchema>;

export const PROJECT_SORT_KEYS = ['project', 'leader', 'progress'] as const;
export const analyticsProjectsQuerySchema = z.object({
  q: searchTermSchema,
  ...pageQuerySchema.shape,
  ...sortQuerySchema(PROJECT_SORT_KEYS).shape,
});
export type AnalyticsProjectsQuery = z.infer<typeof analyticsProjectsQuerySchema>;

export const analyticsProjectsResponseSchema = z.object({
  projects: z.array(analyticsProjectSchema),
  totalPages: z.number().int(),
  totalProjects: z.number().int(),
  page: z.number().int(),
});
export type AnalyticsProjectsResponse = z.infer<typeof analyticsProjectsResponseSchema>;

const monthValueSchema = z.object({ month: z.string(), value: z.number() });
export const countrySalesSchema = z.object({ country: z.string(), code: z.string(), sales: z.number(), delta: z.number() });
export type CountrySales = z.infer<typeof countrySalesSchema>;

/** The analytics demo dashboard (money in USD). Months are YYYY-MM, oldest first. */
export const analyticsDashboardSchema = z.object({
  websiteAnalytics: z.object({
    conversionRate: z.number(),
    sessions: z.number().int(),
    pageViews: z.number().int(),
    leads: z.number().int(),
    conversions: z.number().int(),
    channels: z.array(z.object({ channel: z.enum(['organic', 'direct', 'social', 'email']), sessions: z.number().int() })),
  }),
  earningReports: z.object({
    total: z.number(),
    delta: z.number(),
    /** earnings per weekday, 0 = Monday */
    weekly: z.array(z.object({ day: z.number().int().min(0).max(6), value: z.number() })),
    earnings: z.number(),
    profit: z.number(),
    expense: z.number(),
  }),
  supportTracker: z.object({
    totalTickets: z.number().int(),
    newTickets: z.number().int(),
    openTickets: z.number().int(),
    responseTimeDays: z.number(),
    completedPercent: z.number().min(0).max(100),
  }),
  salesByCountries: z.array(countrySalesSchema),
  totalEarning: z.object({
    total: z.number(),
    delta: z.number(),
    months: z.array(z.object({ month: z.string(), earning: z.number(), expense: z.number() })),
    revenue: z.number(),
    refunds: z.number(),
  }),
  monthlyCampaign: z.array(
    z.object({ key: z.enum(['emails', 'opened', 'clicked', 'subscribed', 'complaints', 'unsubscribed']), count: z.number().int(), percent: z.number() }),
  ),
  sourceVisits: z.array(z.object({ source: z.enum(['direct', 'social', 'email', 'referrals', 'ads', 'other']), visits: z.number().int(), delta: z.number() })),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

export const CRM_EARNING_METRICS = ['orders', 'sales', 'profit', 'income'] as const;
export const TRANSACTION_METHODS = ['paypal', 'wallet', 'transfer', 'mastercard', 'visa'] as const;
export const ACTIVITY_KINDS = ['invoice', 'meeting', 'project', 'payment'] as const;

/** The CRM demo dashboard (money in USD). */
export const crmDashboardSchema = z.object({
  sales: z.object({ total: z.number(), delta: z.number(), months: z.array(monthValueSchema) }),
  revenueGrowth: z.object({ total: z.number(), delta: z.number(), weekly: z.array(z.object({ day: z.number().int().min(0).max(6), value: z.number() })) }),
  earningReports: z.array(z.object({ metric: z.enum(CRM_EARNING_METRICS), months: z.array(monthValueSchema) })),
  salesByCountries: z.array(countrySalesSchema),
  projectStatus: z.object({
    earnings: z.number(),
    delta: z.number(),
    months: z.array(monthValueSchema),
    items: z.array(z.object({ key: z.enum(['donates', 'podcasts', 'courses']), value: z.number(), delta: z.number() })),
  }),
  activeProjects: z.array(z.object({ id: z.number().int(), name: z.string(), logo: z.string(), project: z.string(), progress: z.number().min(0).max(100) })),
  recentTransactions: z.array(
    z.object({ id: z.number().int(), method: z.enum(TRANSACTION_METHODS), counterpart: z.string(), at: z.string(), amount: z.number() }),
  ),
  activityTimeline: z.array(
    z.object({ id: z.number().int(), kind: z.enum(ACTIVITY_KINDS), title: z.string(), description: z.string(), person: z.string(), avatar: z.string(), at: z.string() }),
  ),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;
