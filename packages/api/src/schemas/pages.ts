import { z } from 'zod';
import { searchTermSchema } from './common';

// --- data table (sales details) ---
export const PAYMENT_RECEIVED_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export const PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;

export const salesDetailSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    brand: z.string(),
    category: z.string(),
    price: z.number(),
    image: z.string(),
    hasFreeShipping: z.boolean(),
    rating: z.number().int().min(1).max(5),
    description: z.string(),
  }),
  /** ISO date */
  date: z.string(),
  buyer: z.object({ name: z.string(), avatar: z.string() }),
  payment: z.object({
    total: z.number(),
    receivedPaymentStatus: z.enum(PAYMENT_RECEIVED_STATUSES),
    paidAmount: z.number(),
    status: z.enum(PAYMENT_STATUSES),
  }),
});
export type SalesDetail = z.infer<typeof salesDetailSchema>;
export const salesDetailsResponseSchema = z.array(salesDetailSchema);
export type SalesDetailsResponse = z.infer<typeof salesDetailsResponseSchema>;

// --- FAQ ---
export const FAQ_GROUP_TITLES = ['Payment', 'Delivery', 'Cancellation', 'My Orders', 'Product & Services'] as const;
export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export const faqGroupSchema = z.object({
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqSchema),
});
export type Faq = z.infer<typeof faqSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export const faqQuerySchema = z.object({ q: searchTermSchema });
export type FaqQuery = z.infer<typeof faqQuerySchema>;
/** groups whose question matched q, each with only its matching faqs; empty groups omitted */
export const faqResponseSchema = z.array(faqGroupSchema);
export type FaqResponse = z.infer<typeof faqResponseSchema>;

// --- help center ---
export const helpCenterArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
});
export const helpCenterCategorySchema = z.object({
  title: z.string(),
  icon: z.string(),
  articles: z.array(z.object({ title: z.string(), slug: z.string() })),
});
export const helpCenterResponseSchema = z.object({
  allArticles: z.array(helpCenterCategorySchema),
  popularArticles: z.array(helpCenterArticleSummarySchema),
  keepLearning: z.array(helpCenterArticleSummarySchema),
});
export const helpCenterArticleSchema = z.object({
  title: z.string(),
  lastUpdated: z.string(),
  /** HTML; sanitize before rendering */
  productContent: z.string(),
  /** HTML; sanitize before rendering */
  checkoutContent: z.string(),
  articleList: z.array(z.string()),
  checkoutImg: z.string(),
  productImg: z.string(),
});
export type HelpCenterArticleSummary = z.infer<typeof helpCenterArticleSummarySchema>;
export type HelpCenterCategory = z.infer<typeof helpCenterCategorySchema>;
export type HelpCenterResponse = z.infer<typeof helpCenterResponseSchema>;
export type HelpCenterArticle = z.infer<typeof helpCenterArticleSchema>;

// --- profile ---
export const PROFILE_TABS = ['about', 'teams', 'projects', 'connections'] as const;
export const profileTabSchema = z.enum(PROFILE_TABS);
export type ProfileTab = z.infer<typeof profileTabSchema>;

export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  joiningDate: z.string(),
  designation: z.string(),
  profileImg: z.string(),
  coverImg: z.string(),
});
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;

export const profileListItemSchema = z.object({ property: z.string(), value: z.string(), icon: z.string() });
export const profileConnectionSummarySchema = z.object({
  name: z.string(),
  avatar: z.string(),
  isFriend: z.boolean(),
  connections: z.string(),
});
export const profileTeamSummarySchema = z.object({
  title: z.string(),
  avatar: z.string(),
  members: z.number().int(),
  chipText: z.string(),
  chipColor: z.string(),
});
export const profileProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  leader: z.string(),
  logo: z.string(),
  team: z.array(z.string()),
  status: z.number().min(0).max(100),
});
export const profileAboutSchema = z.object({
  about: z.array(profileListItemSchema),
  contacts: z.array(profileListItemSchema),
  teams: z.array(profileListItemSchema),
  overview: z.array(profileListItemSchema),
  connections: z.array(profileConnectionSummarySchema),
  teamsTech: z.array(profileTeamSummarySchema),
  projectTable: z.array(profileProjectRowSchema),
});
export const profileChipSchema = z.object({ title: z.string(), color: z.string() });
export const profileTeamCardSchema = z.object({
  title: z.string(),
  avatar: z.string(),
  description: z.string(),
  extraMembers: z.number().int(),
  chips: z.array(profileChipSchema),
  avatarGroup: z.array(z.object({ avatar: z.string(), name: z.string() })),
});
export const profileProjectSchema = z.object({
  title: z.string(),
  client: z.string(),
  budget: z.string(),
  budgetSpent: z.string(),
  hours: z.string(),
  tasks: z.string(),
  totalTask: z.number().int(),
  completedTask: z.number().int(),
  daysLeft: z.number().int(),
  comments: z.number().int(),
  deadline: z.string(),
  startDate: z.string(),
  members: z.array(z.object({ avatar: z.string(), name: z.string() })),
  chipColor: z.string(),
  description: z.string(),
  avatar: z.string(),
});
export const profileConnectionSchema = z.object({
  name: z.string(),
  tasks: z.string(),
  avatar: z.string(),
  projects: z.string(),
  connections: z.string(),
  designation: z.string(),
  isConnected: z.boolean(),
  chips: z.array(profileChipSchema),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;
export type ProfileConnectionSummary = z.infer<typeof profileConnectionSummarySchema>;
export type ProfileTeamSummary = z.infer<typeof profileTeamSummarySchema>;
export type ProfileProjectRow = z.infer<typeof profileProjectRowSchema>;
export type ProfileAbout = z.infer<typeof profileAboutSchema>;
export type ProfileTeamCard = z.infer<typeof profileTeamCardSchema>;
export type ProfileProject = z.infer<typeof profileProjectSchema>;
export type ProfileConnection = z.infer<typeof profileConnectionSchema>;

/** The answer of GET /api/pages/profile for each tab. */
export const profileTabResponseSchemas = {
  about: profileAboutSchema,
  teams: z.array(profileTeamCardSchema),
  projects: z.array(profileProjectSchema),
  connections: z.array(profileConnectionSchema),
} as const satisfies Record<ProfileTab, z.ZodType>;
export type ProfileTabData = { [T in ProfileTab]: z.infer<(typeof profileTabResponseSchemas)[T]> };

export const profileQuerySchema = z.object({ tab: z.string().catch('') });
export type ProfileQuery = z.infer<typeof profileQuerySchema>;
