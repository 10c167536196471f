import { describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { createTestContext } from '../../test/harness';

async function siteConfig(env?: Record<string, string>) {
  const ctx = await createTestContext({ env });
  try {
    const res = await call(ctx, 'GET', '/api/site-config');
    expect(res.status).toBe(200);
    return res.body as { paymentProvider: string; marketplaceMode: string };
  } finally {
    await ctx.close();
  }
}

describe('site config API', () => {
  it('reports the test payment provider when Stripe is not configured', async () => {
    expect((await siteConfig()).paymentProvider).toBe('test');
  });

  it('says whether this is the demo (the banner on every page) or the live marketplace', async () => {
    expect((await siteConfig({ NODE_ENV: 'production', MARKETPLACE_MODE: 'demo' })).marketplaceMode).toBe(
      'demo',
    );
    expect((await siteConfig({ NODE_ENV: 'production' })).marketplaceMode).toBe('live');
  });

  it('reports Stripe as the payment provider when both Stripe keys are configured', async () => {
    const config = await siteConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.paymentProvider).toBe('stripe');
  });
});
