import { createRoute } from '@hono/zod-openapi';
import { type SiteConfig, siteConfig } from '@shared/schemas/site';
import { createRouter, jsonResponse, named } from '../../lib/http';
import { paymentsMode } from '../../lib/payments';
import type { AppServices } from '../../services';

const SiteConfigSchema = named(siteConfig, 'SiteConfig');

/** The public settings' answer (GET /api/site-config; a page's HTML carries it too, app.ts). */
export function siteConfigAnswer(services: Pick<AppServices, 'config' | 'translator'>): SiteConfig {
  const { config } = services;
  const mode = paymentsMode(config);
  return {
    marketplaceMode: config.marketplaceMode,
    googleEnabled: config.googleEnabled,
    paymentProvider: mode === 'off' ? null : mode,
    paymentsMode: mode,
    translationAvailable: services.translator.available,
    unpaidOrderExpiryHours: config.UNPAID_ORDER_EXPIRY_HOURS,
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
  };
}

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
    (c) => c.json(siteConfigAnswer(c.get('services')), 200),
  );
  return app;
}
