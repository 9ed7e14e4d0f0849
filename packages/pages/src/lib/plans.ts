// The plans the pricing pages and the billing tab show; prices in US dollars per month.
export const PRICING_PLANS = [
  { id: 'basic', monthly: 0, annual: 0, features: 4, popular: false },
  { id: 'team', monthly: 49, annual: 39, features: 6, popular: true },
  { id: 'company', monthly: 99, annual: 79, features: 8, popular: false },
  { id: 'enterprise', monthly: 199, annual: 159, features: 10, popular: false },
] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];
