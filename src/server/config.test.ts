import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { paymentsMode } from './lib/payments';
import { payoutProviderFor } from './lib/payouts';

describe('demo and live (decision 096)', () => {
  const production = { NODE_ENV: 'production' };

  it('is the demo on the embedded database and live on PostgreSQL unless told otherwise', () => {
    expect(loadConfig(production).marketplaceMode).toBe('demo');
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://x@h/db' }).marketplaceMode).toBe('live');
    expect(
      loadConfig({ ...production, DATABASE_URL: 'postgres://x@h/db', MARKETPLACE_MODE: 'demo' })
        .marketplaceMode,
    ).toBe('demo');
    expect(loadConfig({ ...production, MARKETPLACE_MODE: 'live' }).marketplaceMode).toBe('live');
    expect(() => loadConfig({ MARKETPLACE_MODE: 'staging' })).toThrow(/MARKETPLACE_MODE/);
    // The demo marketplace is loaded in the demo only, unless told.
    expect(loadConfig(production).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...production, MARKETPLACE_MODE: 'live' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('takes test money and pays withdrawals with the test provider in the demo, even in production', () => {
    const demo = loadConfig(production);
    expect(paymentsMode(demo)).toBe('test');
    expect(demo.PAYOUT_PROVIDER).toBe('test');
    expect(payoutProviderFor(demo).name).toBe('test');
    // A demo may still ask for the manual payouts (the browser journeys do).
    expect(loadConfig({ ...production, PAYOUT_PROVIDER: 'manual' }).PAYOUT_PROVIDER).toBe('manual');
  });

  it('refuses test money live: payments are off without Stripe keys, and Stripe with them', () => {
    const live = loadConfig({ ...production, MARKETPLACE_MODE: 'live' });
    expect(paymentsMode(live)).toBe('off');
    expect(live.PAYOUT_PROVIDER).toBe('manual');
    const stripe = loadConfig({
      ...production,
      MARKETPLACE_MODE: 'live',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(paymentsMode(stripe)).toBe('stripe');
  });

  it('refuses the test-only settings live, and Stripe keys in the demo, naming the setting', () => {
    const live = { ...production, MARKETPLACE_MODE: 'live' };
    expect(() => loadConfig({ ...live, PAYMENTS_TEST_MODE: '1' })).toThrow(/PAYMENTS_TEST_MODE/);
    expect(() => loadConfig({ ...live, PAYOUT_PROVIDER: 'test' })).toThrow(/PAYOUT_PROVIDER/);
    expect(() => loadConfig({ ...live, TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ ...live, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /MARKETPLACE_MODE=live/,
    );
    // Outside production a live configuration may still be tested with them.
    expect(loadConfig({ NODE_ENV: 'test', MARKETPLACE_MODE: 'live', TEST_CLOCK: '1' }).TEST_CLOCK).toBe('1');
  });
});
