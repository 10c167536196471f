import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config';
import { paymentsMode } from './lib/payments';
import { payoutProviderFor } from './lib/payouts';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('.env.example', () => {
  it('lists every setting the server and its start scripts read', () => {
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const read = new Set(Object.keys(envSchema.shape));
    for (const file of [
      ...sourceFiles(path.join(root, 'src/server')),
      path.join(root, 'scripts/start.mjs'),
      path.join(root, 'scripts/dev.mjs'),
    ]) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g))
        read.add(m[1]!);
    }
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});

describe('configuration', () => {
  it('refuses settings made for the tests in production (TEST_CLOCK)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK=1/);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK: '1' }).TEST_CLOCK).toBe('1');
    expect(loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '0' }).isProduction).toBe(true);
  });

  it('gives a grace period of 25 s after SIGTERM unless configured', () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '5000' }).SHUTDOWN_GRACE_MS).toBe(5000);
  });
});

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
