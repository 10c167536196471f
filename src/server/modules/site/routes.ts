import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, jsonResponse } from '../../lib/http';
import { paymentsMode } from '../../lib/payments';

const SiteConfigSchema = z
  .object({
    googleEnabled: z.boolean(),
    /** 'stripe' means card details are entered on Stripe Checkout, never on this site; null: payments are off. */
    paymentProvider: z.enum(['test', 'stripe']).nullable(),
    /** 'test': the built-in test cards, no real money; 'off': payments are not configured. */
    paymentsMode: z.enum(['test', 'stripe', 'off']),
    contact: z.object({ phone: z.string(), email: z.string(), location: z.string() }),
    social: z.object({
      facebook: z.string().nullable(),
      twitter: z.string().nullable(),
      instagram: z.string().nullable(),
      linkedin: z.string().nullable(),
    }),
  })
  .openapi('SiteConfig');

/** Public settings the browser needs (which sign-in methods exist, contact details, social links). */
export function siteRoutes() {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/site-config',
      tags: ['System'],
      summary: 'Public site configuration',
      responses: { 200: jsonResponse(SiteConfigSchema, 'Configuration') },
    }),
    (c) => {
      const { config } = c.get('services');
      const mode = paymentsMode(config);
      return c.json(
        {
          googleEnabled: config.googleEnabled,
          paymentProvider: mode === 'off' ? null : mode,
          paymentsMode: mode,
          contact: {
            phone: config.CONTACT_PHONE,
            email: config.CONTACT_EMAIL,
            location: config.CONTACT_LOCATION,
          },
          social: {
            facebook: config.SOCIAL_FACEBOOK_URL ?? null,
            twitter: config.SOCIAL_TWITTER_URL ?? null,
            instagram: config.SOCIAL_INSTAGRAM_URL ?? null,
            linkedin: config.SOCIAL_LINKEDIN_URL ?? null,
          },
        },
        200,
      );
    },
  );
  return app;
}
