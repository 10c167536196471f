import { z } from 'zod';

/** GET /api/site-config: public settings the browser needs. */
export const siteConfig = z.object({
  /** 'demo': no real money moves (a banner on every page says so); 'live': the real marketplace (decision 096). */
  marketplaceMode: z.enum(['demo', 'live']),
  googleEnabled: z.boolean(),
  /** 'stripe' means card details are entered on Stripe Checkout, never on this site; null: payments are off. */
  paymentProvider: z.enum(['test', 'stripe']).nullable(),
  /** 'test': the built-in test cards, no real money (a notice on every payment screen); 'off': paying is refused. */
  paymentsMode: z.enum(['test', 'stripe', 'off']),
  /** A translation provider is configured: pages offer 'Translate' on user content (decision 071). */
  translationAvailable: z.boolean(),
  /** An order whose payment never completed is removed after this many hours (UNPAID_ORDER_EXPIRY_HOURS). */
  unpaidOrderExpiryHours: z.number().int(),
  contact: z.object({ phone: z.string(), email: z.string(), location: z.string() }),
  social: z.object({
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** GET /api/health. */
export const healthStatus = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type HealthStatus = z.infer<typeof healthStatus>;

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

/** GET /api/blog: one page of posts (10 per page). */
export const blogPage = z.object({
  posts: z.array(blogPostSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPage>;

export const blogPost = blogPostSummary.extend({ body: z.string() });
export type BlogPost = z.infer<typeof blogPost>;
